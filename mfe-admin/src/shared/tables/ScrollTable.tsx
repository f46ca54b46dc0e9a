import type { ComponentProps, ReactNode } from 'react';
import { Table } from 'shared-ui';
import { HeaderRow, type Column } from './HeaderRow.tsx';

interface ScrollTableProps extends Pick<ComponentProps<typeof Table.ScrollArea>, 'hideBelow'> {
  /** The table's accessible name; its scroll box is named after it. */
  label: string;
  columns: ReadonlyArray<string | Column>;
  /** The body's rows. */
  children: ReactNode;
}

/**
 * A list table in its own scroll box, so a long list keeps its header in view and a wide one scrolls sideways inside
 * the box, never the page; the box is focusable so a keyboard user can scroll it.
 */
export function ScrollTable({ label, columns, children, hideBelow }: ScrollTableProps) {
  return (
    <Table.ScrollArea
      borderWidth="1px"
      rounded="md"
      maxH="70vh"
      hideBelow={hideBelow}
      tabIndex={0}
      role="region"
      aria-label={`${label}, scrollable`}
    >
      <Table.Root size="sm" striped stickyHeader aria-label={label}>
        <HeaderRow columns={columns} />
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
