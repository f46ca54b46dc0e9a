import { UpdateInterestRatePage } from '../features/interest-rates/routes/UpdateInterestRatePage.tsx';

export default UpdateInterestRatePage;
