import { ErrorState, LoadingState, PageCard, Stack, Text } from 'shared-ui';
import { RATING_GROUP_INFO, RATING_MESSAGES } from '@litfund/domain';
import { useRatingGroups } from '../api/get-rating-groups.ts';
import { RatingGroupSection } from '../components/RatingGroupSection.tsx';

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
    <PageCard title="User Rating Controller" maxW="4xl">
      <Stack gap="6">
        <Text color="fg.muted" textStyle="sm">
          A metric gets the star of the item whose From..To range holds it (both ends included, the value rounded to 3
          decimals). Percentages are fractions: 0.25 means 25%. Up to 6 items per group, one per star from 0 to 5.
        </Text>
        {content}
      </Stack>
    </PageCard>
  );
}
