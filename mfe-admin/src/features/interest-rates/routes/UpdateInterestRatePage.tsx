import { ErrorState, LoadingState, PageCard, RouterLink, Stack, useLocation } from 'shared-ui';
import { MESSAGES, parseRouteId } from '@litfund/domain';
import { useErrorMessage } from '../../../shared/use-error-message.ts';
import { useInterestRate } from '../api/get-interest-rate.ts';
import { InterestRateForm } from '../components/InterestRateForm.tsx';

/** /update-interest-rate?{id} (also ?id=): the state's name and key, and its pre- and post-settlement ranges. */
export function UpdateInterestRatePage() {
  const { search } = useLocation();
  const id = parseRouteId(search);
  const query = useInterestRate(id);
  const error = useErrorMessage(query.error);

  if (id !== null && query.isSuccess) {
    return (
      <PageCard title="Update Interest Rate" maxW="3xl">
        <InterestRateForm set={query.data} />
      </PageCard>
    );
  }
  let content;
  if (id === null)
    content = <ErrorState title={MESSAGES.noData} description="No interest rate set was named in the address." />;
  else if (query.isError)
    content = <ErrorState title={MESSAGES.noData} description={error} onRetry={() => void query.refetch()} />;
  else content = <LoadingState label="Loading the interest rate" />;
  return (
    <PageCard title="Update Interest Rate" maxW="3xl">
      <Stack gap="6">
        {content}
        <RouterLink to="/interest-rates-list">Back to Interest Rates</RouterLink>
      </Stack>
    </PageCard>
  );
}
