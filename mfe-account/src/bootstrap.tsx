// The remote's standalone dev page: its pages under the same providers the shell gives them.
import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider, BrowserRouter, Box, HStack, LoadingState, Route, RouterLink, Routes } from 'shared-ui';

const pages = {
  '/login': lazy(() => import('./exposes/LoginPage.tsx')),
  '/registration': lazy(() => import('./exposes/RegistrationPage.tsx')),
  '/reset-password': lazy(() => import('./exposes/ResetPasswordPage.tsx')),
  '/reset-password-success': lazy(() => import('./exposes/ResetPasswordSuccessPage.tsx')),
  '/confirm-email': lazy(() => import('./exposes/ConfirmEmailPage.tsx')),
  '/user-profile': lazy(() => import('./exposes/UserProfilePage.tsx')),
};

function Standalone() {
  return (
    <>
      <Box as="header" p="3" borderBottomWidth="1px">
        <HStack as="nav" aria-label="Account pages" gap="4" wrap="wrap">
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
            <Route path="*" element={<Box p="6">mfe-account standalone: pick a page above.</Box>} />
          </Routes>
        </Suspense>
      </Box>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <BrowserRouter>
        <Standalone />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>,
);
