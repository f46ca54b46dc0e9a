import { FindUserPage } from '../features/find-user/routes/FindUserPage.tsx';

export default FindUserPage;
