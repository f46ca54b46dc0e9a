import { createAppConfig } from 'shared-ui/webpack';

const pages = ['PaymentCalculatorPage'];

export default createAppConfig({
  name: 'calculator',
  dirname: import.meta.dirname,
  port: 3004,
  title: 'LitFund payment calculator (standalone)',
  exposes: Object.fromEntries(pages.map((page) => [`./${page}`, `./src/exposes/${page}.tsx`])),
});
