import { useEffect, useRef } from 'react';
import {
  Button,
  Fieldset,
  MoneyField,
  RadioGroup,
  Stack,
  StateSelect,
  Text,
  useZodForm,
  fireAndForget,
} from 'shared-ui';
import type { ContractType } from '@litfund/domain';
import { CALCULATOR_FORM_DEFAULTS, CONTRACT_TYPE_OPTIONS, POST_SETTLEMENT_NOTE } from '../model/calculator.ts';
import type { CalculatorFormValues } from '../model/schema.ts';

// The calculator is the marketing site's way in: its schema (and zod) loads when the visitor starts filling it in.
const loadCalculatorSchema = () =>
  import('../model/schema.ts').then(({ calculatorFormSchema }) => calculatorFormSchema);

interface CalculatorFormProps {
  busy: boolean;
  onSubmit: (values: CalculatorFormValues) => Promise<void> | void;
  /** Called when a field turns invalid (on submit or as it is corrected): the page hides an estimate it no longer matches. */
  onInvalid: () => void;
}

/** State first; picking one reveals contract type, amount and Calculate (docs/product.md). */
export function CalculatorForm({ busy, onSubmit, onInvalid }: CalculatorFormProps) {
  const { register, handleSubmit, formState, watch, setValue } = useZodForm(loadCalculatorSchema, {
    defaultValues: CALCULATOR_FORM_DEFAULTS,
  });
  const { errors } = formState;
  const state = watch('state');
  const contractType = watch('contractType');
  const invalid = Object.keys(errors).length > 0;
  useEffect(() => {
    if (invalid) onInvalid();
  }, [invalid, onInvalid]);
  // Once an estimate was asked for, every change of state, type or amount asks again: the page drops the estimate at
  // once and waits for the pause before calling, each change restarting the wait, so no estimate outlives its inputs.
  const submit = handleSubmit(onSubmit);
  const submitRef = useRef(submit);
  submitRef.current = submit;
  const { isSubmitted } = formState;
  useEffect(() => {
    if (!isSubmitted) return;
    const subscription = watch(() => void submitRef.current());
    return () => subscription.unsubscribe();
  }, [isSubmitted, watch]);

  return (
    <form noValidate aria-label="Payment calculator" onSubmit={fireAndForget(submit)}>
      <Stack gap="4">
        <StateSelect label="State" aria-required error={errors.state?.message} {...register('state')} />
        {state ? (
          <>
            <Fieldset.Root>
              <Fieldset.Legend>Contract type</Fieldset.Legend>
              <RadioGroup.Root
                name="contractType"
                value={contractType}
                onValueChange={(details) =>
                  setValue('contractType', details.value as ContractType, { shouldDirty: true })
                }
              >
                <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
                  {CONTRACT_TYPE_OPTIONS.map((option) => (
                    <RadioGroup.Item key={option.value} value={option.value}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </Stack>
              </RadioGroup.Root>
              {contractType === 'PostSettlement' ? (
                <Text fontSize="sm" color="fg.muted" data-testid="post-settlement-note">
                  {POST_SETTLEMENT_NOTE}
                </Text>
              ) : null}
            </Fieldset.Root>
            <MoneyField label="Amount" aria-required error={errors.amount?.message} {...register('amount')} />
            <Button type="submit" colorPalette="blue" loading={busy} loadingText="Calculating">
              Calculate
            </Button>
          </>
        ) : null}
      </Stack>
    </form>
  );
}
