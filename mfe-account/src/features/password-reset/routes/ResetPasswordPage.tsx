import { useCallback } from 'react';
import { PageCard, useNotification, useSearchParams } from 'shared-ui';
import { MESSAGES } from '@litfund/domain';
import { GO_TO_LOGIN, forAddress, useShowInformationPage } from '../../../shared/information-page.ts';
import { refusalMessage } from '../../../shared/refusal-message.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm.tsx';

export const RESET_LINK_SENT_TITLE = 'Check your email';

/** /reset-password[?email=]: the forgot-password form. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const notify = useNotification((s) => s.notify);
  const showInformationPage = useShowInformationPage();
  const { mutateAsync: requestPasswordReset } = useRequestPasswordReset();

  const onSubmit = useCallback(
    async ({ email }: { email: string }) => {
      try {
        const message = await requestPasswordReset(email);
        showInformationPage({
          title: RESET_LINK_SENT_TITLE,
          // Links went to this address several times in the last minutes: none was sent now, the newest one works.
          description:
            message === MESSAGES.resetLinkSentRecently
              ? forAddress(email, message)
              : `We have sent a link to set a new password to ${email}. The link is valid for one hour.`,
          ...GO_TO_LOGIN,
        });
      } catch (error) {
        notify(await refusalMessage(error, { 404: MESSAGES.noUserWithEmail }), 'error');
      }
    },
    [notify, requestPasswordReset, showInformationPage],
  );

  return (
    <PageCard title="Forgot password">
      <ForgotPasswordForm defaultEmail={searchParams.get('email') ?? ''} onSubmit={onSubmit} />
    </PageCard>
  );
}
