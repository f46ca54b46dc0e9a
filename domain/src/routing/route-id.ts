/**
 * The route form puts the id as the whole query string (`/user-profile?7`); the portal also accepts
 * `?id=7`. Answers null when neither holds a positive integer.
 */
export function parseRouteId(search: string): number | null {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (query === '') return null;
  const candidate = /^\d+$/.test(query) ? query : (new URLSearchParams(query).get('id') ?? '');
  if (!/^\d+$/.test(candidate)) return null;
  const id = Number(candidate);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * Where a user lands after signing in (when no page sent them there): an Approved administrator on the funder's desk
 * (/admin), everyone else on their profile (docs/decisions.md, "The funder's desk").
 */
export function landingPathOf(user: { userId: number; role: string; status: string | undefined }): string {
  return user.role === 'Administrator' && user.status === 'Approved' ? '/admin' : `/user-profile?${user.userId}`;
}
