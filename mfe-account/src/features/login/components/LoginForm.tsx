import { useId } from 'react';
import { Button, EmailField, HStack, PasswordField, Stack, useZodForm, fireAndForget } from 'shared-ui';
import type { LoginInput } from '@litfund/domain';
import { FormFailure } from '../../../shared/FormFailure.tsx';
import { TextLink } from '../../../shared/TextLink.tsx';

// The login page is many visitors' first page: its schema (and zod) loads when they start filling it in.
const loadLoginSchema = () => import('@litfund/domain').then(({ loginSchema }) => loginSchema);

interface LoginFormProps {
  onSubmit: (values: LoginInput) => Promise<void>;
  /** Why the last attempt failed, shown on the form (and describing it) until the next one. */
  failure?: string | null;
}

export function LoginForm({ onSubmit, failure }: LoginFormProps) {
  const { register, handleSubmit, formState } = useZodForm(loadLoginSchema);
  const { errors, isSubmitting } = formState;
  const failureId = useId();

  return (
    <form
      noValidate
      aria-label="Login"
      aria-describedby={failure ? failureId : undefined}
      onSubmit={fireAndForget(handleSubmit(onSubmit))}
    >
      <Stack gap="4">
        <FormFailure id={failureId} failure={failure} />
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
