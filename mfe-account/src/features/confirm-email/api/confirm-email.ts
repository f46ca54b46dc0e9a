import { apiClient } from 'shared-ui';

/** POST Account/confirm-email?emailToken={token}&email={email} with an empty body. */
export async function confirmEmail(token: string, email: string): Promise<void> {
  await apiClient.post('Account/confirm-email', { searchParams: { emailToken: token, email } });
}
