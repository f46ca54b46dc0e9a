import { useEffect, useRef } from 'react';
import { LoadingState, useSearchParams } from 'shared-ui';
import { MESSAGES } from '@litfund/domain';
import { useShowInformationPage } from '../../../shared/information-page.ts';
import { useConfirmEmail } from '../api/confirm-email.ts';

export const CONFIRMED_TITLE = 'Congratulations!';
export const CONFIRM_FAILED_TITLE = 'Error!';
export const confirmedDescription = (email: string) =>
  `Your email address ${email} is confirmed. You will now receive notifications.`;

/** /confirm-email?token=..&email=..: calls the server once, then shows the success or error information page. */
export function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const email = searchParams.get('email') ?? '';
  const showInformationPage = useShowInformationPage();
  const { mutateAsync: confirmEmail } = useConfirmEmail();
  // StrictMode mounts twice in development; the token is single use, so the call must happen once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const succeed = () => {
      showInformationPage(
        { title: CONFIRMED_TITLE, description: confirmedDescription(email), buttonText: 'Sign In', btnLink: '/login' },
        { replace: true },
      );
    };
    const fail = (error?: unknown) => {
      if (error !== undefined) console.error('Email confirmation failed', error);
      showInformationPage(
        { title: CONFIRM_FAILED_TITLE, description: MESSAGES.codeNotFound, buttonText: 'Go To Homepage', btnLink: '/' },
        { replace: true },
      );
    };
    if (!token || !email) {
      fail();
      return;
    }
    confirmEmail({ token, email }).then(succeed, fail);
  }, [confirmEmail, email, showInformationPage, token]);

  return <LoadingState label="Confirming your email address" />;
}
