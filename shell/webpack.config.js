import { createAppConfig } from 'shared-ui/webpack';

export default createAppConfig({
  name: 'shell',
  dirname: import.meta.dirname,
  port: 3000,
  isHost: true,
  title: 'LitFund',
});
