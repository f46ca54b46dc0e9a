import { AdminHomePage } from '../features/admin-home/routes/AdminHomePage.tsx';

export default AdminHomePage;
