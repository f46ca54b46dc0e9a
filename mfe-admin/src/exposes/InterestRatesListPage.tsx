import { InterestRatesListPage } from '../features/interest-rates/routes/InterestRatesListPage.tsx';

export default InterestRatesListPage;
