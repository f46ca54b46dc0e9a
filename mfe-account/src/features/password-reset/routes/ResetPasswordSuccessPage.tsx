import { useCallback } from 'react';
import {
  ErrorState,
  PageCard,
  RouterLink,
  getErrorMessage,
  useInformationPage,
  useNavigate,
  useNotification,
  useSearchParams,
} from 'shared-ui';
import type { ResetPasswordForm } from '@litfund/domain';
import { resetPassword } from '../api/password-reset.ts';
import { NewPasswordForm } from '../components/NewPasswordForm.tsx';

export const PASSWORD_CHANGED_TITLE = 'Password changed';
export const INVALID_RESET_LINK = 'This password reset link is incomplete. Please request a new one.';

/** /reset-password-success?passwordToken=..&email=..: sets the new password. */
export function ResetPasswordSuccessPage() {
  const [searchParams] = useSearchParams();
  const passwordToken = searchParams.get('passwordToken') ?? '';
  const email = searchParams.get('email') ?? '';
  const navigate = useNavigate();
  const notify = useNotification((s) => s.notify);
  const showInformation = useInformationPage((s) => s.show);

  const onSubmit = useCallback(
    async ({ password }: ResetPasswordForm) => {
      try {
        await resetPassword({ passwordToken, email, password });
        showInformation({
          title: PASSWORD_CHANGED_TITLE,
          description: 'Your password has been changed. You can now log in with your new password.',
          buttonText: 'Go to Login',
          btnLink: '/login',
        });
        navigate('/information-page');
      } catch (error) {
        notify(await getErrorMessage(error), 'error');
      }
    },
    [email, navigate, notify, passwordToken, showInformation],
  );

  if (!passwordToken || !email) {
    return (
      <PageCard title="Reset password">
        <ErrorState title={INVALID_RESET_LINK}>
          <RouterLink to="/reset-password">Request a new link</RouterLink>
        </ErrorState>
      </PageCard>
    );
  }

  return (
    <PageCard title="Reset password">
      <NewPasswordForm onSubmit={onSubmit} />
    </PageCard>
  );
}
