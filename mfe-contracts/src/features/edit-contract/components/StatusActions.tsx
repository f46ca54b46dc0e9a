import {
  ActionPanel,
  Button,
  Field,
  NativeSelect,
  Section,
  Stack,
  TextField,
  fireAndForget,
  useZodForm,
} from 'shared-ui';
import { CONTRACT_MESSAGES, CONTRACT_STATUSES, statusFormSchema, statusLabel, statusUpdateBody } from '@litfund/domain';
import type { ContractRead, ContractStatus, StatusFormInput } from '@litfund/domain';
import { AmountDayFields } from '../../../shared/components/AmountDayFields.tsx';
import { StatusHistoryTable } from '../../../shared/components/StatusHistoryTable.tsx';
import { useAddStatus } from '../api/add-status.ts';
import { useActionOutcome } from '../api/use-admin-action.ts';

const BLANK_STATUS_FORM: StatusFormInput = { status: 'Approved', amount: '', date: '', checkNumber: '' };

/** Status history and Add status: any status; CheckSent needs the check's amount and date (docs/product.md). */
export function StatusActions({ contract }: { contract: ContractRead }) {
  const { outcome, run } = useActionOutcome();
  const addStatus = useAddStatus(contract.id);
  const { register, handleSubmit, reset, watch, setValue, formState } = useZodForm(statusFormSchema, {
    defaultValues: BLANK_STATUS_FORM,
  });
  const { errors } = formState;
  // CheckSent is recorded once per contract: once it is in the history it is no longer offered.
  const offered: readonly ContractStatus[] =
    contract.checkSent === null ? CONTRACT_STATUSES : CONTRACT_STATUSES.filter((s) => s !== 'CheckSent');
  const picked = watch('status');
  const status = offered.includes(picked) ? picked : 'Approved';

  const submit = handleSubmit(async (value) => {
    const added = await run(() => addStatus.mutateAsync(statusUpdateBody(value)), CONTRACT_MESSAGES.statusAdded);
    // The check is recorded: its details go, and CheckSent is no longer offered.
    if (added && value.status === 'CheckSent') reset(BLANK_STATUS_FORM);
  });

  return (
    <Section title="Status History">
      <StatusHistoryTable entries={contract.contractStatus} />
      <ActionPanel
        title="Add a status"
        description={
          contract.checkSent === null
            ? 'Check Sent records the funding and can be added once only, with the check’s amount and date.'
            : 'Check Sent is recorded, so it is no longer offered.'
        }
        outcome={outcome}
      >
        <form aria-label="Add status" noValidate onSubmit={fireAndForget(submit)}>
          <Stack gap="3">
            <Field.Root>
              <Field.Label>New status</Field.Label>
              <NativeSelect.Root size="sm" maxW="xs">
                <NativeSelect.Field
                  value={status}
                  onChange={(e) => setValue('status', e.currentTarget.value as ContractStatus)}
                >
                  {offered.map((s) => (
                    <option key={s} value={s}>
                      {statusLabel(s)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {status === 'CheckSent' ? (
              <AmountDayFields
                amount={{ label: 'Check amount', error: errors.amount?.message, ...register('amount') }}
                date={{ label: 'Check date', error: errors.date?.message, ...register('date') }}
              >
                <TextField label="Check number" {...register('checkNumber')} />
              </AmountDayFields>
            ) : null}
            <Button type="submit" size="sm" alignSelf="flex-start">
              Add Status
            </Button>
          </Stack>
        </form>
      </ActionPanel>
    </Section>
  );
}
