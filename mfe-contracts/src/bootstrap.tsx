// The remote's standalone dev page: its pages under the same providers the shell gives them.
import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider, BrowserRouter, Box, LoadingState } from 'shared-ui';

const Page = lazy(() => import('./exposes/ContractHistoryPage.tsx'));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <BrowserRouter>
        <Box as="main">
          <Suspense fallback={<LoadingState />}>
            <Page />
          </Suspense>
        </Box>
      </BrowserRouter>
    </AppProvider>
  </StrictMode>,
);
