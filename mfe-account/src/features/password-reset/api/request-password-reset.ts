import { apiClient, useMutation } from 'shared-ui';

/**
 * POST Account/reset-password?email= with no body: mails a reset link; the server's message says whether it did, or
 * whether links sent in the last minutes are to be used instead.
 */
export async function requestPasswordReset(email: string): Promise<string> {
  const body = await apiClient.post('Account/reset-password', { searchParams: { email } }).json<{ message?: string }>();
  return body.message ?? '';
}

/** The page words a refusal itself (an unknown address reads differently from the server's message). */
export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: requestPasswordReset, meta: { errorNotice: false } });
