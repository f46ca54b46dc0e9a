import { MyLawFirmContractsPage } from '../features/contract-lists/routes/MyLawFirmContractsPage.tsx';

export default MyLawFirmContractsPage;
