import { Button, EmailField, RouterLink, Stack, Text, useZodForm } from 'shared-ui';
import { emailQuerySchema } from '@litfund/domain';

interface ForgotPasswordFormProps {
  onSubmit: (values: { email: string }) => Promise<void>;
}

export function ForgotPasswordForm({ onSubmit }: ForgotPasswordFormProps) {
  const { register, handleSubmit, formState, watch } = useZodForm(emailQuerySchema);
  const { errors, isSubmitting } = formState;
  const email = watch('email') ?? '';

  return (
    <form noValidate aria-label="Forgot password" onSubmit={handleSubmit(onSubmit)}>
      <Stack gap="4">
        <Text>Enter the email address you registered with and we will send you a link to set a new password.</Text>
        <EmailField label="Email" autoComplete="email" aria-required error={errors.email?.message} {...register('email')} />
        <Button type="submit" loading={isSubmitting} disabled={email.trim() === ''} colorPalette="blue">
          Send reset link
        </Button>
        <RouterLink to="/login">Back to login</RouterLink>
      </Stack>
    </form>
  );
}
