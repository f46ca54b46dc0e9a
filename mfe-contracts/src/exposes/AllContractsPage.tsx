import { AllContractsPage } from '../features/contract-lists/routes/AllContractsPage.tsx';

export default AllContractsPage;
