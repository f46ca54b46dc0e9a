// GET AdminUser/{id}/comments: administrators' notes about a user.
import { apiClient, queryOptions, useQuery } from 'shared-ui';
import { USERS_KEY } from '../../../shared/users/api/get-users.ts';

export interface AdminComment {
  id: number;
  commentText: string;
  dateComment: string;
  userId: number;
  userName: string;
}

export function getComments(userId: number, signal?: AbortSignal): Promise<AdminComment[]> {
  return apiClient.get(`AdminUser/${userId}/comments`, { signal }).json<AdminComment[]>();
}

export const commentsQueryKey = (userId: number) => [...USERS_KEY, 'comments', userId] as const;

export const commentsQueryOptions = (userId: number) =>
  queryOptions({ queryKey: commentsQueryKey(userId), queryFn: ({ signal }) => getComments(userId, signal) });

export function useComments(userId: number) {
  return useQuery(commentsQueryOptions(userId));
}
