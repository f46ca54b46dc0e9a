import { DateText, Money, Table } from 'shared-ui';
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
          <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {entries.map((s) => (
          <Table.Row key={s.id}>
            <Table.Cell>{statusLabel(s.contractsStatus)}</Table.Cell>
            <Table.Cell>
              <DateText>{formatDisplayDate(s.dateChange)}</DateText>
            </Table.Cell>
            {/* Only CheckSent carries an amount; the other rows have none to show. */}
            <Table.Cell textAlign="end">
              <Money>{s.statusValue === null ? '' : dollarsLabel(s.statusValue)}</Money>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
