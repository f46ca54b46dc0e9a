import { MailDeliveryPage } from '../features/mail/routes/MailDeliveryPage.tsx';

export default MailDeliveryPage;
