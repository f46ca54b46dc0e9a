import { createAppConfig } from 'shared-ui/webpack';

// Exposes every page in src/exposes/; the shell's route table says where each one is mounted.
export default createAppConfig({
  name: 'account',
  dirname: import.meta.dirname,
  port: 3001,
  title: 'LitFund account (standalone)',
});
