import { ErrorState, LoadingState, Stack } from 'shared-ui';
import { RATING_GROUP_INFO, RATING_MESSAGES } from '@litfund/domain';
import { useRatingGroups } from '../api/get-rating-groups.ts';
import { RatingGroupSection } from '../components/RatingGroupSection.tsx';
import { AdminPage } from '../../../shared/layout/AdminPage.tsx';

/** /rating-controller: the six threshold groups in the product's order (docs/product.md). */
export function RatingControllerPage() {
  const query = useRatingGroups();

  let content;
  if (query.isPending) content = <LoadingState label="Loading the rating thresholds" />;
  else if (query.isError)
    content = <ErrorState title={RATING_MESSAGES.serverError} onRetry={() => void query.refetch()} />;
  else {
    content = RATING_GROUP_INFO.map((group) => (
      <RatingGroupSection key={group.type} {...group} items={query.data[group.type]} />
    ));
  }

  return (
    <AdminPage
      title="User Rating Controller"
      width="item"
      description="A metric gets the star of the item whose From..To range holds it (both ends included, the value rounded to 3 decimals). Percentages are fractions: 0.25 means 25%. Up to 6 items per group, one per star from 0 to 5."
    >
      <Stack gap={{ base: '6', md: '8' }}>{content}</Stack>
    </AdminPage>
  );
}
