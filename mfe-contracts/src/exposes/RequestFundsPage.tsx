import { RequestFundsPage } from '../features/request-funds/routes/RequestFundsPage.tsx';

export default RequestFundsPage;
