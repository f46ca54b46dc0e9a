import { apiClient } from 'shared-ui';
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
