import type { ReactNode } from 'react';
import { Table, Text } from 'shared-ui';
import type { WireRateRange } from '@litfund/domain';
import { compareRanges } from '../api/schemas.ts';
import { HeaderRow } from '../../../shared/tables/HeaderRow.tsx';

export interface RangeRow<T extends WireRateRange = WireRateRange> {
  key: string | number;
  range: T;
}

interface RangesTableProps<R extends RangeRow> {
  /** Accessible name of the table, e.g. 'Pre-Settlement ranges'. */
  caption: string;
  rows: readonly R[];
  /** The row's action cell (Remove, Edit); the row itself when it is being edited inline. */
  renderActions: (row: R) => ReactNode;
  /** Replaces a row's cells while it is edited inline (returns null for the usual cells). */
  renderEditor?: (row: R) => ReactNode | null;
}

const RANGE_COLUMNS = ['From day', 'To day', 'Rate', { label: 'Actions', end: true }];

/** Rows in daysFrom order (then daysTo), as the screens list them. */
export function sortRows<R extends RangeRow>(rows: readonly R[]): R[] {
  return [...rows].sort((a, b) => compareRanges(a.range, b.range));
}

export function formatRate(rate: number): string {
  return `${rate}%`;
}

/** The ranges of one schedule: From day, To day, Rate, actions. */
export function RangesTable<R extends RangeRow>({ caption, rows, renderActions, renderEditor }: RangesTableProps<R>) {
  if (rows.length === 0) return <Text color="fg.muted">No ranges yet</Text>;
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label={caption}>
        <HeaderRow columns={RANGE_COLUMNS} />
        <Table.Body>
          {rows.map((row) => {
            const editor = renderEditor?.(row) ?? null;
            if (editor) {
              return (
                <Table.Row key={row.key}>
                  <Table.Cell colSpan={4}>{editor}</Table.Cell>
                </Table.Row>
              );
            }
            return (
              <Table.Row key={row.key}>
                <Table.Cell>{row.range.daysFrom}</Table.Cell>
                <Table.Cell>{row.range.daysTo}</Table.Cell>
                <Table.Cell>{formatRate(row.range.rate)}</Table.Cell>
                <Table.Cell textAlign="end">{renderActions(row)}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
