import { PageCard } from 'shared-ui';
import { InterestRateForm } from '../components/InterestRateForm.tsx';

/** /create-new-interest-rate (docs/product.md): a new state's set. */
export function CreateInterestRatePage() {
  return (
    <PageCard title="Create Interest Rate" maxW="3xl">
      <InterestRateForm />
    </PageCard>
  );
}
