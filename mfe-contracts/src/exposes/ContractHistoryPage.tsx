import { ContractHistoryPage } from '../features/contract-lists/routes/ContractHistoryPage.tsx';

export default ContractHistoryPage;
