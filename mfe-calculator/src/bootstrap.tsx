// The remote's standalone dev page: its pages under the same providers the shell gives them.
import { lazy } from 'react';
import { mountStandalone } from 'shared-ui';

mountStandalone('mfe-calculator', {
  '/payment-calculator': lazy(() => import('./exposes/PaymentCalculatorPage.tsx')),
});
