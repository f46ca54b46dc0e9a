import { ResetPasswordSuccessPage } from '../features/password-reset/routes/ResetPasswordSuccessPage.tsx';

export default ResetPasswordSuccessPage;
