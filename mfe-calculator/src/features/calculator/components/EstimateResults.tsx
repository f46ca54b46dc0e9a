import { Section, Stack } from 'shared-ui';
import type { CalculatorRow } from '../model/calculator.ts';
import { ResultsChart } from './ResultsChart.tsx';
import { ResultsTable } from './ResultsTable.tsx';

/** The estimate as a table and a chart of the same rows, in one column as wide as the form card above them. */
export default function EstimateResults({ rows }: { rows: readonly CalculatorRow[] }) {
  return (
    <Section title="Estimate">
      <Stack gap="6" maxW="xl" data-testid="estimate-column">
        <ResultsTable rows={rows} />
        <ResultsChart rows={rows} />
      </Stack>
    </Section>
  );
}
