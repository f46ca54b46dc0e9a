import { CheckInPage } from '../features/check-in/routes/CheckInPage.tsx';

export default CheckInPage;
