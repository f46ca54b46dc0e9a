import { useCallback } from 'react';
import { PageCard, useNotification, useStates } from 'shared-ui';
import { MESSAGES, type RegistrationForm } from '@litfund/domain';
import { GO_TO_LOGIN, useShowInformationPage } from '../../../shared/information-page.ts';
import { refusalMessage } from '../../../shared/refusal-message.ts';
import { useRegister } from '../api/register.ts';
import { toRegistrationPayload, type SelfRegistrationType } from '../api/registration-form.ts';
import { RegistrationForm as RegistrationFormView } from '../components/RegistrationForm.tsx';

export const REGISTERED_DESCRIPTION =
  'An administrator will review your account. Please confirm your email address through the link we have sent you.';

export function RegistrationPage() {
  const notify = useNotification((s) => s.notify);
  const showInformationPage = useShowInformationPage();
  const states = useStates((s) => s.states);
  const { mutateAsync: register } = useRegister();

  const onSubmit = useCallback(
    async (values: RegistrationForm, userType: SelfRegistrationType) => {
      try {
        await register(toRegistrationPayload(values, userType, states));
        showInformationPage({ title: MESSAGES.registered, description: REGISTERED_DESCRIPTION, ...GO_TO_LOGIN });
      } catch (error) {
        notify(await refusalMessage(error, { 400: MESSAGES.userAlreadyExists }), 'error');
      }
    },
    [notify, register, showInformationPage, states],
  );

  return (
    <PageCard title="Registration">
      <RegistrationFormView onSubmit={onSubmit} />
    </PageCard>
  );
}
