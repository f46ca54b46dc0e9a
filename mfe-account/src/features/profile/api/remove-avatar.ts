import { apiClient, useMutation } from 'shared-ui';
import { parseProfileUser, useUserAnswered, type ProfileUser } from './get-user.ts';

/** POST User/{id}/removeAvatar; answers the updated user. */
export async function removeAvatar(userId: number): Promise<ProfileUser> {
  return parseProfileUser(await apiClient.post(`User/${userId}/removeAvatar`, { retry: { limit: 0 } }).json<unknown>());
}

export function useRemoveAvatar(userId: number) {
  const answered = useUserAnswered();
  return useMutation({ mutationFn: () => removeAvatar(userId), onSuccess: answered });
}
