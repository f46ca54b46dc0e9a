import { Button, Stack, useZodForm, fireAndForget } from 'shared-ui';
import { resetPasswordFormSchema, type ResetPasswordForm } from '@litfund/domain';
import { NewPasswordFields } from '../../../shared/NewPasswordFields.tsx';

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
        <NewPasswordFields
          password={{ label: 'New password', error: errors.password?.message, ...register('password') }}
          confirm={{ label: 'Repeat password', error: errors.repeatPassword?.message, ...register('repeatPassword') }}
        />
        <Button type="submit" loading={isSubmitting} disabled={empty} colorPalette="blue">
          Save new password
        </Button>
      </Stack>
    </form>
  );
}
