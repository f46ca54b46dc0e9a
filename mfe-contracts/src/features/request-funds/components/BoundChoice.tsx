import { Choice } from '../../../shared/components/Choice.tsx';
import type { RequestDraft, RequestForm } from '../api/request-draft.ts';

type ChoiceName = 'estimatedSettlement' | 'estimatedAdditional' | 'liability' | 'propertyDamage' | 'injuryLevel';

/** The option lists as a labelled select bound to the form (re-checked on change once the form was submitted). */
export function BoundChoice({
  form,
  name,
  label,
  options,
  required,
  placeholder,
}: {
  form: RequestForm;
  name: ChoiceName;
  label: string;
  options: readonly string[];
  required?: boolean;
  placeholder?: string;
}) {
  const { watch, setValue, formState } = form;
  return (
    <Choice
      label={label}
      required={required}
      placeholder={placeholder}
      options={options}
      value={watch(name)}
      error={formState.errors[name]?.message}
      onChange={(value) =>
        setValue(name, value as RequestDraft[ChoiceName] & 'Yes', {
          shouldDirty: true,
          shouldTouch: true,
          shouldValidate: formState.isSubmitted,
        })
      }
    />
  );
}
