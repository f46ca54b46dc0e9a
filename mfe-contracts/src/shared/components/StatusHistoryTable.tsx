import { Table } from 'shared-ui';
import { dollarsLabel, formatDisplayDate, statusLabel } from '@litfund/domain';
import type { ContractStatusEntry } from '@litfund/domain';

/** The append-only status history, oldest first: the last row is the current status. */
export function StatusHistoryTable({ entries }: { entries: ContractStatusEntry[] }) {
  return (
    <Table.Root size="sm" aria-label="Status history">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Status</Table.ColumnHeader>
          <Table.ColumnHeader>Date</Table.ColumnHeader>
          <Table.ColumnHeader>Amount</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {entries.map((s) => (
          <Table.Row key={s.id}>
            <Table.Cell>{statusLabel(s.contractsStatus)}</Table.Cell>
            <Table.Cell>{formatDisplayDate(s.dateChange)}</Table.Cell>
            <Table.Cell>{s.statusValue === null ? '' : dollarsLabel(s.statusValue)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
