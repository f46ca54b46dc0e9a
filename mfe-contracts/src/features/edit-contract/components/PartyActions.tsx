import { useState } from 'react';
import { ActionPanel, Button, HStack, RouterLink, Section, Stack, Text, fireAndForget } from 'shared-ui';
import { CONTRACT_MESSAGES, calendarDateIn, calendarDayToWire } from '@litfund/domain';
import type { ContractRead } from '@litfund/domain';
import type { AutocompleteItem, AutocompleteKind } from '../../../shared/api/autocomplete.ts';
import { PartyList } from '../../../shared/components/PartyList.tsx';
import { UserAutocomplete, itemName } from '../../../shared/components/UserAutocomplete.tsx';
import { useAddParty } from '../api/add-party.ts';
import { useUpdateContract } from '../api/update-contract.ts';
import { useActionOutcome } from '../api/use-admin-action.ts';

function PartyPicker({
  kind,
  label,
  buttonLabel,
  onAdd,
}: {
  kind: AutocompleteKind;
  label: string;
  buttonLabel: string;
  onAdd: (item: AutocompleteItem) => Promise<boolean>;
}) {
  const [picked, setPicked] = useState<AutocompleteItem | null>(null);
  const [error, setError] = useState('');
  return (
    <HStack align="flex-end" gap="3" flexWrap="wrap">
      <UserAutocomplete
        kind={kind}
        label={label}
        error={error}
        selectedName={picked ? itemName(picked) : ''}
        onClear={() => setPicked(null)}
        onSelect={(item) => {
          setPicked(item);
          setError('');
        }}
      />
      <Button
        size="sm"
        onClick={fireAndForget(async () => {
          if (!picked) return setError('Choose from the suggestions');
          if (await onAdd(picked)) setPicked(null);
        })}
      >
        {buttonLabel}
      </Button>
    </HStack>
  );
}

const today = () => calendarDayToWire(calendarDateIn(new Date()));

/** Associated client (changeable until CheckSent), attorneys and law firm: the last added is responsible. */
export function PartyActions({ contract }: { contract: ContractRead }) {
  const client = contract.contractClientDTO;
  const funded = contract.checkSent !== null;
  const update = useUpdateContract(contract.id);
  const addAttorney = useAddParty(contract.id, 'addAttorney');
  const addLawFirm = useAddParty(contract.id, 'addLawFirm');
  const clientChange = useActionOutcome();
  const attorneyAdded = useActionOutcome();
  const lawFirmAdded = useActionOutcome();
  return (
    <Section title="Parties">
      <Stack gap="4">
        <ActionPanel
          title="Associated Client"
          description="The plaintiff can be changed until Check Sent."
          outcome={clientChange.outcome}
        >
          <Text>
            <RouterLink to={`/user-profile?${client.userId}`}>
              {`${client.user.firstName} ${client.user.lastName}`.trim()}
            </RouterLink>
          </Text>
          {funded ? (
            <Text color="fg.muted" fontSize="sm">
              The plaintiff cannot change after CheckSent.
            </Text>
          ) : (
            <PartyPicker
              kind="client"
              label="Change client"
              buttonLabel="Change Client"
              onAdd={(item) =>
                clientChange.run(
                  () => update.mutateAsync({ contractClientDTO: { userId: item.id } }),
                  CONTRACT_MESSAGES.contractUpdated,
                )
              }
            />
          )}
        </ActionPanel>
        <ActionPanel
          title="Attorneys"
          description="The last attorney added is the responsible one."
          outcome={attorneyAdded.outcome}
        >
          <PartyList parties={contract.contractAttorneyDTO} emptyText={CONTRACT_MESSAGES.noResponsibleAttorney} />
          <PartyPicker
            kind="attorney"
            label="Add attorney"
            buttonLabel="Add Attorney"
            onAdd={(item) =>
              attorneyAdded.run(
                () => addAttorney.mutateAsync({ userId: item.id, date: today() }),
                CONTRACT_MESSAGES.attorneyAdded,
              )
            }
          />
        </ActionPanel>
        <ActionPanel
          title="Law Firm"
          description="The last law firm added is the responsible one."
          outcome={lawFirmAdded.outcome}
        >
          <PartyList parties={contract.contractLawFirmDTO} emptyText={CONTRACT_MESSAGES.noResponsibleLawFirm} />
          <PartyPicker
            kind="lawFirm"
            label="Add law firm"
            buttonLabel="Add Law Firm"
            onAdd={(item) =>
              lawFirmAdded.run(
                () => addLawFirm.mutateAsync({ userId: item.id, date: today() }),
                CONTRACT_MESSAGES.lawFirmAdded,
              )
            }
          />
        </ActionPanel>
      </Stack>
    </Section>
  );
}
