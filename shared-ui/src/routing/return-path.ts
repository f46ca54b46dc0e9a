// Where a signed-out visitor was going, carried through the sign-in page in its address (`/login?next=...`), so a deep
// link (a contract mailed to an attorney) survives signing in.
const NEXT = 'next';
const PLACEHOLDER_ORIGIN = 'https://portal.invalid';

/**
 * The same-origin path `next` names, or null. Only a path of this site is taken: `https://evil`, `//evil` and
 * `/\evil` (which browsers read as `//evil`) would send a visitor who just typed their password to another site, and
 * control characters are dropped by URL parsing (`/\t/evil` is `//evil`), so any of them refuses the whole value.
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  // Dot segments are resolved by the parse: `/.//evil` is the path `//evil`, which the router would take for a host.
  if (url.origin !== PLACEHOLDER_ORIGIN || url.pathname === '/login' || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page's address that returns to `location` afterwards (the sign-in page alone for the home page). */
export function loginPathFor(location: { pathname: string; search: string; hash?: string }): string {
  const path = `${location.pathname}${location.search}${location.hash ?? ''}`;
  const next = safeReturnPath(path);
  return next && next !== '/' ? `/login?${NEXT}=${encodeURIComponent(next)}` : '/login';
}

/** Where to go after signing in: the `next` of the sign-in page's query when it is safe, else `fallback`. */
export function returnPathAfterLogin(search: string, fallback: string): string {
  return safeReturnPath(new URLSearchParams(search).get(NEXT)) ?? fallback;
}
