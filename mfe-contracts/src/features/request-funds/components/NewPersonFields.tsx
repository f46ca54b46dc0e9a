import { SimpleGrid, StateSelect, TextField } from 'shared-ui';
import type { DraftErrors, NewPersonDraft } from '../api/request-draft.ts';

/** A plaintiff or attorney an administrator creates inside the request. */
export function NewPersonFields({ who, prefix, value, errors, onChange }: {
  who: string; prefix: string; value: NewPersonDraft; errors: DraftErrors; onChange: (change: Partial<NewPersonDraft>) => void;
}) {
  const error = (field: string) => errors[`${prefix}.${field}`];
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      <TextField label={`${who} email`} required type="email" value={value.email} error={error('email')} onChange={(e) => onChange({ email: e.currentTarget.value })} />
      <TextField label={`${who} first name`} required value={value.firstName} error={error('firstName')} onChange={(e) => onChange({ firstName: e.currentTarget.value })} />
      <TextField label={`${who} last name`} required value={value.lastName} error={error('lastName')} onChange={(e) => onChange({ lastName: e.currentTarget.value })} />
      <TextField label={`${who} phone`} value={value.phoneNumber} onChange={(e) => onChange({ phoneNumber: e.currentTarget.value })} />
      <StateSelect label={`${who} state`} value={value.stateKey} error={error('stateKey')} onChange={(e) => onChange({ stateKey: e.currentTarget.value })} />
    </SimpleGrid>
  );
}
