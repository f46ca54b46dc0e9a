import { useCallback } from 'react';
import {
  PageCard,
  getErrorMessage,
  getErrorStatus,
  useInformationPage,
  useNavigate,
  useNotification,
  useSession,
} from 'shared-ui';
import { MESSAGES, type LoginInput } from '@litfund/domain';
import { hasLimitedAccess, useLogin } from '../api/login.ts';
import { LoginForm } from '../components/LoginForm.tsx';

async function loginErrorMessage(error: unknown): Promise<string> {
  const status = getErrorStatus(error);
  if (status === 403) return MESSAGES.wrongPassword;
  if (status === 404) return MESSAGES.userDoesNotExist;
  return getErrorMessage(error);
}

export function LoginPage() {
  const navigate = useNavigate();
  const signIn = useSession((s) => s.signIn);
  const signOut = useSession((s) => s.signOut);
  const notify = useNotification((s) => s.notify);
  const showInformation = useInformationPage((s) => s.show);
  const { mutateAsync: login } = useLogin();

  const onSubmit = useCallback(
    async (values: LoginInput) => {
      try {
        const response = await login(values);
        if (hasLimitedAccess(response)) {
          signOut();
          // Often the account waits for its address to be confirmed: a lost confirmation mail can be sent again here.
          showInformation({
            title: MESSAGES.notApprovedTitle,
            description: MESSAGES.notApprovedText,
            contractSupportBtn: true,
            buttonText: 'Send the confirmation again',
            btnLink: `/resend-confirmation?email=${encodeURIComponent(values.email)}`,
          });
          navigate('/information-page');
          return;
        }
        signIn(response);
        notify(MESSAGES.loginSuccess, 'success');
        navigate(`/user-profile?${response.userId}`);
      } catch (error) {
        notify(await loginErrorMessage(error), 'error');
      }
    },
    [login, navigate, notify, showInformation, signIn, signOut],
  );

  return (
    <PageCard title="Login">
      <LoginForm onSubmit={onSubmit} />
    </PageCard>
  );
}
