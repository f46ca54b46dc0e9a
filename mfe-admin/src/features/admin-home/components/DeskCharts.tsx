// The dashboard's charts, in a chunk of their own (recharts is loaded with them, on this page only).
import { Box, SimpleGrid } from 'shared-ui';
import { MoneyBarsChart, PercentLinesChart } from 'shared-ui/charts';
import { formatUsd } from '@litfund/domain';
import type { Dashboard } from '@litfund/domain';

const usd = (dollars: number) => formatUsd(Math.round(dollars * 100));

export default function DeskCharts({ dashboard }: { dashboard: Dashboard }) {
  const { byMonth, byStatus, vintages, totals } = dashboard;
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      <MoneyBarsChart
        title="Funded and collected by month"
        summary={`Funded and collected by month over ${byMonth.length} months: ${usd(totals.fundedPrincipal)} funded, ${usd(totals.collected)} collected.`}
        rows={byMonth}
        category="month"
        series={[
          { key: 'funded', label: 'Funded' },
          { key: 'collected', label: 'Collected' },
        ]}
      />
      <MoneyBarsChart
        title="By status"
        summary={`Funded and outstanding total due by status, ${byStatus.length} statuses.`}
        rows={byStatus}
        category="label"
        series={[
          { key: 'funded', label: 'Funded' },
          { key: 'totalDue', label: 'Total due' },
        ]}
      />
      <Box gridColumn={{ lg: 'span 2' }}>
        <PercentLinesChart
          title="Vintages: share of principal collected, by months after the quarter began"
          summary={`Collected as a share of principal, month by month, for ${vintages.length} funding quarters.`}
          xLabel="Months after the quarter began"
          lines={vintages.map((v) => ({
            name: v.quarter,
            points: v.points.map((p) => ({ x: p.month, percent: p.percent })),
          }))}
        />
      </Box>
    </SimpleGrid>
  );
}
