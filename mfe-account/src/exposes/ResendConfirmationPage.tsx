import { ResendConfirmationPage } from '../features/confirm-email/routes/ResendConfirmationPage.tsx';

export default ResendConfirmationPage;
