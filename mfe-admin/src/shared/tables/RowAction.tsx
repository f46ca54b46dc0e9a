import type { ReactNode } from 'react';
import { Button } from 'shared-ui';

interface RowActionProps {
  /** The accessible name, naming the row, e.g. 'Edit Pre-Settlement range days 0-180'. */
  name: string;
  onClick: () => void;
  /** Red, for an action that removes the row. */
  danger?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** A small outlined button acting on one table row. */
export function RowAction({ name, onClick, danger, disabled, children }: RowActionProps) {
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette={danger ? 'red' : undefined}
      disabled={disabled}
      aria-label={name}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
