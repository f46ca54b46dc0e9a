import { ConfirmEmailPage } from '../features/confirm-email/routes/ConfirmEmailPage.tsx';

export default ConfirmEmailPage;
