import type { Ref } from 'react';
import { PasswordField, type TextFieldProps } from 'shared-ui';

export const PASSWORD_RULES_HINT = 'At least 8 characters, including 1 number, 1 uppercase and 1 lowercase letter';

/** A label, the field's error and what the form's `register` answers for it. */
export type NewPasswordInput = Omit<TextFieldProps, 'autoComplete' | 'helperText'> & { ref?: Ref<HTMLInputElement> };

interface NewPasswordFieldsProps {
  password: NewPasswordInput;
  confirm: NewPasswordInput;
}

/**
 * The new password and its repetition, each with show/hide; the rules hint sits under the first one. Both say
 * new-password so a password manager offers to generate and save one.
 */
export function NewPasswordFields({ password, confirm }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField autoComplete="new-password" aria-required helperText={PASSWORD_RULES_HINT} {...password} />
      <PasswordField autoComplete="new-password" aria-required {...confirm} />
    </>
  );
}
