import { useId } from 'react';
import { Button, EmailText, PasswordField, Stack, Text, useZodForm, fireAndForget } from 'shared-ui';
import { confirmEmailBodySchema, type ConfirmEmailInput } from '@litfund/domain';
import { FormFailure } from '../../../shared/FormFailure.tsx';
import { TextLink } from '../../../shared/TextLink.tsx';

interface ConfirmEmailFormProps {
  email: string;
  onSubmit: (values: ConfirmEmailInput, form: { setPasswordError: (message: string) => void }) => Promise<void>;
  /** Why the last attempt failed when it was not the password itself (too many attempts), until the next one. */
  failure?: string | null;
}

/**
 * The confirmation asks for the account's password: the mailed link proves the mailbox, the password that the account
 * is its reader's. Whoever did not register, or does not know the password, is sent to choose a new one instead.
 */
export function ConfirmEmailForm({ email, onSubmit, failure }: ConfirmEmailFormProps) {
  const { register, handleSubmit, formState, setError, watch } = useZodForm(confirmEmailBodySchema);
  const { errors, isSubmitting } = formState;
  const password = watch('password') ?? '';
  const failureId = useId();
  const submit = (values: ConfirmEmailInput) =>
    onSubmit(values, { setPasswordError: (message) => setError('password', { message }) });

  return (
    <form
      noValidate
      aria-label="Confirm your email address"
      aria-describedby={failure ? failureId : undefined}
      onSubmit={fireAndForget(handleSubmit(submit))}
    >
      <Stack gap="4">
        <Text>
          To confirm <EmailText fontWeight="semibold">{email}</EmailText>, enter the password you chose when you
          registered.
        </Text>
        <FormFailure id={failureId} failure={failure} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          aria-required
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" loading={isSubmitting} disabled={password === ''} colorPalette="blue">
          Confirm email address
        </Button>
        <Text fontSize="sm" color="fg.muted">
          Did you not register with LitFund, or do you not know this password? Do not confirm: choose a new password
          instead. That confirms the address too, and signs out anyone using the old password.
        </Text>
        <TextLink to={`/reset-password?email=${encodeURIComponent(email)}`} alignSelf="flex-start">
          Choose a new password
        </TextLink>
      </Stack>
    </form>
  );
}
