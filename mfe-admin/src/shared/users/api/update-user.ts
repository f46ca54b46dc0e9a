// POST AdminUser/{id}: an administrator saves a user (status, personal data, block).
import { apiClient, useMutation, useQueryClient, type QueryClient } from 'shared-ui';
import type { User, UserStatus } from '@litfund/domain';
import { USERS_KEY } from './get-users.ts';

/** The cache key of one user as administrators read it (GET AdminUser/{id}). */
export const adminUserKey = (id: number) => [...USERS_KEY, 'detail', id] as const;

/** POST AdminUser/{id} with the full user object (the server reads the allowed fields only). */
export function updateAdminUser(user: User): Promise<User> {
  return apiClient.post(`AdminUser/${user.id}`, { json: user }).json<User>();
}

export function withStatus(user: User, status: UserStatus): User {
  return { ...user, userStatus: { ...user.userStatus, userStatusesValue: status } };
}

/**
 * Puts the saved user into the cache in place (the row and the edit page show it at once) and marks every user
 * list stale without refetching it now: refetching the list on screen would drop a row that no longer matches its
 * status filter under the administrator's pointer.
 */
export function userSaved(client: QueryClient, saved: User): void {
  client.setQueryData(adminUserKey(saved.id), saved);
  client.setQueriesData<{ pages: User[][]; pageParams: unknown[] }>({ queryKey: [...USERS_KEY, 'list'] }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => page.map((row) => (row.id === saved.id ? saved : row))) } : data,
  );
  void client.invalidateQueries({ queryKey: [...USERS_KEY, 'list'], refetchType: 'none' });
  // a user's name or type may have changed what the law-firm pickers offer
  void client.invalidateQueries({ queryKey: [...USERS_KEY, 'law-firms'] });
}

/** Its screens show a refusal where the administrator acted (`SaveRefusal`), not in the banner. */
export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUser,
    onSuccess: (saved) => userSaved(client, saved),
    meta: { errorNotice: false },
  });
}
