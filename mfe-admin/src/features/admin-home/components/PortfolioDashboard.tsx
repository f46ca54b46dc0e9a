import { lazy, Suspense, useState } from 'react';
import { Box, ErrorState, Heading, LoadingState, Stack, Text } from 'shared-ui';
import { formatDisplayDate } from '@litfund/domain';
import type { DashboardQuery } from '@litfund/domain';
import { useDashboard } from '../api/get-dashboard.ts';
import { useErrorMessage } from '../../../shared/use-error-message.ts';
import { DeskFilters } from './DeskFilters.tsx';
import { GroupTable } from './GroupTable.tsx';
import { PortfolioFigures } from './PortfolioFigures.tsx';

// recharts comes with the charts' chunk, after the figures and tables are on screen.
const DeskCharts = lazy(() => import('./DeskCharts.tsx'));

/** The portfolio: headline figures, charts and the tables of their figures, under a filter. */
export function PortfolioDashboard() {
  const [query, setQuery] = useState<DashboardQuery>({});
  const dashboard = useDashboard(query);
  const errorMessage = useErrorMessage(dashboard.error);
  return (
    <Stack as="section" gap="6" aria-labelledby="portfolio-title" minWidth="0">
      <Stack gap="1">
        <Heading as="h2" size="md" id="portfolio-title">
          Portfolio
        </Heading>
        {dashboard.data?.figuresOn ? (
          <Text fontSize="sm" color="fg.muted">
            Funded cases; amounts due as of {formatDisplayDate(dashboard.data.figuresOn)}.
          </Text>
        ) : null}
      </Stack>
      <DeskFilters onChange={setQuery} />
      {dashboard.isPending ? (
        <LoadingState label="Loading the portfolio" />
      ) : dashboard.isError ? (
        <ErrorState message={errorMessage} onRetry={() => void dashboard.refetch()} />
      ) : (
        <Box opacity={dashboard.isPlaceholderData ? 0.6 : 1} aria-busy={dashboard.isPlaceholderData}>
          <Stack gap="8">
            <PortfolioFigures totals={dashboard.data.totals} />
            <Suspense fallback={<LoadingState label="Loading the charts" />}>
              <DeskCharts dashboard={dashboard.data} />
            </Suspense>
            <Stack gap="6">
              <GroupTable label="By status" heading="Status" rows={dashboard.data.byStatus} />
              <GroupTable label="By state" heading="State" rows={dashboard.data.byState} />
              <GroupTable label="Top attorneys" heading="Attorney" rows={dashboard.data.byAttorney} />
              <GroupTable label="Top law firms" heading="Law firm" rows={dashboard.data.byLawFirm} />
            </Stack>
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
