import { useCallback } from 'react';
import {
  PageCard,
  getErrorMessage,
  useInformationPage,
  useNavigate,
  useNotification,
  useSearchParams,
} from 'shared-ui';
import { resendConfirmation } from '../api/confirm-email.ts';
import { EmailLinkForm } from '../../../shared/EmailLinkForm.tsx';

export const CONFIRMATION_SENT_TITLE = 'Check your email';

/** /resend-confirmation[?email=]: asks for a new confirmation link; the answer is the same whatever the account. */
export function ResendConfirmationPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotification((s) => s.notify);
  const showInformation = useInformationPage((s) => s.show);

  const onSubmit = useCallback(
    async ({ email }: { email: string }) => {
      try {
        const message = await resendConfirmation(email);
        showInformation({
          title: CONFIRMATION_SENT_TITLE,
          description: `${message}: look in the mailbox of ${email}. The link is valid for 7 days; earlier links no longer work.`,
          buttonText: 'Go to Login',
          btnLink: '/login',
        });
        navigate('/information-page');
      } catch (error) {
        notify(await getErrorMessage(error), 'error');
      }
    },
    [navigate, notify, showInformation],
  );

  return (
    <PageCard title="Send the confirmation again">
      <EmailLinkForm
        name="Send the confirmation again"
        intro="Enter the email address you registered with and we will send you a new link to confirm it."
        submitLabel="Send confirmation link"
        defaultEmail={searchParams.get('email') ?? ''}
        onSubmit={onSubmit}
      />
    </PageCard>
  );
}
