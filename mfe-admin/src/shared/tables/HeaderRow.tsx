import type { ReactNode } from 'react';
import { Table } from 'shared-ui';

export interface Column {
  label: ReactNode;
  /** Aligned to the end, as numbers and row actions are. */
  end?: boolean;
}

/** A table's header row: one column header per column, a plain string for a start-aligned one. */
export function HeaderRow({ columns }: { columns: ReadonlyArray<string | Column> }) {
  return (
    <Table.Header>
      <Table.Row>
        {columns.map((column, index) => {
          const { label, end } = typeof column === 'string' ? { label: column, end: false } : column;
          return (
            <Table.ColumnHeader key={index} textAlign={end ? 'end' : undefined}>
              {label}
            </Table.ColumnHeader>
          );
        })}
      </Table.Row>
    </Table.Header>
  );
}
