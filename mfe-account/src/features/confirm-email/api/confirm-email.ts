import { apiClient, useMutation } from 'shared-ui';

/**
 * POST Account/confirm-email?emailToken={token}&email={email} with the account's password: the link proves the
 * mailbox, the password that the account is the reader's.
 */
export async function confirmEmail({
  token,
  email,
  password,
}: {
  token: string;
  email: string;
  password: string;
}): Promise<void> {
  await apiClient.post('Account/confirm-email', { searchParams: { emailToken: token, email }, json: { password } });
}

/** The page shows every refusal itself: a wrong password on the form, a dead link on the error page. */
export const useConfirmEmail = () => useMutation({ mutationFn: confirmEmail, meta: { errorNotice: false } });
