import { ContractPage } from '../features/contract-page/routes/ContractPage.tsx';

export default ContractPage;
