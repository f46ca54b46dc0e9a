import { CreateUserPage } from '../features/create-user/routes/CreateUserPage.tsx';

export default CreateUserPage;
