import { createAppConfig } from 'shared-ui/webpack';

// Route-level pages only: each exposed module is one screen of the contracts area.
const pages = ['RequestFundsPage', 'ContractPage', 'EditContractPage', 'ContractHistoryPage', 'MyLawFirmContractsPage', 'AllContractsPage'];

export default createAppConfig({
  name: 'contracts',
  dirname: import.meta.dirname,
  port: 3002,
  title: 'LitFund contracts (standalone)',
  exposes: Object.fromEntries(pages.map((page) => [`./${page}`, `./src/exposes/${page}.tsx`])),
});
