import { EditUserPage } from '../features/edit-user/routes/EditUserPage.tsx';

export default EditUserPage;
