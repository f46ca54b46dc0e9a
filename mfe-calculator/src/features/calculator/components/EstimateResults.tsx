import { Box, Section, Stack } from 'shared-ui';
import type { CalculatorRow } from '../model/calculator.ts';
import { ResultsChart } from './ResultsChart.tsx';
import { ResultsTable } from './ResultsTable.tsx';

/** The estimate as a table and a chart of the same rows. */
export default function EstimateResults({ rows }: { rows: readonly CalculatorRow[] }) {
  return (
    <Section title="Estimate">
      <Stack gap="6">
        <Box maxW="xl">
          <ResultsTable rows={rows} />
        </Box>
        <ResultsChart rows={rows} />
      </Stack>
    </Section>
  );
}
