// The remote's standalone dev page: its pages under the same providers the shell gives them.
import { lazy } from 'react';
import { mountStandalone } from 'shared-ui';

mountStandalone('mfe-admin', {
  '/admin': lazy(() => import('./exposes/AdminHomePage.tsx')),
  '/users-admin-page': lazy(() => import('./exposes/UsersAdminPage.tsx')),
  '/find-user': lazy(() => import('./exposes/FindUserPage.tsx')),
  '/create-user': lazy(() => import('./exposes/CreateUserPage.tsx')),
  '/edit-user': lazy(() => import('./exposes/EditUserPage.tsx')),
  '/interest-rates-list': lazy(() => import('./exposes/InterestRatesListPage.tsx')),
  '/create-new-interest-rate': lazy(() => import('./exposes/CreateInterestRatePage.tsx')),
  '/update-interest-rate': lazy(() => import('./exposes/UpdateInterestRatePage.tsx')),
  '/rating-controller': lazy(() => import('./exposes/RatingControllerPage.tsx')),
  '/create-reports': lazy(() => import('./exposes/CreateReportsPage.tsx')),
  '/mail-delivery': lazy(() => import('./exposes/MailDeliveryPage.tsx')),
  '/state-compliance': lazy(() => import('./exposes/StateCompliancePage.tsx')),
});
