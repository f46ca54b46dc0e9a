import { useState } from 'react';
import { Button, EmptyState } from 'shared-ui';
import { SimpleDialog } from 'shared-ui';

/**
 * 'Add to Existing Case' (DESIGN.md section 6): opens a case picker. Contracts do not exist in the portal yet, so
 * the picker has no case to offer and says 'Cases not found'.
 */
export function AddToExistingCase() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)}>
        Add to Existing Case
      </Button>
      {open ? (
        <SimpleDialog title="Add to Existing Case" onClose={() => setOpen(false)}>
          <EmptyState title="Cases not found" />
        </SimpleDialog>
      ) : null}
    </>
  );
}
