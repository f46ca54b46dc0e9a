import { ErrorState, LoadingState, useLocation } from 'shared-ui';
import { MESSAGES, parseRouteId } from '@litfund/domain';
import { useErrorMessage } from '../../../shared/use-error-message.ts';
import { AdminPage } from '../../../shared/layout/AdminPage.tsx';
import { useInterestRate } from '../api/get-interest-rate.ts';
import { BACK_TO_INTEREST_RATES, InterestRateForm } from '../components/InterestRateForm.tsx';

/** /update-interest-rate?{id} (also ?id=): the state's name and key, and its pre- and post-settlement ranges. */
export function UpdateInterestRatePage() {
  const { search } = useLocation();
  const id = parseRouteId(search);
  const query = useInterestRate(id);
  const error = useErrorMessage(query.error);

  let content;
  if (id !== null && query.isSuccess) content = <InterestRateForm set={query.data} />;
  else if (id === null)
    content = <ErrorState title={MESSAGES.noData} description="No interest rate set was named in the address." />;
  else if (query.isError)
    content = <ErrorState title={MESSAGES.noData} description={error} onRetry={() => void query.refetch()} />;
  else content = <LoadingState label="Loading the interest rate" />;
  return (
    <AdminPage title="Update Interest Rate" width="item" back={BACK_TO_INTEREST_RATES}>
      {content}
    </AdminPage>
  );
}
