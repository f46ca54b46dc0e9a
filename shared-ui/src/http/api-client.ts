import ky from 'ky';
import { MESSAGES } from '@litfund/domain';
import { useSession } from '../stores/session.ts';
import { useNotification } from '../stores/notification.ts';

export const API_PREFIX = '/api/v1/';

let apiBase: string | null = null;

/** Where the API lives; same origin as the page unless configured (the calculator embed on a marketing site). */
export function configureApi(options: { baseUrl?: string | null }): void {
  apiBase = options.baseUrl ? options.baseUrl.replace(/\/+$/, '') : null;
}

export function getApiBase(): string {
  return apiBase ?? (typeof window !== 'undefined' ? window.location.origin : 'http://localhost');
}

/**
 * The one HTTP client: ky with prefix /api/v1/, cookies included, the session's bearer token,
 * HTTP errors thrown. A 401 on a request that carried a token ends the session (a revoked or expired one); it never
 * redirects, the guards and pages react to the signed-out session.
 */
export const apiClient = ky.create({
  prefix: API_PREFIX,
  credentials: 'include',
  throwHttpErrors: true,
  retry: { limit: 1 },
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const page = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
        const base = getApiBase();
        let target: Request = request;
        if (base !== page) {
          const url = new URL(request.url);
          const rebased = new URL(url.pathname.replace(/^\//, '') + url.search, `${base}/`);
          target = new Request(rebased, request);
        }
        const { token } = useSession.getState();
        if (token && !target.headers.has('Authorization')) target.headers.set('Authorization', `Bearer ${token}`);
        return target === request ? undefined : target;
      },
    ],
    afterResponse: [
      ({ request, response }) => {
        if (response.status !== 401 || !request.headers.get('Authorization')) return;
        const session = useSession.getState();
        if (!session.token || request.headers.get('Authorization') !== `Bearer ${session.token}`) return;
        session.signOut();
        useNotification.getState().notify(MESSAGES.sessionExpired, 'warning');
      },
    ],
  },
});
