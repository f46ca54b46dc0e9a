import { useRef, useState } from 'react';
import {
  ActionPanel,
  Button,
  Field,
  NativeSelect,
  Section,
  SimpleDialog,
  Stack,
  TextField,
  fireAndForget,
  useZodForm,
} from 'shared-ui';
import {
  CONTRACT_MESSAGES,
  addStatusQuestion,
  addableStatuses,
  checkSentQuestion,
  statusFormSchema,
  statusLabel,
  statusPhase,
  statusStandingOf,
  statusUpdateBody,
} from '@litfund/domain';
import type { ContractRead, ContractStatus, StatusFormInput, StatusFormValue, StatusStanding } from '@litfund/domain';
import { AmountDayFields } from '../../../shared/components/AmountDayFields.tsx';
import { StatusHistoryTable } from '../../../shared/components/StatusHistoryTable.tsx';
import { useAddStatus } from '../api/add-status.ts';
import { useActionOutcome } from '../api/use-admin-action.ts';

// No status is picked to begin with: a default one is a click away from moving the contract by accident.
const BLANK_STATUS_FORM: StatusFormInput = { status: '', amount: '', date: '', checkNumber: '' };

/** What the menu offers now and why, by where the contract stands (the domain's status rule). */
function offerNote(standing: StatusStanding): string {
  switch (statusPhase(standing)) {
    case 'review':
      return standing.isAdditionalRequest
        ? 'Under review. This request is funded from its case, so Check Sent is not offered here; Check Cashed and the closing statuses follow that funding.'
        : 'Under review. Check Sent records the funding, once, with the check’s amount and date; Check Cashed and the closing statuses follow it.';
    case 'funded':
      return standing.current === 'CheckCashed'
        ? 'The check is cashed, so the contract moves forward only: to a closing status.'
        : 'The check is sent, so the contract moves forward only: to Check Cashed or a closing status.';
    case 'closed':
      return 'The contract is closed: another closing status corrects how it ended, and Check Cashed reopens it (the funding rules apply again).';
  }
}

/** Status history and Add status: the statuses the server takes; CheckSent needs the check's amount and date. */
export function StatusActions({ contract }: { contract: ContractRead }) {
  const { outcome, run } = useActionOutcome();
  const addStatus = useAddStatus(contract.id);
  const { register, handleSubmit, reset, watch, setValue, formState } = useZodForm(statusFormSchema, {
    defaultValues: BLANK_STATUS_FORM,
  });
  const { errors } = formState;
  const standing = statusStandingOf(contract);
  const offered = addableStatuses(standing);
  const picked = watch('status');
  // A pick that is no longer offered (the status just added) goes back to no choice.
  const status = picked !== '' && offered.includes(picked) ? picked : '';

  // A status cannot be taken back (the history is append-only) and may mail the parties: the form asks first.
  const [asking, setAsking] = useState<StatusFormValue | null>(null);
  // Set in the click itself, before React renders the busy button: a double click records the status once.
  const sending = useRef(false);
  const submit = handleSubmit((value) => setAsking(value));
  const confirm = async () => {
    if (asking === null || sending.current) return;
    sending.current = true;
    try {
      const added = await run(() => addStatus.mutateAsync(statusUpdateBody(asking)), CONTRACT_MESSAGES.statusAdded);
      // Recorded: the form starts again from no choice (and the check's details go).
      if (added) reset(BLANK_STATUS_FORM);
    } finally {
      sending.current = false;
      setAsking(null);
    }
  };

  return (
    <Section title="Status History">
      <StatusHistoryTable entries={contract.contractStatus} />
      <ActionPanel title="Add a status" description={offerNote(standing)} outcome={outcome}>
        <form aria-label="Add status" noValidate onSubmit={fireAndForget(submit)}>
          <Stack gap="3">
            <Field.Root invalid={Boolean(errors.status)}>
              <Field.Label>New status</Field.Label>
              <NativeSelect.Root size="sm" maxW="xs">
                <NativeSelect.Field
                  value={status}
                  onChange={(e) => setValue('status', e.currentTarget.value as ContractStatus | '')}
                >
                  <option value="" disabled>
                    {CONTRACT_MESSAGES.chooseStatus}
                  </option>
                  {offered.map((s) => (
                    <option key={s} value={s}>
                      {statusLabel(s)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {errors.status ? <Field.ErrorText>{errors.status.message}</Field.ErrorText> : null}
            </Field.Root>
            {status === 'CheckSent' ? (
              <AmountDayFields
                amount={{ label: 'Check amount', error: errors.amount?.message, ...register('amount') }}
                date={{ label: 'Check date', error: errors.date?.message, ...register('date') }}
              >
                <TextField label="Check number" {...register('checkNumber')} />
              </AmountDayFields>
            ) : null}
            <Button type="submit" size="sm" alignSelf="flex-start" loading={addStatus.isPending}>
              Add Status
            </Button>
          </Stack>
        </form>
      </ActionPanel>
      {asking !== null ? (
        <SimpleDialog
          title="Add status"
          description={
            asking.status === 'CheckSent'
              ? checkSentQuestion(contract.identifier, { amount: asking.cents, date: asking.day })
              : addStatusQuestion(asking.status, contract.identifier)
          }
          confirmLabel="Add Status"
          busy={addStatus.isPending}
          onConfirm={() => void confirm()}
          onClose={() => {
            if (!sending.current) setAsking(null);
          }}
        />
      ) : null}
    </Section>
  );
}
