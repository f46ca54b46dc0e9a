// POST AdminUser/{id}/comments: answers the user's comments with the new one.
import { apiClient, useMutation, useQueryClient } from 'shared-ui';
import { commentsQueryKey, type AdminComment } from './get-comments.ts';

export function addComment({ userId, commentText }: { userId: number; commentText: string }): Promise<AdminComment[]> {
  return apiClient.post(`AdminUser/${userId}/comments`, { json: { commentText } }).json<AdminComment[]>();
}

export function useAddComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addComment,
    onSuccess: (comments, { userId }) => client.setQueryData(commentsQueryKey(userId), comments),
  });
}
