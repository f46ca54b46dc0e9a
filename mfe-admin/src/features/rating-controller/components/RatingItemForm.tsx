import { useZodForm } from 'shared-ui';
import { RATING_MESSAGES, RATING_STEP, ratingItemFieldsSchema, type RatingItemFields } from '@litfund/domain';
import { NumberRowForm, type NumberFieldSpec } from '../../../shared/forms/NumberRowForm.tsx';

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

const ITEM_FIELDS: readonly NumberFieldSpec<keyof RatingItemFields>[] = [
  { name: 'from', label: 'From', inputMode: 'decimal', step: RATING_STEP },
  { name: 'to', label: 'To', inputMode: 'decimal', step: RATING_STEP },
  { name: 'star', label: 'Star', inputMode: 'numeric', step: 1, max: 5 },
];

/** From, To (numbers, min 0, step 0.001) and Star (whole, 0..5), all required (docs/product.md). */
export function RatingItemForm({ takenStars, onSubmit, defaultValues, ...shown }: RatingItemFormProps) {
  // Checked on submit, all fields at once: checking To on blur showed "From > To" under it as the pointer went down on
  // Add, moving Add from under the pointer (the click was lost, the missing star said a round later).
  const form = useZodForm(ratingItemFieldsSchema, { defaultValues, mode: 'onSubmit' });
  const submit = form.handleSubmit(async (values) => {
    if (takenStars.includes(values.star)) {
      form.setError('star', { message: RATING_MESSAGES.starExists });
      return;
    }
    if (await onSubmit(values)) form.reset();
  });
  return <NumberRowForm {...shown} fields={ITEM_FIELDS} form={form} onSubmit={submit} />;
}
