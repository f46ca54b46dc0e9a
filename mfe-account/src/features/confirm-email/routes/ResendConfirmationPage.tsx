import { useCallback } from 'react';
import { PageCard, useSearchParams } from 'shared-ui';
import { MAIL_MESSAGES } from '@litfund/domain';
import { GO_TO_LOGIN, forAddress, useShowInformationPage } from '../../../shared/information-page.ts';
import { useResendConfirmation } from '../api/resend-confirmation.ts';
import { EmailLinkForm } from '../../../shared/EmailLinkForm.tsx';

export const CONFIRMATION_SENT_TITLE = 'Check your email';

/** /resend-confirmation[?email=]: asks for a new confirmation link; the answer is the same whatever the account. */
export function ResendConfirmationPage() {
  const [searchParams] = useSearchParams();
  const showInformationPage = useShowInformationPage();
  const { mutateAsync: resendConfirmation } = useResendConfirmation();

  const onSubmit = useCallback(
    async ({ email }: { email: string }) => {
      let message: string;
      try {
        message = await resendConfirmation(email);
      } catch {
        return; // announced by the query client; the form stays for another try
      }
      showInformationPage({
        title: CONFIRMATION_SENT_TITLE,
        // Asked for several times this hour: nothing new was sent, and the newest link already sent still works.
        description:
          message === MAIL_MESSAGES.confirmationSentRecently
            ? `${forAddress(email, message)}.`
            : `${message}: look in the mailbox of ${email}. The link is valid for 7 days; earlier links no longer work.`,
        ...GO_TO_LOGIN,
      });
    },
    [resendConfirmation, showInformationPage],
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
