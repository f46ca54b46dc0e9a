import { LoginPage } from '../features/login/routes/LoginPage.tsx';

export default LoginPage;
