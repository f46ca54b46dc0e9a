import { apiClient, useMutation } from 'shared-ui';
import type { RegistrationInput } from '@litfund/domain';

/** POST Account/register with the registration payload; answers the new user's id. */
export async function register(payload: RegistrationInput): Promise<{ id: number }> {
  return apiClient.post('Account/register', { json: payload }).json<{ id: number }>();
}

/** The page words a refusal itself (an existing address reads differently from the server's message). */
export const useRegister = () => useMutation({ mutationFn: register, meta: { errorNotice: false } });
