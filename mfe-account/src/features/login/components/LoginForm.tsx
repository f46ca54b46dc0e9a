import { Button, EmailField, HStack, PasswordField, Stack, useZodForm, fireAndForget } from 'shared-ui';
import type { LoginInput } from '@litfund/domain';
import { TextLink } from '../../../shared/TextLink.tsx';

// The login page is many visitors' first page: its schema (and zod) loads when they start filling it in.
const loadLoginSchema = () => import('@litfund/domain').then(({ loginSchema }) => loginSchema);

interface LoginFormProps {
  onSubmit: (values: LoginInput) => Promise<void>;
}

export function LoginForm({ onSubmit }: LoginFormProps) {
  const { register, handleSubmit, formState } = useZodForm(loadLoginSchema);
  const { errors, isSubmitting } = formState;

  return (
    <form noValidate aria-label="Login" onSubmit={fireAndForget(handleSubmit(onSubmit))}>
      <Stack gap="4">
        <EmailField
          label="Email"
          autoComplete="username"
          aria-required
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          aria-required
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" loading={isSubmitting} colorPalette="blue">
          Login
        </Button>
        <HStack justify="space-between" wrap="wrap">
          <TextLink to="/reset-password">Forgot password?</TextLink>
          <TextLink to="/registration">Create an account</TextLink>
        </HStack>
        <TextLink to="/resend-confirmation" alignSelf="flex-start">
          Send the confirmation again
        </TextLink>
      </Stack>
    </form>
  );
}
