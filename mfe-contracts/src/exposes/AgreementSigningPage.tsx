import { AgreementSigningPage } from '../features/agreement-signing/routes/AgreementSigningPage.tsx';

export default AgreementSigningPage;
