// A remote's standalone dev page (`npm run dev -w mfe-*`): its exposed pages under the same providers the shell
// gives them, with a link to each.
import { StrictMode, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createRoot } from 'react-dom/client';
import { Box, HStack } from '@chakra-ui/react';
import { AppProvider } from '../AppProvider.tsx';
import { BrowserRouter, Route, RouterLink, Routes } from '../router.tsx';
import { LoadingState } from './states.tsx';

export type StandalonePages = Record<string, LazyExoticComponent<ComponentType>>;

function Standalone({ name, pages }: { name: string; pages: StandalonePages }) {
  return (
    <>
      <Box as="header" p="3" borderBottomWidth="1px">
        <HStack as="nav" aria-label={`${name} pages`} gap="4" wrap="wrap">
          {Object.keys(pages).map((path) => (
            <RouterLink key={path} to={path}>
              {path}
            </RouterLink>
          ))}
        </HStack>
      </Box>
      <Box as="main">
        <Suspense fallback={<LoadingState />}>
          <Routes>
            {Object.entries(pages).map(([path, Page]) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<Box p="6">{`${name} standalone: pick a page above.`}</Box>} />
          </Routes>
        </Suspense>
      </Box>
    </>
  );
}

export function mountStandalone(
  name: string,
  pages: StandalonePages,
  element: HTMLElement = document.getElementById('root')!,
) {
  createRoot(element).render(
    <StrictMode>
      <AppProvider>
        <BrowserRouter>
          <Standalone name={name} pages={pages} />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>,
  );
}
