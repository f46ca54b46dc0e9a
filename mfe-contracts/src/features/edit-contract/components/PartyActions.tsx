import { useState } from 'react';
import { ActionPanel, Button, HStack, RouterLink, Section, Stack, Text, fireAndForget } from 'shared-ui';
import { CONTRACT_MESSAGES, REQUEST_PARTIES_FROM_CASE, calendarDateIn, calendarDayToWire } from '@litfund/domain';
import type { ContractParty, ContractRead } from '@litfund/domain';
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

/** Attorneys or law firms: the list, and (on a case) a picker to add one, who becomes the responsible one. */
function ResponsiblePanel({
  contractId,
  action,
  title,
  noun,
  buttonLabel,
  parties,
  emptyText,
  added,
  editable,
}: {
  contractId: number;
  action: 'addAttorney' | 'addLawFirm';
  title: string;
  noun: string;
  buttonLabel: string;
  parties: ContractParty[];
  emptyText: string;
  added: string;
  editable: boolean;
}) {
  const add = useAddParty(contractId, action);
  const { outcome, run } = useActionOutcome();
  const label = `Add ${noun}`;
  return (
    <ActionPanel title={title} description={`The last ${noun} added is the responsible one.`} outcome={outcome}>
      <PartyList parties={parties} emptyText={emptyText} />
      {editable ? (
        <PartyPicker
          kind={action === 'addAttorney' ? 'attorney' : 'lawFirm'}
          label={label}
          buttonLabel={buttonLabel}
          onAdd={(item) => run(() => add.mutateAsync({ userId: item.id, date: today() }), added)}
        />
      ) : null}
    </ActionPanel>
  );
}

/** When the plaintiff may change, said once: the panel's line (the server refuses the same, 409). */
function clientNote(contract: ContractRead): string {
  if (contract.checkSent !== null) return 'The check is sent, so the plaintiff can no longer be changed.';
  return 'The plaintiff can be changed until Check Sent.';
}

/**
 * Associated client, attorneys and law firm: the last added is responsible. An additional-funds request has its
 * case's (the server refuses changing them on it), so its parties are shown with the way to the case's edit page.
 */
export function PartyActions({ contract }: { contract: ContractRead }) {
  const client = contract.contractClientDTO;
  const caseId = contract.parentContractId;
  const changeable = caseId === null && contract.checkSent === null;
  const update = useUpdateContract(contract.id);
  const clientChange = useActionOutcome();
  return (
    <Section title="Parties">
      <Stack gap="4">
        {caseId !== null ? (
          <Stack gap="1">
            <Text>{REQUEST_PARTIES_FROM_CASE}.</Text>
            <RouterLink to={`/edit-contract?${caseId}`} color="blue.700" fontWeight="medium">
              Edit the case
            </RouterLink>
          </Stack>
        ) : null}
        <ActionPanel
          title="Associated Client"
          description={caseId === null ? clientNote(contract) : undefined}
          outcome={clientChange.outcome}
        >
          <Text>
            <RouterLink to={`/user-profile?${client.userId}`}>
              {`${client.user.firstName} ${client.user.lastName}`.trim()}
            </RouterLink>
          </Text>
          {changeable ? (
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
          ) : null}
        </ActionPanel>
        <ResponsiblePanel
          contractId={contract.id}
          action="addAttorney"
          title="Attorneys"
          noun="attorney"
          buttonLabel="Add Attorney"
          parties={contract.contractAttorneyDTO}
          emptyText={CONTRACT_MESSAGES.noResponsibleAttorney}
          added={CONTRACT_MESSAGES.attorneyAdded}
          editable={caseId === null}
        />
        <ResponsiblePanel
          contractId={contract.id}
          action="addLawFirm"
          title="Law Firm"
          noun="law firm"
          buttonLabel="Add Law Firm"
          parties={contract.contractLawFirmDTO}
          emptyText={CONTRACT_MESSAGES.noResponsibleLawFirm}
          added={CONTRACT_MESSAGES.lawFirmAdded}
          editable={caseId === null}
        />
      </Stack>
    </Section>
  );
}
