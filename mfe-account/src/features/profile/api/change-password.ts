import { apiClient } from 'shared-ui';
import type { ChangePasswordInput, LoginResponse } from '@litfund/domain';

export type PasswordChanged = LoginResponse & { message: string };

/** POST Account/change-password: ends every session; the answer carries this device's fresh token. */
export async function changePassword(input: ChangePasswordInput): Promise<PasswordChanged> {
  return apiClient.post('Account/change-password', { json: input }).json<PasswordChanged>();
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
