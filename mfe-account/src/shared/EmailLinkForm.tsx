import { Button, EmailField, Stack, Text, useZodForm, fireAndForget } from 'shared-ui';
import { emailQuerySchema } from '@litfund/domain';
import { TextLink } from './TextLink.tsx';

interface EmailLinkFormProps {
  /** The form's accessible name. */
  name: string;
  intro: string;
  submitLabel: string;
  defaultEmail?: string;
  onSubmit: (values: { email: string }) => Promise<void>;
}

/** One email field asking for a mailed link (a password reset, the confirmation again). */
export function EmailLinkForm({ name, intro, submitLabel, defaultEmail = '', onSubmit }: EmailLinkFormProps) {
  const { register, handleSubmit, formState, watch } = useZodForm(emailQuerySchema, {
    defaultValues: { email: defaultEmail },
  });
  const { errors, isSubmitting } = formState;
  const email = watch('email') ?? '';

  return (
    <form noValidate aria-label={name} onSubmit={fireAndForget(handleSubmit(onSubmit))}>
      <Stack gap="4">
        <Text>{intro}</Text>
        <EmailField
          label="Email"
          autoComplete="email"
          aria-required
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" loading={isSubmitting} disabled={email.trim() === ''} colorPalette="blue">
          {submitLabel}
        </Button>
        <TextLink to="/login">Back to login</TextLink>
      </Stack>
    </form>
  );
}
