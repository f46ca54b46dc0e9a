import { Table } from 'shared-ui';
import { formatUsd } from '@litfund/domain';
import { AMOUNT_COLUMN, DAYS_COLUMN, TABLE_CAPTION, type CalculatorRow } from '../model/calculator.ts';

export function ResultsTable({ rows }: { rows: readonly CalculatorRow[] }) {
  return (
    <Table.Root size="sm" variant="outline" striped>
      <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" mb="2">
        {TABLE_CAPTION}
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col">{DAYS_COLUMN}</Table.ColumnHeader>
          <Table.ColumnHeader scope="col" textAlign="end">
            {AMOUNT_COLUMN}
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.day}>
            <Table.Cell>{row.day}</Table.Cell>
            <Table.Cell textAlign="end">{formatUsd(row.cents)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
