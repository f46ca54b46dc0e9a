import { apiClient } from 'shared-ui';

/** POST Account/confirm-email?emailToken={token}&email={email} with an empty body. */
export async function confirmEmail(token: string, email: string): Promise<void> {
  await apiClient.post('Account/confirm-email', { searchParams: { emailToken: token, email } });
}

/** POST Account/resend-confirmation?email= : a new confirmation link, if the address still needs one. */
export async function resendConfirmation(email: string): Promise<string> {
  const body = await apiClient
    .post('Account/resend-confirmation', { searchParams: { email } })
    .json<{ message: string }>();
  return body.message;
}
