import { useEffect, useId, useState } from 'react';
import {
  Box,
  Button,
  HStack,
  Heading,
  KeyFigure,
  SimpleGrid,
  Stack,
  Text,
  getErrorMessage,
  useNotification,
} from 'shared-ui';
import { RATING_METRICS, insightFigureLabel } from '@litfund/domain';
import type { FundedVsPaidPoint, Statistics, UserRating } from '@litfund/domain';
import { getAvgRating, getFullStatistic, getFundedVsPaid, getUserRating } from './api.ts';
import { FundedVsPaidChart } from './FundedVsPaidChart.tsx';

export const NO_STATISTICS = 'This user has no statistics';
export const SERVER_ERROR = 'An error has occurred on the server';

const METRIC_LABELS: Record<string, string> = {
  avgDaysClose: 'Avg Days to Close',
  totalLostCases: 'Total Cases Lost',
  pctCasesLost: '% Cases Lost',
  lifetimeReceivedAverage: 'Lifetime Received Average',
  avgFundedPerClient: 'Avg Funded per Client',
  totalReducedCases: 'Total Reduced Cases',
  pctCasesReduced: '% of Cases with Reduction',
  pctReductionPerCase: '% Reduction Per Reduced Case',
};
const STATISTIC_LABELS: Record<keyof Statistics, string> = {
  lifeTimeRequested: 'Lifetime requested',
  openContractsCount: 'Open contracts',
  openContractAmount: 'Open amount',
  openAmountAverage: 'Open amount average',
  openDurationAverage: 'Open duration average (days)',
  closedContractsCount: 'Closed contracts',
  lifetimeProjectedAmountClosed: 'Projected amount of closed',
  closedProjectedAmountAverage: 'Closed projected average',
  closedRealAmountAverage: 'Closed real average',
  closedDurationAverage: 'Closed duration average (days)',
  lifeTimeReceivedAverage: 'Lifetime received average',
  lifeTimePayments: 'Lifetime payments',
  lifeTimePaidAverage: 'Lifetime paid average',
  lifeTimeLost: 'Lifetime lost',
  roi: 'ROI',
};

/**
 * As many columns of 9rem (a money figure in the millions) as the section's own width holds: two on a phone, four
 * or five on a desktop profile, and one or two where a contract page sets three parties side by side. The width
 * the section gets, not the window's, decides, so no figure is squeezed into a column it does not fit.
 */
const STATISTICS_COLUMNS = 'repeat(auto-fill, minmax(9rem, 1fr))';

const stars = (star: number | null) =>
  star === null ? 'no rating' : `${'★'.repeat(star)}${'☆'.repeat(5 - star)} (${star} of 5)`;

export interface InsightsSectionProps {
  userId: number;
  /** 'Statistics and Rating' on a profile; the party's role and name on a contract page. */
  title?: string;
  headingLevel?: 'h2' | 'h3';
}

/**
 * A user's average rating, Calculate Rating (metrics with stars) and Calculate Statistics (figures and the funded vs
 * paid chart), for Approved administrators: on attorney and law-firm profiles and for each party of a contract.
 */
export function InsightsSection({
  userId,
  title = 'Statistics and Rating',
  headingLevel = 'h2',
}: InsightsSectionProps) {
  const headingId = useId();
  const notify = useNotification((s) => s.notify);
  const [avg, setAvg] = useState<number | null | undefined>(undefined);
  const [rating, setRating] = useState<UserRating | null>(null);
  const [statistics, setStatistics] = useState<Statistics | null>(null);
  const [series, setSeries] = useState<FundedVsPaidPoint[]>([]);
  const [error, setError] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    getAvgRating(userId, controller.signal).then(
      (r) => setAvg(r.avgRating),
      (failure: unknown) => {
        if (!controller.signal.aborted) console.error('Average rating failed', failure);
      },
    );
    return () => controller.abort();
  }, [userId]);

  const load = async <T,>(call: () => Promise<T>, set: (value: T) => void) => {
    try {
      set(await call());
      setError('');
    } catch (failure) {
      console.error('Statistics failed', failure);
      setError(SERVER_ERROR);
      notify(await getErrorMessage(failure), 'error');
    }
  };

  const empty =
    statistics !== null &&
    statistics.openContractsCount + statistics.closedContractsCount === 0 &&
    statistics.lifeTimeRequested === 0;
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as={headingLevel} size={headingLevel === 'h2' ? 'md' : 'sm'} id={headingId} mb="3">
        {title}
      </Heading>
      <Stack gap="4">
        <Text>
          Average rating: <strong>{avg === undefined ? '…' : avg === null ? 'not rated yet' : `${avg} of 5`}</strong>
        </Text>
        {/* On a contract page three parties share the width: the buttons go under each other rather than overlap. */}
        <HStack gap="3" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => void load(() => getUserRating(userId), setRating)}>
            Calculate Rating
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              void load(
                () => Promise.all([getFullStatistic(userId), getFundedVsPaid(userId)]),
                ([figures, points]) => {
                  setStatistics(figures);
                  setSeries(points);
                },
              )
            }
          >
            Calculate Statistics
          </Button>
        </HStack>
        {error ? <Text color="fg.error">{error}</Text> : null}
        {rating ? (
          <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gap="2" aria-label="Rating">
            {RATING_METRICS.map((metric) => (
              <Box key={metric}>
                <Text as="dt" fontSize="sm" color="fg.muted">
                  {METRIC_LABELS[metric]}: {insightFigureLabel(metric, rating[metric])}
                </Text>
                <Text as="dd">{stars(rating[`${metric}Rating`])}</Text>
              </Box>
            ))}
          </SimpleGrid>
        ) : null}
        {statistics && empty ? <Text>{NO_STATISTICS}</Text> : null}
        {statistics && !empty ? (
          <SimpleGrid role="group" aria-label="Statistics" gridTemplateColumns={STATISTICS_COLUMNS} gap="4">
            {(Object.keys(STATISTIC_LABELS) as Array<keyof Statistics>).map((key) => (
              <KeyFigure key={key} label={STATISTIC_LABELS[key]} value={insightFigureLabel(key, statistics[key])} />
            ))}
          </SimpleGrid>
        ) : null}
        {statistics && !empty ? <FundedVsPaidChart points={series} /> : null}
      </Stack>
    </Box>
  );
}
