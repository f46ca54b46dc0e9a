import { Button, PasswordField, Section, Stack, useNotification, useZodForm, fireAndForget } from 'shared-ui';
import { MESSAGES, changePasswordFormSchema, type ChangePasswordForm } from '@litfund/domain';
import { NewPasswordFields } from '../../../shared/NewPasswordFields.tsx';
import { fieldErrorsOf } from '../../../shared/field-errors.ts';
import { useChangePassword } from '../api/change-password.ts';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** The owner's "Change password" form; a refusal's field errors show under their fields. */
export function ChangePasswordSection() {
  const { register, handleSubmit, formState, reset, setError, watch } = useZodForm(changePasswordFormSchema);
  const { errors, isSubmitting } = formState;
  const notify = useNotification((s) => s.notify);
  const change = useChangePassword();
  const values = watch([...FIELDS]);
  const empty = values.some((v) => !v);

  const onSubmit = async ({ currentPassword, newPassword }: ChangePasswordForm) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      reset();
      notify(MESSAGES.passwordChanged, 'success');
    } catch (error) {
      const fields = fieldErrorsOf(error).filter((e) => (FIELDS as readonly string[]).includes(e.path));
      for (const field of fields) setError(field.path as (typeof FIELDS)[number], { message: field.message });
    }
  };

  return (
    <Section title="Change password">
      <form noValidate aria-label="Change password" onSubmit={fireAndForget(handleSubmit(onSubmit))}>
        <Stack gap="4" maxW="md">
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            aria-required
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <NewPasswordFields
            password={{ label: 'New password', error: errors.newPassword?.message, ...register('newPassword') }}
            confirm={{
              label: 'Repeat new password',
              error: errors.confirmPassword?.message,
              ...register('confirmPassword'),
            }}
          />
          <Button type="submit" alignSelf="start" loading={isSubmitting} disabled={empty} colorPalette="blue">
            Change password
          </Button>
        </Stack>
      </form>
    </Section>
  );
}
