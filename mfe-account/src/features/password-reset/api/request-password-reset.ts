import { apiClient, useMutation } from 'shared-ui';

/** POST Account/reset-password?email= with no body: mails a reset link. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiClient.post('Account/reset-password', { searchParams: { email } });
}

/** The page words a refusal itself (an unknown address reads differently from the server's message). */
export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: requestPasswordReset, meta: { errorNotice: false } });
