import { StateCompliancePage } from '../features/state-compliance/routes/StateCompliancePage.tsx';

export default StateCompliancePage;
