import type { ReactNode } from 'react';
import { Checkbox, Stack } from 'shared-ui';
import { UserAutocomplete, itemName } from '../../../shared/components/UserAutocomplete.tsx';
import type { AutocompleteKind } from '../../../shared/api/autocomplete.ts';
import type { PickedUser } from '../api/request-draft.ts';

interface PartyChooserProps {
  kind: AutocompleteKind;
  label: string;
  picked: PickedUser | null;
  onPick: (picked: PickedUser | null) => void;
  error?: string;
  required?: boolean;
  /** Administrators may create the party inside the request (docs/product.md); others only pick an existing one. */
  canCreate: boolean;
  creating: boolean;
  onCreatingChange: (creating: boolean) => void;
  createLabel: string;
  /** The new party's fields, shown while `creating`. */
  children: ReactNode;
}

/** Picks an existing plaintiff, attorney or law firm by autocomplete, or (admins) switches to creating a new one. */
export function PartyChooser({
  kind,
  label,
  picked,
  onPick,
  error,
  required,
  canCreate,
  creating,
  onCreatingChange,
  createLabel,
  children,
}: PartyChooserProps) {
  return (
    <Stack gap="3">
      {creating ? (
        children
      ) : (
        <UserAutocomplete
          kind={kind}
          label={label}
          required={required}
          error={error}
          selectedName={picked?.name}
          onSelect={(item) => onPick({ id: item.id, name: itemName(item) })}
          onClear={() => onPick(null)}
        />
      )}
      {canCreate ? (
        <Checkbox.Root checked={creating} onCheckedChange={(e) => onCreatingChange(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{createLabel}</Checkbox.Label>
        </Checkbox.Root>
      ) : null}
    </Stack>
  );
}
