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
  statusFormSchema,
  statusLabel,
  statusUpdateBody,
} from '@litfund/domain';
import type { ContractRead, ContractStatus, StatusFormInput, StatusFormValue } from '@litfund/domain';
import { AmountDayFields } from '../../../shared/components/AmountDayFields.tsx';
import { StatusHistoryTable } from '../../../shared/components/StatusHistoryTable.tsx';
import { useAddStatus } from '../api/add-status.ts';
import { useActionOutcome } from '../api/use-admin-action.ts';
import { currentStatus } from '../../../shared/current-status.ts';

// No status is picked to begin with: a default one is a click away from moving the contract by accident.
const BLANK_STATUS_FORM: StatusFormInput = { status: '', amount: '', date: '', checkNumber: '' };

/** Status history and Add status: the statuses the server takes; CheckSent needs the check's amount and date. */
export function StatusActions({ contract }: { contract: ContractRead }) {
  const { outcome, run } = useActionOutcome();
  const addStatus = useAddStatus(contract.id);
  const { register, handleSubmit, reset, watch, setValue, formState } = useZodForm(statusFormSchema, {
    defaultValues: BLANK_STATUS_FORM,
  });
  const { errors } = formState;
  const offered = addableStatuses({
    current: (currentStatus(contract) ?? undefined) as ContractStatus | undefined,
    checkSentRecorded: contract.checkSent !== null,
    isAdditionalRequest: contract.parentContractId !== null,
  });
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
      <ActionPanel
        title="Add a status"
        description={
          contract.parentContractId !== null
            ? 'This request is funded from its case, so Check Sent is not offered here.'
            : contract.checkSent === null
              ? 'Check Sent records the funding and can be added once only, with the check’s amount and date.'
              : 'Check Sent is recorded, so it is no longer offered.'
        }
        outcome={outcome}
      >
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
          description={addStatusQuestion(asking.status, contract.identifier)}
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
