import { apiClient, useMutation } from 'shared-ui';
import { readFileAsBase64 } from './avatar.ts';
import { parseProfileUser, useUserAnswered, type ProfileUser } from './get-user.ts';

/** POST User/{id}/uploadAvatar {mimeType, documentBase64String}; answers the updated user. */
export async function uploadAvatar(
  userId: number,
  payload: { mimeType: string; documentBase64String: string },
): Promise<ProfileUser> {
  return parseProfileUser(
    await apiClient.post(`User/${userId}/uploadAvatar`, { json: payload, retry: { limit: 0 } }).json<unknown>(),
  );
}

/** Reads the file and sends it; a refusal (415, 413) or an unreadable file is announced with its message. */
export function useUploadAvatar(userId: number) {
  const answered = useUserAnswered();
  return useMutation({
    mutationFn: async ({ file, mimeType }: { file: File; mimeType: string }) =>
      uploadAvatar(userId, { mimeType, documentBase64String: await readFileAsBase64(file) }),
    onSuccess: answered,
  });
}
