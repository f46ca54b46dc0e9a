// The remote's standalone dev page: its pages under the same providers the shell gives them.
import { lazy } from 'react';
import { mountStandalone } from 'shared-ui';

mountStandalone('mfe-account', {
  '/login': lazy(() => import('./exposes/LoginPage.tsx')),
  '/registration': lazy(() => import('./exposes/RegistrationPage.tsx')),
  '/reset-password': lazy(() => import('./exposes/ResetPasswordPage.tsx')),
  '/reset-password-success': lazy(() => import('./exposes/ResetPasswordSuccessPage.tsx')),
  '/confirm-email': lazy(() => import('./exposes/ConfirmEmailPage.tsx')),
  '/resend-confirmation': lazy(() => import('./exposes/ResendConfirmationPage.tsx')),
  '/user-profile': lazy(() => import('./exposes/UserProfilePage.tsx')),
});
