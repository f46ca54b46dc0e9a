import { EmailLinkForm } from '../../../shared/EmailLinkForm.tsx';

interface ForgotPasswordFormProps {
  defaultEmail?: string;
  onSubmit: (values: { email: string }) => Promise<void>;
}

export function ForgotPasswordForm({ defaultEmail, onSubmit }: ForgotPasswordFormProps) {
  return (
    <EmailLinkForm
      name="Forgot password"
      intro="Enter the email address you registered with and we will send you a link to set a new password."
      submitLabel="Send reset link"
      defaultEmail={defaultEmail}
      onSubmit={onSubmit}
    />
  );
}
