// The remote's standalone dev page: its pages under the same providers the shell gives them.
import { lazy } from 'react';
import { mountStandalone } from 'shared-ui';

mountStandalone('mfe-contracts', {
  '/request-funds': lazy(() => import('./exposes/RequestFundsPage.tsx')),
  '/create-contract-attorney': lazy(() => import('./exposes/RequestFundsPage.tsx')),
  '/contract-page': lazy(() => import('./exposes/ContractPage.tsx')),
  '/edit-contract': lazy(() => import('./exposes/EditContractPage.tsx')),
  '/contract-history': lazy(() => import('./exposes/ContractHistoryPage.tsx')),
  '/my-law-firms-contracts': lazy(() => import('./exposes/MyLawFirmContractsPage.tsx')),
  '/all-contracts': lazy(() => import('./exposes/AllContractsPage.tsx')),
  '/check-in': lazy(() => import('./exposes/CheckInPage.tsx')),
  '/agreement-sign': lazy(() => import('./exposes/AgreementSigningPage.tsx')),
});
