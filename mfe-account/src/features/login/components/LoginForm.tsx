import { Button, EmailField, HStack, PasswordField, RouterLink, Stack, useZodForm } from 'shared-ui';
import { loginSchema, type LoginInput } from '@litfund/domain';

interface LoginFormProps {
  onSubmit: (values: LoginInput) => Promise<void>;
}

export function LoginForm({ onSubmit }: LoginFormProps) {
  const { register, handleSubmit, formState } = useZodForm(loginSchema);
  const { errors, isSubmitting } = formState;

  return (
    <form noValidate aria-label="Login" onSubmit={handleSubmit(onSubmit)}>
      <Stack gap="4">
        <EmailField label="Email" autoComplete="username" aria-required error={errors.email?.message} {...register('email')} />
        <PasswordField label="Password" autoComplete="current-password" aria-required error={errors.password?.message} {...register('password')} />
        <Button type="submit" loading={isSubmitting} colorPalette="blue">
          Login
        </Button>
        <HStack justify="space-between" wrap="wrap">
          <RouterLink to="/reset-password">Forgot password?</RouterLink>
          <RouterLink to="/registration">Create an account</RouterLink>
        </HStack>
      </Stack>
    </form>
  );
}
