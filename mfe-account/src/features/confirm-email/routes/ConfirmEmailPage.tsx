import { useCallback, useEffect, useState } from 'react';
import { LoadingState, PageCard, getErrorMessage, getErrorStatus, useSearchParams } from 'shared-ui';
import { MESSAGES, type ConfirmEmailInput } from '@litfund/domain';
import { useShowInformationPage } from '../../../shared/information-page.ts';
import { fieldErrorsOf } from '../../../shared/field-errors.ts';
import { useConfirmEmail } from '../api/confirm-email.ts';
import { ConfirmEmailForm } from '../components/ConfirmEmailForm.tsx';

export const CONFIRMED_TITLE = 'Congratulations!';
export const CONFIRM_FAILED_TITLE = 'Error!';
export const confirmedDescription = (email: string) =>
  `Your email address ${email} is confirmed. You will now receive notifications.`;

/**
 * /confirm-email?token=..&email=..: asks for the account's password, then shows the success or error information
 * page. Nothing happens on opening the link (a mail scanner opening it confirms nothing).
 */
export function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const email = searchParams.get('email') ?? '';
  const showInformationPage = useShowInformationPage();
  const { mutateAsync: confirmEmail } = useConfirmEmail();
  const [failure, setFailure] = useState<string | null>(null);
  const incomplete = !token || !email;

  const showFailed = useCallback(() => {
    showInformationPage(
      { title: CONFIRM_FAILED_TITLE, description: MESSAGES.codeNotFound, buttonText: 'Go To Homepage', btnLink: '/' },
      { replace: true },
    );
  }, [showInformationPage]);

  useEffect(() => {
    if (incomplete) showFailed();
  }, [incomplete, showFailed]);

  const onSubmit = useCallback(
    async ({ password }: ConfirmEmailInput, form: { setPasswordError: (message: string) => void }) => {
      setFailure(null);
      try {
        await confirmEmail({ token, email, password });
      } catch (error) {
        const onPassword = fieldErrorsOf(error).find((e) => e.path === 'password');
        if (onPassword) form.setPasswordError(onPassword.message);
        else if (getErrorStatus(error) === 400) showFailed();
        else setFailure(await getErrorMessage(error));
        return;
      }
      showInformationPage(
        { title: CONFIRMED_TITLE, description: confirmedDescription(email), buttonText: 'Sign In', btnLink: '/login' },
        { replace: true },
      );
    },
    [confirmEmail, email, showFailed, showInformationPage, token],
  );

  if (incomplete) return <LoadingState label="Reading the confirmation link" />;
  return (
    <PageCard title="Confirm your email address">
      <ConfirmEmailForm email={email} onSubmit={onSubmit} failure={failure} />
    </PageCard>
  );
}
