import { Button, PasswordField, Stack, useZodForm, fireAndForget } from 'shared-ui';
import { resetPasswordFormSchema, type ResetPasswordForm } from '@litfund/domain';

interface NewPasswordFormProps {
  onSubmit: (values: ResetPasswordForm) => Promise<void>;
}

export function NewPasswordForm({ onSubmit }: NewPasswordFormProps) {
  const { register, handleSubmit, formState, watch } = useZodForm(resetPasswordFormSchema);
  const { errors, isSubmitting } = formState;
  const [password, repeatPassword] = watch(['password', 'repeatPassword']);
  const empty = !password || !repeatPassword;

  return (
    <form noValidate aria-label="Set a new password" onSubmit={fireAndForget(handleSubmit(onSubmit))}>
      <Stack gap="4">
        <PasswordField
          label="New password"
          autoComplete="new-password"
          aria-required
          helperText="At least 8 characters, including 1 number, 1 uppercase and 1 lowercase letter"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Repeat password"
          autoComplete="new-password"
          aria-required
          error={errors.repeatPassword?.message}
          {...register('repeatPassword')}
        />
        <Button type="submit" loading={isSubmitting} disabled={empty} colorPalette="blue">
          Save new password
        </Button>
      </Stack>
    </form>
  );
}
