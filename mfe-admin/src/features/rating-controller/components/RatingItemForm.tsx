import { Button, HStack, SimpleGrid, Stack, TextField, useZodForm, fireAndForget } from 'shared-ui';
import { RATING_MESSAGES, RATING_STEP, ratingItemFieldsSchema, type RatingItemFields } from '@litfund/domain';

interface RatingItemFormProps {
  /** The form's accessible name, e.g. 'Add Avg Days to Close item'. */
  label: string;
  submitLabel: string;
  /** Stars other items of the group hold: picking one is refused before anything is sent. */
  takenStars: readonly number[];
  /** Resolve true to clear the form (an added item), false to keep the values. */
  onSubmit: (values: RatingItemFields) => Promise<boolean>;
  defaultValues?: RatingItemFields;
  onCancel?: () => void;
}

const numberOptions = { valueAsNumber: true } as const;

/** From, To (numbers, min 0, step 0.001) and Star (whole, 0..5), all required (docs/product.md). */
export function RatingItemForm({
  label,
  submitLabel,
  takenStars,
  onSubmit,
  defaultValues,
  onCancel,
}: RatingItemFormProps) {
  const { register, handleSubmit, reset, setError, formState } = useZodForm(ratingItemFieldsSchema, { defaultValues });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    if (takenStars.includes(values.star)) {
      setError('star', { message: RATING_MESSAGES.starExists });
      return;
    }
    if (await onSubmit(values)) reset();
  });

  return (
    <form noValidate aria-label={label} onSubmit={fireAndForget(submit)}>
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <TextField
            label="From"
            type="number"
            inputMode="decimal"
            min={0}
            step={RATING_STEP}
            aria-required
            error={errors.from?.message}
            {...register('from', numberOptions)}
          />
          <TextField
            label="To"
            type="number"
            inputMode="decimal"
            min={0}
            step={RATING_STEP}
            aria-required
            error={errors.to?.message}
            {...register('to', numberOptions)}
          />
          <TextField
            label="Star"
            type="number"
            inputMode="numeric"
            min={0}
            max={5}
            step={1}
            aria-required
            error={errors.star?.message}
            {...register('star', numberOptions)}
          />
        </SimpleGrid>
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="blue" loading={isSubmitting}>
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
