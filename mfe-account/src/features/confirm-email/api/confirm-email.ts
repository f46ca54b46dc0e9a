import { apiClient, useMutation } from 'shared-ui';

/** POST Account/confirm-email?emailToken={token}&email={email} with an empty body. */
export async function confirmEmail({ token, email }: { token: string; email: string }): Promise<void> {
  await apiClient.post('Account/confirm-email', { searchParams: { emailToken: token, email } });
}

/** A failure leads to the error information page, not to the banner. */
export const useConfirmEmail = () => useMutation({ mutationFn: confirmEmail, meta: { errorNotice: false } });
