import { apiClient, useMutation } from 'shared-ui';

/** POST Account/resend-confirmation?email= : a new confirmation link, if the address still needs one. */
export async function resendConfirmation(email: string): Promise<string> {
  const body = await apiClient
    .post('Account/resend-confirmation', { searchParams: { email } })
    .json<{ message: string }>();
  return body.message;
}

/** A refusal is announced with the server's message. */
export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });
