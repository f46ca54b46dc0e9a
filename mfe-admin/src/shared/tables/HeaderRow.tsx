import type { ReactNode } from 'react';
import { Table } from 'shared-ui';

export interface Column {
  label: ReactNode;
  /** Aligned to the end, as numbers and row actions are. */
  end?: boolean;
  /** Left out below this breakpoint (its cells say the same), for the columns a phone can do without. */
  hideBelow?: 'sm' | 'md' | 'lg';
}

/** A table's header row: one column header per column, a plain string for a start-aligned one. */
export function HeaderRow({ columns }: { columns: ReadonlyArray<string | Column> }) {
  return (
    <Table.Header>
      <Table.Row>
        {columns.map((column, index) => {
          const { label, end, hideBelow } = typeof column === 'string' ? { label: column } : column;
          return (
            <Table.ColumnHeader key={index} textAlign={end ? 'end' : undefined} hideBelow={hideBelow}>
              {label}
            </Table.ColumnHeader>
          );
        })}
      </Table.Row>
    </Table.Header>
  );
}
