import { apiClient, getErrorMessage, queryOptions, skipToken, useQuery, useQueryClient } from 'shared-ui';
import { userSchema, publicUserSchema, type PublicUser, type User } from '@litfund/domain';

/** GET User/{id}: the whole user (self, Approved admins) or the public card of another user. */
export type ProfileUser = User | PublicUser;

export function isFullUser(user: ProfileUser): user is User {
  return 'email' in user && user.isPublicCard !== true;
}

export async function getUser(id: number, signal?: AbortSignal): Promise<ProfileUser> {
  return parseProfileUser(await apiClient.get(`User/${id}`, { signal }).json<unknown>());
}

/** The full shape when the body is one, else the public card (throws when it is neither). */
export function parseProfileUser(body: unknown): ProfileUser {
  const full = userSchema.safeParse(body);
  if (full.success && full.data.isPublicCard !== true) return full.data;
  return publicUserSchema.parse(body);
}

export const userQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: ['user', id ?? 0, 'profile'] as const,
    queryFn:
      id === null
        ? skipToken
        : async ({ signal }) => {
            try {
              return await getUser(id, signal);
            } catch (failure) {
              if (signal.aborted) throw failure;
              // The product rules (docs/product.md): logged and announced (by the query client); the page shows the same message.
              console.error('User read failed', failure);
              throw new Error(await getErrorMessage(failure), { cause: failure });
            }
          },
  });

/** The profile's user; null (signed out) reads nothing. */
export const useUser = (id: number | null) => useQuery(userQueryOptions(id));

/**
 * An avatar change answers the user as it now is: the profile shows it without another read. The whole user's
 * entries go stale too, so whatever else is cached about them is read again when next shown.
 */
export function useUserAnswered() {
  const client = useQueryClient();
  return (user: ProfileUser) => {
    client.setQueryData(userQueryOptions(user.id).queryKey, user);
    void client.invalidateQueries({ queryKey: ['user', user.id], refetchType: 'none' });
  };
}
