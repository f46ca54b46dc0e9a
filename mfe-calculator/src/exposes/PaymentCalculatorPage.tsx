import { PaymentCalculatorPage } from '../features/calculator/routes/PaymentCalculatorPage.tsx';

export default PaymentCalculatorPage;
