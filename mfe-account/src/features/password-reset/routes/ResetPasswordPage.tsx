import { useCallback } from 'react';
import { PageCard, getErrorMessage, getErrorStatus, useInformationPage, useNavigate, useNotification } from 'shared-ui';
import { MESSAGES } from '@litfund/domain';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm.tsx';

export const RESET_LINK_SENT_TITLE = 'Check your email';

/** /reset-password: the forgot-password form. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const notify = useNotification((s) => s.notify);
  const showInformation = useInformationPage((s) => s.show);
  const { mutateAsync: requestPasswordReset } = useRequestPasswordReset();

  const onSubmit = useCallback(
    async ({ email }: { email: string }) => {
      try {
        await requestPasswordReset(email);
        showInformation({
          title: RESET_LINK_SENT_TITLE,
          description: `We have sent a link to set a new password to ${email}. The link is valid for one hour.`,
          buttonText: 'Go to Login',
          btnLink: '/login',
        });
        navigate('/information-page');
      } catch (error) {
        notify(getErrorStatus(error) === 404 ? MESSAGES.noUserWithEmail : await getErrorMessage(error), 'error');
      }
    },
    [navigate, notify, requestPasswordReset, showInformation],
  );

  return (
    <PageCard title="Forgot password">
      <ForgotPasswordForm onSubmit={onSubmit} />
    </PageCard>
  );
}
