import { useCallback, useState } from 'react';
import { PageCard, returnPathAfterLogin, useLocation, useNavigate, useNotification, useSession } from 'shared-ui';
import { MESSAGES, landingPathOf, type LoginInput } from '@litfund/domain';
import { useShowInformationPage } from '../../../shared/information-page.ts';
import { refusalMessage } from '../../../shared/refusal-message.ts';
import { hasLimitedAccess, useLogin } from '../api/login.ts';
import { LoginForm } from '../components/LoginForm.tsx';

const LOGIN_REFUSALS = { 403: MESSAGES.wrongPassword, 404: MESSAGES.userDoesNotExist };

export function LoginPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const signIn = useSession((s) => s.signIn);
  const signOut = useSession((s) => s.signOut);
  const notify = useNotification((s) => s.notify);
  const showInformationPage = useShowInformationPage();
  const { mutateAsync: login } = useLogin();
  // The banner goes after 3 seconds; the reason a sign-in failed stays on the form until the next attempt.
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = useCallback(
    async (values: LoginInput) => {
      setFailure(null);
      try {
        const response = await login(values);
        if (hasLimitedAccess(response)) {
          signOut();
          // Often the account waits for its address to be confirmed: a lost confirmation mail can be sent again here.
          showInformationPage({
            title: MESSAGES.notApprovedTitle,
            description: MESSAGES.notApprovedText,
            contractSupportBtn: true,
            buttonText: 'Send the confirmation again',
            btnLink: `/resend-confirmation?email=${encodeURIComponent(values.email)}`,
          });
          return;
        }
        signIn(response);
        notify(MESSAGES.loginSuccess, 'success');
        // Back to the page that sent them here to sign in (same-origin paths only), else where they start.
        const landing = landingPathOf({
          userId: response.userId,
          role: response.role,
          status: response.userStatus.userStatusesValue,
        });
        navigate(returnPathAfterLogin(search, landing));
      } catch (error) {
        // Said once, on the form, where it stays until the next attempt (not also in a banner).
        setFailure(await refusalMessage(error, LOGIN_REFUSALS));
      }
    },
    [login, navigate, notify, search, showInformationPage, signIn, signOut],
  );

  return (
    <PageCard title="Login">
      <LoginForm onSubmit={onSubmit} failure={failure} />
    </PageCard>
  );
}
