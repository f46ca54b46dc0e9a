import type { RemoteName } from '../platform/remotes.ts';

/** Who may open a route (docs/product.md). */
export type Access = 'open' | 'login' | 'admin' | 'approvedNonAdmin' | 'adminOrAttorney';

/** The shell's own pages, by key (route data stays free of JSX). */
export type ShellPage = 'home' | 'information' | 'privacy' | 'terms' | 'notFound';

export interface RouteEntry {
  path: string;
  access: Access;
  /** Page title (document.title). */
  title: string;
  /** A federated page: remote + exposed module name ('account' + 'LoginPage' -> account/LoginPage). */
  remote?: RemoteName;
  module?: string;
  /** Or one of the shell's pages. */
  element?: ShellPage;
  /**
   * A short page whatever it shows (a small form, a message), on a phone as on a desktop: the layout fits the window,
   * with the footer at its bottom, instead of keeping `main` a whole screen tall for pages that grow as data arrives.
   */
  short?: true;
}

export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: '/', access: 'open', title: 'LitFund', element: 'home' },
  { path: '/login', access: 'open', title: 'Login', remote: 'account', module: 'LoginPage', short: true },
  { path: '/registration', access: 'open', title: 'Registration', remote: 'account', module: 'RegistrationPage' },
  {
    path: '/reset-password',
    access: 'open',
    title: 'Forgot password',
    remote: 'account',
    module: 'ResetPasswordPage',
    short: true,
  },
  {
    path: '/reset-password-success',
    access: 'open',
    title: 'Reset password',
    remote: 'account',
    module: 'ResetPasswordSuccessPage',
    short: true,
  },
  {
    path: '/confirm-email',
    access: 'open',
    title: 'Confirm email',
    remote: 'account',
    module: 'ConfirmEmailPage',
    short: true,
  },
  {
    path: '/resend-confirmation',
    access: 'open',
    title: 'Send the confirmation again',
    remote: 'account',
    module: 'ResendConfirmationPage',
    short: true,
  },
  // open: the page itself says 'Please, Login!' without a token (docs/product.md)
  { path: '/user-profile', access: 'open', title: 'User profile', remote: 'account', module: 'UserProfilePage' },
  { path: '/information-page', access: 'open', title: 'Information', element: 'information' },
  { path: '/privacy-policy', access: 'open', title: 'Privacy Policy', element: 'privacy' },
  { path: '/terms-and-conditions', access: 'open', title: 'Terms of Use', element: 'terms' },
  {
    path: '/payment-calculator',
    access: 'open',
    title: 'Payment Calculator',
    remote: 'calculator',
    module: 'PaymentCalculatorPage',
  },
  {
    path: '/request-funds',
    access: 'approvedNonAdmin',
    title: 'Request Funds',
    remote: 'contracts',
    module: 'RequestFundsPage',
  },
  {
    path: '/create-contract-attorney',
    access: 'adminOrAttorney',
    title: 'Create Contract',
    remote: 'contracts',
    module: 'RequestFundsPage',
  },
  { path: '/contract-page', access: 'login', title: 'Contract', remote: 'contracts', module: 'ContractPage' },
  // Open: an emailed single-use link proves its signer without a session; signed-in parties come by contract.
  {
    path: '/agreement-sign',
    access: 'open',
    title: 'Funding agreement',
    remote: 'contracts',
    module: 'AgreementSigningPage',
  },
  { path: '/edit-contract', access: 'admin', title: 'Edit Contract', remote: 'contracts', module: 'EditContractPage' },
  {
    path: '/contract-history',
    access: 'login',
    title: 'Case History',
    remote: 'contracts',
    module: 'ContractHistoryPage',
  },
  {
    path: '/my-law-firms-contracts',
    access: 'login',
    title: "My Law Firm's Contracts",
    remote: 'contracts',
    module: 'MyLawFirmContractsPage',
  },
  {
    path: '/check-in',
    access: 'open',
    title: 'Case check-in',
    remote: 'contracts',
    module: 'CheckInPage',
    short: true,
  },
  { path: '/all-contracts', access: 'admin', title: 'All Contracts', remote: 'contracts', module: 'AllContractsPage' },
  { path: '/admin', access: 'admin', title: 'Administration', remote: 'admin', module: 'AdminHomePage' },
  { path: '/users-admin-page', access: 'admin', title: 'Users', remote: 'admin', module: 'UsersAdminPage' },
  { path: '/find-user', access: 'admin', title: 'Find User', remote: 'admin', module: 'FindUserPage' },
  { path: '/create-reports', access: 'admin', title: 'Reports', remote: 'admin', module: 'CreateReportsPage' },
  { path: '/create-user', access: 'admin', title: 'Create User', remote: 'admin', module: 'CreateUserPage' },
  { path: '/edit-user', access: 'admin', title: 'Edit User', remote: 'admin', module: 'EditUserPage' },
  {
    path: '/interest-rates-list',
    access: 'admin',
    title: 'Interest Rates',
    remote: 'admin',
    module: 'InterestRatesListPage',
  },
  {
    path: '/create-new-interest-rate',
    access: 'admin',
    title: 'Create Interest Rate',
    remote: 'admin',
    module: 'CreateInterestRatePage',
  },
  {
    path: '/update-interest-rate',
    access: 'admin',
    title: 'Update Interest Rate',
    remote: 'admin',
    module: 'UpdateInterestRatePage',
  },
  {
    path: '/rating-controller',
    access: 'admin',
    title: 'User Rating Controller',
    remote: 'admin',
    module: 'RatingControllerPage',
  },
  { path: '/mail-delivery', access: 'admin', title: 'Mail delivery', remote: 'admin', module: 'MailDeliveryPage' },
  {
    path: '/state-compliance',
    access: 'admin',
    title: 'State compliance',
    remote: 'admin',
    module: 'StateCompliancePage',
  },
  { path: '*', access: 'open', title: 'Page not found', element: 'notFound' },
];

/** The federated page a route table path renders (`/login` -> account/LoginPage), if it renders one. */
export function remotePageAt(pathname: string): { remote: RemoteName; module: string } | undefined {
  const route = ROUTE_TABLE.find((entry) => entry.path === pathname);
  return route?.remote && route.module ? { remote: route.remote, module: route.module } : undefined;
}

/** The signed-in user's home: their profile, or the login page. */
export function homePath(currentUserId: number | null, token: string | null): string {
  return token && currentUserId ? `/user-profile?${currentUserId}` : '/login';
}
