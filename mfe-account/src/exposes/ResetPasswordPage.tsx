import { ResetPasswordPage } from '../features/password-reset/routes/ResetPasswordPage.tsx';

export default ResetPasswordPage;
