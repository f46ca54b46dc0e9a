import { createAppConfig } from 'shared-ui/webpack';

// Route-level pages only: each exposed module is one screen of the admin area.
const pages = ['AdminHomePage',
  'UsersAdminPage', 'FindUserPage', 'CreateUserPage', 'EditUserPage',
  'InterestRatesListPage', 'CreateInterestRatePage', 'UpdateInterestRatePage',
  'CreateReportsPage',
  'RatingControllerPage',
  'MailDeliveryPage',
];

export default createAppConfig({
  name: 'admin',
  dirname: import.meta.dirname,
  port: 3003,
  title: 'LitFund administration (standalone)',
  exposes: Object.fromEntries(pages.map((page) => [`./${page}`, `./src/exposes/${page}.tsx`])),
});
