import { RegistrationPage } from '../features/registration/routes/RegistrationPage.tsx';

export default RegistrationPage;
