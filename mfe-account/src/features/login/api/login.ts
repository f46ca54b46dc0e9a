import { apiClient, useMutation } from 'shared-ui';
import { DENIED_STATUS, type LoginInput, type LoginResponse } from '@litfund/domain';

/** POST Account/login (docs/product.md). */
export async function login(input: LoginInput): Promise<LoginResponse> {
  // zod stays off the login page until it is used (LoginForm.tsx)
  const [body, { loginResponseSchema }] = await Promise.all([
    apiClient.post('Account/login', { json: input }).json<unknown>(),
    import('@litfund/domain'),
  ]);
  return loginResponseSchema.parse(body);
}

/**
 * The page words a refusal itself (wrong password, unknown user) and decides what the answer does to the session
 * (signed in, or out again for limited access).
 */
export const useLogin = () => useMutation({ mutationFn: login, meta: { errorNotice: false } });

const LIMITED_STATUSES: readonly string[] = ['New', 'Rejected', DENIED_STATUS];

/**
 * docs/product.md: a New or Denied (here also Rejected) user is logged out at once and sees Limited Access.
 * The server answers such users with an empty accessToken; treat that the same way.
 */
export function hasLimitedAccess(response: LoginResponse): boolean {
  return response.accessToken === '' || LIMITED_STATUSES.includes(response.userStatus.userStatusesValue);
}
