import { EditContractPage } from '../features/edit-contract/routes/EditContractPage.tsx';

export default EditContractPage;
