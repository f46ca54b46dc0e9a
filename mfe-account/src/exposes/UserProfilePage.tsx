import { UserProfilePage } from '../features/profile/routes/UserProfilePage.tsx';

export default UserProfilePage;
