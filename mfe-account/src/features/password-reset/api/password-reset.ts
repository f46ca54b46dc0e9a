import { apiClient } from 'shared-ui';

/** POST Account/reset-password?email= with no body: mails a reset link. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiClient.post('Account/reset-password', { searchParams: { email } });
}

/** POST Account/reset-password-success?passwordToken= with {password, email}. */
export async function resetPassword(input: { passwordToken: string; email: string; password: string }): Promise<void> {
  await apiClient.post('Account/reset-password-success', {
    searchParams: { passwordToken: input.passwordToken },
    json: { password: input.password, email: input.email },
  });
}
