import { useEffect, useRef } from 'react';
import { LoadingState, useInformationPage, useNavigate, useSearchParams } from 'shared-ui';
import { MESSAGES } from '@litfund/domain';
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
  const navigate = useNavigate();
  const showInformation = useInformationPage((s) => s.show);
  const { mutateAsync: confirmEmail } = useConfirmEmail();
  // StrictMode mounts twice in development; the token is single use, so the call must happen once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const succeed = () => {
      showInformation({
        title: CONFIRMED_TITLE,
        description: confirmedDescription(email),
        buttonText: 'Sign In',
        btnLink: '/login',
      });
      navigate('/information-page', { replace: true });
    };
    const fail = (error?: unknown) => {
      if (error !== undefined) console.error('Email confirmation failed', error);
      showInformation({
        title: CONFIRM_FAILED_TITLE,
        description: MESSAGES.codeNotFound,
        buttonText: 'Go To Homepage',
        btnLink: '/',
      });
      navigate('/information-page', { replace: true });
    };
    if (!token || !email) {
      fail();
      return;
    }
    confirmEmail({ token, email }).then(succeed, fail);
  }, [confirmEmail, email, navigate, showInformation, token]);

  return <LoadingState label="Confirming your email address" />;
}
