import { useZodForm } from 'shared-ui';
import { rateRangeSchema, type WireRateRange } from '@litfund/domain';
import { NumberRowForm, type NumberFieldSpec } from '../../../shared/forms/NumberRowForm.tsx';

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

const RANGE_FIELDS: readonly NumberFieldSpec<keyof WireRateRange>[] = [
  { name: 'daysFrom', label: 'From day', inputMode: 'numeric', step: 1 },
  { name: 'daysTo', label: 'To day', inputMode: 'numeric', step: 1 },
  { name: 'rate', label: 'Rate %', inputMode: 'decimal', step: 0.01 },
];

/**
 * From day, To day, Rate % (the domain's wire rule: numbers, min 0, required, whole days, rate to 2 decimals); used
 * to add a range and to edit one inline. The product rules (docs/product.md): no order or overlap check in the browser, the server decides.
 */
export function RangeForm({ onSubmit, defaultValues, ...shown }: RangeFormProps) {
  const form = useZodForm(rateRangeSchema, { defaultValues });
  const submit = form.handleSubmit(async (values) => {
    if (await onSubmit(values)) form.reset();
  });
  return <NumberRowForm {...shown} fields={RANGE_FIELDS} form={form} onSubmit={submit} />;
}
