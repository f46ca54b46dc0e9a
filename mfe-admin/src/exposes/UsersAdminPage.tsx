import { UsersAdminPage } from '../features/users/routes/UsersAdminPage.tsx';

export default UsersAdminPage;
