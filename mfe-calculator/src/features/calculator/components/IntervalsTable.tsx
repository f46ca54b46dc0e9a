import { Table, Text } from 'shared-ui';
import { aprLabel, formatUsd } from '@litfund/domain';
import { INTERVALS_CAPTION, type IntervalRow } from '../model/calculator.ts';

/** The state's disclosure figures for the amount: what is due at the end of each 6-month interval, and its APR. */
export function IntervalsTable({ rows }: { rows: readonly IntervalRow[] }) {
  return (
    <Table.Root size="sm" variant="outline" striped aria-label={INTERVALS_CAPTION}>
      <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" mb="2">
        {INTERVALS_CAPTION}
        <Text as="span" display="block" fontWeight="normal" textStyle="xs" color="fg.muted">
          If funded today; APR compounded every 6 months on the amount funded.
        </Text>
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col">Months</Table.ColumnHeader>
          <Table.ColumnHeader scope="col" textAlign="end">
            Amount due (USD)
          </Table.ColumnHeader>
          <Table.ColumnHeader scope="col" textAlign="end">
            APR
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.months}>
            <Table.Cell>{row.months}</Table.Cell>
            <Table.Cell textAlign="end">{formatUsd(row.cents)}</Table.Cell>
            <Table.Cell textAlign="end">{aprLabel(row.aprBp)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
