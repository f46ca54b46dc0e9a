import { useCallback } from 'react';
import {
  PageCard,
  getErrorMessage,
  getErrorStatus,
  useInformationPage,
  useNavigate,
  useNotification,
  useStates,
} from 'shared-ui';
import { MESSAGES, type RegistrationForm } from '@litfund/domain';
import { useRegister } from '../api/register.ts';
import { toRegistrationPayload, type SelfRegistrationType } from '../api/registration-form.ts';
import { RegistrationForm as RegistrationFormView } from '../components/RegistrationForm.tsx';

export const REGISTERED_DESCRIPTION =
  'An administrator will review your account. Please confirm your email address through the link we have sent you.';

export function RegistrationPage() {
  const navigate = useNavigate();
  const notify = useNotification((s) => s.notify);
  const showInformation = useInformationPage((s) => s.show);
  const states = useStates((s) => s.states);
  const { mutateAsync: register } = useRegister();

  const onSubmit = useCallback(
    async (values: RegistrationForm, userType: SelfRegistrationType) => {
      try {
        await register(toRegistrationPayload(values, userType, states));
        showInformation({
          title: MESSAGES.registered,
          description: REGISTERED_DESCRIPTION,
          buttonText: 'Go to Login',
          btnLink: '/login',
        });
        navigate('/information-page');
      } catch (error) {
        notify(getErrorStatus(error) === 400 ? MESSAGES.userAlreadyExists : await getErrorMessage(error), 'error');
      }
    },
    [navigate, notify, register, showInformation, states],
  );

  return (
    <PageCard title="Registration">
      <RegistrationFormView onSubmit={onSubmit} />
    </PageCard>
  );
}
