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

/** The `errors` of a 400 answer ({ path, message } per field), when there are any. */
export function fieldErrorsOf(error: unknown): Array<{ path: string; message: string }> {
  const data = (error as { data?: unknown } | null)?.data;
  const errors = data && typeof data === 'object' ? (data as { errors?: unknown }).errors : undefined;
  return Array.isArray(errors)
    ? errors.filter(
        (e): e is { path: string; message: string } => typeof e?.path === 'string' && typeof e?.message === 'string',
      )
    : [];
}
