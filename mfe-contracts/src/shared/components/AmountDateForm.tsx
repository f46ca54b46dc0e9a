import { useId } from 'react';
import { Button, Stack, Text, fireAndForget, useZodForm, type SchemaLoader } from 'shared-ui';
import { calendarDateIn, toTypedDate } from '@litfund/domain';
import type { AmountOnDayFormSchema, AmountOnDayValue } from '@litfund/domain';
import { AmountDayFields } from './AmountDayFields.tsx';

interface AmountDateFormProps {
  /** Names the form for assistive technology and tests ('Add payment'). */
  label: string;
  submitLabel: string;
  /**
   * The amount's rule and messages, from domain (paymentFormSchema, additionalFundsRequestFormSchema, ...), or a
   * loader of it where the form is on a first page: zod then loads at the first interaction, not with the page.
   */
  schema: AmountOnDayFormSchema | SchemaLoader<AmountOnDayFormSchema>;
  /** Receives the amount in integer cents on a calendar day; true when it was recorded. */
  onSubmit: (value: AmountOnDayValue) => Promise<boolean>;
  dateLabel?: string;
  /** Why the form cannot be used yet: said above it, and its fields and button are disabled. */
  disabledReason?: string;
}

/** Today, asked afresh at each reset: a page left open past midnight offers the new day. */
const blankForm = () => ({ amount: '', date: toTypedDate(calendarDateIn(new Date())) });

/** An amount on a day (typed MM/DD/YYYY, today unless changed); resets after a success. */
export function AmountDateForm({
  label,
  submitLabel,
  schema,
  onSubmit,
  dateLabel = 'Date',
  disabledReason,
}: AmountDateFormProps) {
  const reasonId = useId();
  const { register, handleSubmit, reset, formState } = useZodForm(schema, { defaultValues: blankForm() });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async (value) => {
    if (await onSubmit(value)) reset(blankForm());
  });

  return (
    <form
      aria-label={label}
      aria-describedby={disabledReason ? reasonId : undefined}
      noValidate
      onSubmit={fireAndForget(submit)}
    >
      {disabledReason ? (
        <Text id={reasonId} color="fg.muted" mb="3">
          {disabledReason}
        </Text>
      ) : null}
      {/* A disabled fieldset disables every field and the button in it, natively. */}
      <fieldset disabled={Boolean(disabledReason)} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="3">
          <AmountDayFields
            amount={{ label: 'Amount', error: errors.amount?.message, ...register('amount') }}
            date={{ label: dateLabel, error: errors.date?.message, ...register('date') }}
          />
          <Button type="submit" alignSelf="flex-start" size="sm" loading={isSubmitting} loadingText={submitLabel}>
            {submitLabel}
          </Button>
        </Stack>
      </fieldset>
    </form>
  );
}
