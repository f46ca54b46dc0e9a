// GET AdminUser/{id}: the whole user as administrators edit it.
import { apiClient, queryOptions, useQuery } from 'shared-ui';
import type { User } from '@litfund/domain';
import { adminUserKey } from '../../../shared/users/api/update-user.ts';

export function getAdminUser(id: number, signal?: AbortSignal): Promise<User> {
  return apiClient.get(`AdminUser/${id}`, { signal }).json<User>();
}

export const adminUserQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminUserKey(id),
    queryFn: ({ signal }) => getAdminUser(id, signal),
    // The page says itself what failed (a missing user is a state of the page, not a pop-up).
    meta: { errorNotice: false },
  });

export function useAdminUser(id: number) {
  return useQuery(adminUserQueryOptions(id));
}
