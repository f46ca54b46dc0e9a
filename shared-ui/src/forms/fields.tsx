import { forwardRef, useEffect, useState, type ReactNode } from 'react';
import {
  Button,
  Field,
  Input,
  InputGroup,
  NativeSelect,
  type InputProps,
  type NativeSelectFieldProps,
} from '@chakra-ui/react';
import { useStates } from '../stores/states.ts';

export interface BaseFieldProps {
  label: string;
  error?: string;
  helperText?: string;
  required?: boolean;
}

export type TextFieldProps = BaseFieldProps & Omit<InputProps, 'required'>;

interface FieldFrameProps extends BaseFieldProps {
  children: ReactNode;
}

/** Field.Root gives the input its id, label link, aria-invalid and aria-describedby. */
function FieldFrame({ label, error, helperText, required, children }: FieldFrameProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, helperText, required, type = 'text', ...input },
  ref,
) {
  return (
    <FieldFrame label={label} error={error} helperText={helperText} required={required}>
      <Input ref={ref} type={type} {...input} />
    </FieldFrame>
  );
});

export const EmailField = forwardRef<HTMLInputElement, TextFieldProps>(function EmailField(props, ref) {
  return <TextField ref={ref} type="email" autoComplete="email" inputMode="email" {...props} />;
});

export const PasswordField = forwardRef<HTMLInputElement, TextFieldProps>(function PasswordField(
  { label, error, helperText, required, ...input },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame label={label} error={error} helperText={helperText} required={required}>
      <InputGroup
        endElementProps={{ pe: '1' }}
        endElement={
          <Button
            type="button"
            size="xs"
            variant="ghost"
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? 'Hide' : 'Show'}
          </Button>
        }
      >
        <Input ref={ref} pe="16" {...input} type={visible ? 'text' : 'password'} />
      </InputGroup>
    </FieldFrame>
  );
});

/** A date typed as MM/DD/YYYY; parse it with domain's parseTypedDate. */
export const DateField = forwardRef<HTMLInputElement, TextFieldProps>(function DateField(props, ref) {
  return (
    <TextField ref={ref} placeholder="MM/DD/YYYY" inputMode="numeric" maxLength={10} autoComplete="off" {...props} />
  );
});

/** A dollar amount: numeric text with a $ prefix (convert with domain's dollarsToCents). */
export const MoneyField = forwardRef<HTMLInputElement, TextFieldProps>(function MoneyField(
  { label, error, helperText, required, ...input },
  ref,
) {
  return (
    <FieldFrame label={label} error={error} helperText={helperText} required={required}>
      <InputGroup startElement="$">
        <Input ref={ref} type="text" inputMode="decimal" autoComplete="off" {...input} />
      </InputGroup>
    </FieldFrame>
  );
});

export type StateSelectProps = BaseFieldProps &
  Omit<NativeSelectFieldProps, 'required' | 'children'> & { placeholder?: string };

/** The states list (GET AdminState, loaded once); the value is the state's key. */
export const StateSelect = forwardRef<HTMLSelectElement, StateSelectProps>(function StateSelect(
  { label, error, helperText, required, placeholder = 'Select state', ...select },
  ref,
) {
  const states = useStates((s) => s.states);
  const status = useStates((s) => s.status);
  const load = useStates((s) => s.load);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <FieldFrame
      label={label}
      error={error}
      helperText={helperText ?? (status === 'error' ? 'States could not be loaded' : undefined)}
      required={required}
    >
      <NativeSelect.Root disabled={status === 'loading' && states.length === 0}>
        <NativeSelect.Field ref={ref} {...select}>
          <option value="">{placeholder}</option>
          {states.map((state) => (
            <option key={state.key} value={state.key}>
              {state.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
});
