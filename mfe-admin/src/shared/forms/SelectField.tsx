import { forwardRef, type ComponentProps, type ReactNode } from 'react';
import { Field, NativeSelect } from 'shared-ui';

export interface SelectOption {
  value: string;
  label: string;
}

/** Each value shown as itself. */
export const optionsOf = (values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ value, label: value }));

/** The option elements of a native select, with an empty first choice when `placeholder` is given. */
export function SelectOptions({ options, placeholder }: { options: readonly SelectOption[]; placeholder?: string }) {
  return (
    <>
      {placeholder === undefined ? null : <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

type SelectProps = Omit<ComponentProps<typeof NativeSelect.Field>, 'children' | 'required'>;

export interface SelectFieldProps extends SelectProps {
  label: string;
  options: readonly SelectOption[];
  placeholder?: string;
  error?: string;
  /** Marks the field required (its indicator and the select's own attribute). */
  required?: boolean;
  /** Shown under the select, e.g. a helper text. */
  footer?: ReactNode;
  maxW?: ComponentProps<typeof Field.Root>['maxW'];
}

/** A labelled native select: keyboard and screen-reader friendly as is, and `register` can be spread on it. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder, error, required, footer, maxW, ...select },
  ref,
) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} maxW={maxW}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field ref={ref} {...select}>
          <SelectOptions options={options} placeholder={placeholder} />
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {footer}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
});
