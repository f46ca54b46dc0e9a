import { useEffect, useState } from 'react';
import { ErrorState, LoadingState, PageCard, Stack, Text, useNotification } from 'shared-ui';
import { RATING_GROUP_INFO, RATING_MESSAGES } from '@litfund/domain';
import { getRatingGroups, type RatingGroups } from '../api/user-ratings.ts';
import { RatingGroupSection } from '../components/RatingGroupSection.tsx';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'success'; groups: RatingGroups };

/** /rating-controller: the six threshold groups in the order (docs/product.md). */
export function RatingControllerPage() {
  const notify = useNotification((s) => s.notify);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    getRatingGroups(controller.signal).then(
      (groups) => setLoad({ status: 'success', groups }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // docs/product.md: the ratings panel shows this text whatever the server said.
        console.error('Rating thresholds read failed', error);
        notify(RATING_MESSAGES.serverError, 'error');
        setLoad({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt, notify]);

  let content;
  if (load.status === 'loading') content = <LoadingState label="Loading the rating thresholds" />;
  else if (load.status === 'error') content = <ErrorState title={RATING_MESSAGES.serverError} onRetry={() => setAttempt((n) => n + 1)} />;
  else {
    content = RATING_GROUP_INFO.map((group) => (
      <RatingGroupSection key={group.type} {...group} initialItems={load.groups[group.type]} />
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
