import { createAppConfig } from 'shared-ui/webpack';

// Exposes every page in src/exposes/; the shell's route table says where each one is mounted.
export default createAppConfig({
  name: 'calculator',
  dirname: import.meta.dirname,
  port: 3004,
  title: 'LitFund payment calculator (standalone)',
});
