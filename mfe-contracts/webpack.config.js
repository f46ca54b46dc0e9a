import { createAppConfig } from 'shared-ui/webpack';

// Exposes every page in src/exposes/; the shell's route table says where each one is mounted.
export default createAppConfig({
  name: 'contracts',
  dirname: import.meta.dirname,
  port: 3002,
  title: 'LitFund contracts (standalone)',
});
