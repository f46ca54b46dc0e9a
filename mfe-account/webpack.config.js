import { createAppConfig } from 'shared-ui/webpack';

const pages = ['LoginPage', 'RegistrationPage', 'ResetPasswordPage', 'ResetPasswordSuccessPage', 'ConfirmEmailPage', 'ResendConfirmationPage', 'UserProfilePage'];

export default createAppConfig({
  name: 'account',
  dirname: import.meta.dirname,
  port: 3001,
  title: 'LitFund account (standalone)',
  exposes: Object.fromEntries(pages.map((page) => [`./${page}`, `./src/exposes/${page}.tsx`])),
});
