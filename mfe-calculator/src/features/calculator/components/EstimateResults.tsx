import { Section, Stack } from 'shared-ui';
import type { CalculatorRow, IntervalRow } from '../model/calculator.ts';
import { IntervalsTable } from './IntervalsTable.tsx';
import { ResultsChart } from './ResultsChart.tsx';
import { ResultsTable } from './ResultsTable.tsx';

/** The estimate as a table and a chart of the same rows, in one column as wide as the form card above them. */
export default function EstimateResults({
  rows,
  intervals,
}: {
  rows: readonly CalculatorRow[];
  intervals: readonly IntervalRow[];
}) {
  return (
    <Section title="Estimate">
      <Stack gap="6" maxW="xl" data-testid="estimate-column">
        <ResultsTable rows={rows} />
        <ResultsChart rows={rows} />
        {intervals.length > 0 ? <IntervalsTable rows={intervals} /> : null}
      </Stack>
    </Section>
  );
}
