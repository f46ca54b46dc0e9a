import { Button, HStack, SimpleGrid, Stack, TextField, useZodForm, fireAndForget } from 'shared-ui';
import { rateRangeSchema, type WireRateRange } from '@litfund/domain';

interface RangeFormProps {
  /** The form's accessible name, e.g. 'Add pre-settlement range'. */
  label: string;
  submitLabel: string;
  /** Resolve true to clear the form (an added range), false to keep the values. */
  onSubmit: (values: WireRateRange) => Promise<boolean> | boolean;
  defaultValues?: WireRateRange;
  onCancel?: () => void;
  disabled?: boolean;
}

const numberOptions = { valueAsNumber: true } as const;

/**
 * From day, To day, Rate % (the domain's wire rule: numbers, min 0, required, whole days, rate to 2 decimals); used
 * to add a range and to edit one inline. The product rules (docs/product.md): no order or overlap check in the browser, the server decides.
 */
export function RangeForm({ label, submitLabel, onSubmit, defaultValues, onCancel, disabled }: RangeFormProps) {
  const { register, handleSubmit, reset, formState } = useZodForm(rateRangeSchema, { defaultValues });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    if (await onSubmit(values)) reset();
  });

  return (
    <form noValidate aria-label={label} onSubmit={fireAndForget(submit)}>
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <TextField
            label="From day"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            aria-required
            error={errors.daysFrom?.message}
            {...register('daysFrom', numberOptions)}
          />
          <TextField
            label="To day"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            aria-required
            error={errors.daysTo?.message}
            {...register('daysTo', numberOptions)}
          />
          <TextField
            label="Rate %"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            aria-required
            error={errors.rate?.message}
            {...register('rate', numberOptions)}
          />
        </SimpleGrid>
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="blue" loading={isSubmitting} disabled={disabled}>
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button type="button" size="sm" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </HStack>
      </Stack>
    </form>
  );
}
