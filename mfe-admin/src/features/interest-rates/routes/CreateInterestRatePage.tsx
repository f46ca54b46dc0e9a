import { AdminPage } from '../../../shared/layout/AdminPage.tsx';
import { BACK_TO_INTEREST_RATES, InterestRateForm } from '../components/InterestRateForm.tsx';

/** /create-new-interest-rate (docs/product.md): a new state's set. */
export function CreateInterestRatePage() {
  return (
    <AdminPage
      title="Create Interest Rate"
      width="item"
      back={BACK_TO_INTEREST_RATES}
      description="Pick a state without a set, add its ranges, then save the whole set."
    >
      <InterestRateForm />
    </AdminPage>
  );
}
