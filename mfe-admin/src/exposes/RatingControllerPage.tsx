import { RatingControllerPage } from '../features/rating-controller/routes/RatingControllerPage.tsx';

export default RatingControllerPage;
