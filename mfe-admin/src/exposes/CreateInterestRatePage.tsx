import { CreateInterestRatePage } from '../features/interest-rates/routes/CreateInterestRatePage.tsx';

export default CreateInterestRatePage;
