import { apiClient, useMutation, useSession } from 'shared-ui';
import type { ChangePasswordInput, LoginResponse } from '@litfund/domain';

export type PasswordChanged = LoginResponse & { message: string };

/** POST Account/change-password: ends every session; the answer carries this device's fresh token. */
export async function changePassword(input: ChangePasswordInput): Promise<PasswordChanged> {
  return apiClient.post('Account/change-password', { json: input }).json<PasswordChanged>();
}

/**
 * Every other device is signed out; this one keeps working on the fresh token of the answer. A refusal is announced
 * with the server's message (the form also puts its field errors under the fields).
 */
export function useChangePassword() {
  const signIn = useSession((s) => s.signIn);
  return useMutation({ mutationFn: changePassword, onSuccess: (answer) => signIn(answer) });
}
