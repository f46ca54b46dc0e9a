import { useState } from 'react';
import { Button, HStack, RouterLink, Section, Stack, Text } from 'shared-ui';
import { CONTRACT_MESSAGES, calendarDateIn, calendarDayToWire, formatDisplayDate } from '@litfund/domain';
import type { ContractParty, ContractRead } from '@litfund/domain';
import { addAttorney, addLawFirm, updateContract, type AutocompleteItem, type AutocompleteKind } from '../../../shared/api/contracts.ts';
import { UserAutocomplete, itemName } from '../../../shared/components/UserAutocomplete.tsx';
import type { RunAction } from '../api/use-admin-action.ts';

function PartyPicker({ kind, label, buttonLabel, onAdd }: { kind: AutocompleteKind; label: string; buttonLabel: string; onAdd: (item: AutocompleteItem) => Promise<boolean> }) {
  const [picked, setPicked] = useState<AutocompleteItem | null>(null);
  const [error, setError] = useState('');
  return (
    <HStack align="flex-end" gap="3" flexWrap="wrap">
      <UserAutocomplete kind={kind} label={label} error={error} selectedName={picked ? itemName(picked) : ''} onSelect={(item) => {
        setPicked(item);
        setError('');
      }} />
      <Button size="sm" onClick={async () => {
        if (!picked) return setError('Choose from the suggestions');
        if (await onAdd(picked)) setPicked(null);
      }}>{buttonLabel}</Button>
    </HStack>
  );
}

function Parties({ parties }: { parties: ContractParty[] }) {
  if (parties.length === 0) return <Text color="fg.muted">None</Text>;
  return (
    <Stack gap="1">
      {parties.map((p) => (
        <Text key={p.id}><RouterLink to={`/user-profile?${p.userId}`}>{p.userName}</RouterLink>{p.responsible ? ' (responsible)' : ''}{p.date ? `, since ${formatDisplayDate(p.date)}` : ''}</Text>
      ))}
    </Stack>
  );
}

const today = () => calendarDayToWire(calendarDateIn(new Date()));

/** Associated client (changeable until CheckSent), attorneys and law firm: the last added is responsible. */
export function PartyActions({ contract, run }: { contract: ContractRead; run: RunAction }) {
  const client = contract.contractClientDTO;
  const funded = contract.checkSent !== null;
  return (
    <>
      <Section title="Associated Client">
        <Text><RouterLink to={`/user-profile?${client.userId}`}>{`${client.user.firstName} ${client.user.lastName}`.trim()}</RouterLink></Text>
        {funded ? <Text color="fg.muted" fontSize="sm">The plaintiff cannot change after CheckSent.</Text> : (
          <PartyPicker kind="client" label="Change client" buttonLabel="Change Client"
            onAdd={(item) => run(() => updateContract(contract.id, { contractClientDTO: { userId: item.id } }), CONTRACT_MESSAGES.contractUpdated)} />
        )}
      </Section>
      <Section title="Attorneys">
        <Parties parties={contract.contractAttorneyDTO} />
        <PartyPicker kind="attorney" label="Add attorney" buttonLabel="Add Attorney"
          onAdd={(item) => run(() => addAttorney(contract.id, item.id, today()), CONTRACT_MESSAGES.attorneyAdded)} />
      </Section>
      <Section title="Law Firm">
        <Parties parties={contract.contractLawFirmDTO} />
        <PartyPicker kind="lawFirm" label="Add law firm" buttonLabel="Add Law Firm"
          onAdd={(item) => run(() => addLawFirm(contract.id, item.id, today()), CONTRACT_MESSAGES.lawFirmAdded)} />
      </Section>
    </>
  );
}
