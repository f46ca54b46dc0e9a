import { CreateReportsPage } from '../features/create-reports/routes/CreateReportsPage.tsx';

export default CreateReportsPage;
