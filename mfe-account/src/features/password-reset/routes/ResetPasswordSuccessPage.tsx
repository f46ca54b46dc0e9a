import { useCallback } from 'react';
import { ErrorState, PageCard, RouterLink, useSearchParams } from 'shared-ui';
import type { ResetPasswordForm } from '@litfund/domain';
import { GO_TO_LOGIN, useShowInformationPage } from '../../../shared/information-page.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { NewPasswordForm } from '../components/NewPasswordForm.tsx';

export const PASSWORD_CHANGED_TITLE = 'Password changed';
export const INVALID_RESET_LINK = 'This password reset link is incomplete. Please request a new one.';

/** /reset-password-success?passwordToken=..&email=..: sets the new password. */
export function ResetPasswordSuccessPage() {
  const [searchParams] = useSearchParams();
  const passwordToken = searchParams.get('passwordToken') ?? '';
  const email = searchParams.get('email') ?? '';
  const showInformationPage = useShowInformationPage();
  const { mutateAsync: resetPassword } = useResetPassword();

  const onSubmit = useCallback(
    async ({ password }: ResetPasswordForm) => {
      try {
        await resetPassword({ passwordToken, email, password });
      } catch {
        return; // announced by the query client; the form stays for another try
      }
      showInformationPage({
        title: PASSWORD_CHANGED_TITLE,
        description: 'Your password has been changed. You can now log in with your new password.',
        ...GO_TO_LOGIN,
      });
    },
    [email, passwordToken, resetPassword, showInformationPage],
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
