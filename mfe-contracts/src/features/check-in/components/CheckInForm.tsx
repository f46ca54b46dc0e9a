import {
  Button,
  Checkbox,
  DateField,
  EmailField,
  Field,
  MoneyField,
  RadioGroup,
  Stack,
  TextField,
  Textarea,
  useZodForm,
} from 'shared-ui';
import { CHECK_IN_ANSWER_KINDS, CHECK_IN_ANSWER_LABELS, emptyCheckInForm } from '@litfund/domain';
import type { CheckInAnswerInput, CheckInFormInput } from '@litfund/domain';

const loadSchema = () => import('@litfund/domain').then(({ checkInFormSchema }) => checkInFormSchema);

/** The short form: how the case stands, then only the fields that answer needs. */
export function CheckInForm({ onSubmit }: { onSubmit: (answer: CheckInAnswerInput) => Promise<void> }) {
  const form = useZodForm(loadSchema, { defaultValues: emptyCheckInForm });
  const {
    register,
    setValue,
    watch,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const kind = watch('kind') as CheckInFormInput['kind'];
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Stack gap="5">
        <Field.Root invalid={Boolean(errors.kind)} required>
          <Field.Label>
            How does the case stand?
            <Field.RequiredIndicator />
          </Field.Label>
          <RadioGroup.Root
            value={kind}
            name="kind"
            aria-label="How does the case stand?"
            onValueChange={(e) => setValue('kind', e.value as CheckInFormInput['kind'], { shouldDirty: true })}
          >
            <Stack gap="3" pt="1">
              {CHECK_IN_ANSWER_KINDS.map((value) => (
                <RadioGroup.Item key={value} value={value}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{CHECK_IN_ANSWER_LABELS[value]}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          {errors.kind?.message ? <Field.ErrorText>{errors.kind.message}</Field.ErrorText> : null}
        </Field.Root>

        {kind === 'Pending' ? (
          <DateField
            label="Expected settlement date"
            required
            error={errors.expectedSettlementDate?.message}
            {...register('expectedSettlementDate')}
          />
        ) : null}
        {kind === 'Settled' ? (
          <>
            <MoneyField label="Settlement amount" required error={errors.amount?.message} {...register('amount')} />
            <DateField
              label="Expected payment date"
              required
              helperText="The payoff statement we mail you is good through this day"
              error={errors.expectedPaymentDate?.message}
              {...register('expectedPaymentDate')}
            />
            <Checkbox.Root
              checked={watch('payoffRequested')}
              onCheckedChange={(e) => setValue('payoffRequested', e.checked === true, { shouldDirty: true })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>The payoff has been requested from LitFund</Checkbox.Label>
            </Checkbox.Root>
          </>
        ) : null}
        {kind === 'Lost' ? (
          <Field.Root invalid={Boolean(errors.note)}>
            <Field.Label>What happened (optional)</Field.Label>
            <Textarea maxLength={2000} {...register('note')} />
            {errors.note?.message ? <Field.ErrorText>{errors.note.message}</Field.ErrorText> : null}
          </Field.Root>
        ) : null}
        {kind === 'NoLongerRepresenting' ? (
          <>
            <TextField
              label="New counsel's name"
              required
              autoComplete="off"
              error={errors.newCounselName?.message}
              {...register('newCounselName')}
            />
            <EmailField
              label="New counsel's email"
              required
              autoComplete="off"
              error={errors.newCounselEmail?.message}
              {...register('newCounselEmail')}
            />
          </>
        ) : null}
        {kind === 'Other' ? (
          <Field.Root invalid={Boolean(errors.text)} required>
            <Field.Label>
              Tell us how the case stands
              <Field.RequiredIndicator />
            </Field.Label>
            <Textarea maxLength={2000} {...register('text')} />
            {errors.text?.message ? <Field.ErrorText>{errors.text.message}</Field.ErrorText> : null}
          </Field.Root>
        ) : null}

        <Button
          type="submit"
          colorPalette="blue"
          loading={isSubmitting}
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
        >
          Send answer
        </Button>
      </Stack>
    </form>
  );
}
