import { apiClient, useMutation } from 'shared-ui';

export interface NewPassword {
  passwordToken: string;
  email: string;
  password: string;
}

/** POST Account/reset-password-success?passwordToken= with {password, email}. */
export async function resetPassword({ passwordToken, email, password }: NewPassword): Promise<void> {
  await apiClient.post('Account/reset-password-success', {
    searchParams: { passwordToken },
    json: { password, email },
  });
}

/** A refusal (an expired or used link) is announced with the server's message. */
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
