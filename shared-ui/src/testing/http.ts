// Component tests answer the network with MSW: the real shared-ui client (ky and fetch), real stores and router,
// and a request handler per test in place of the API.
import { afterAll, afterEach, beforeAll, jest } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export { http, HttpResponse };

/** The one MSW server of a test file: started before its tests, its handlers dropped after each one. */
export const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

export interface ApiCall {
  method: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

export type ApiHandler = (call: ApiCall) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return new HttpResponse(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Answers every request of the test with `handler` (method, URL and parsed JSON body in hand), for tests that
 * script a conversation with the API; `calls` records each request and `requests` is called with each Request.
 */
export function answerRequests(handler: ApiHandler) {
  const calls: ApiCall[] = [];
  const requests = jest.fn<(request: Request) => void>();
  server.use(
    http.all('*', async ({ request }) => {
      requests(request);
      const text = await request.clone().text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON: keep the text
      }
      const call = { method: request.method, url: new URL(request.url), body, headers: request.headers };
      calls.push(call);
      return handler(call);
    }),
  );
  return { calls, requests };
}

/** The states GET AdminState answers in tests that use `withStates`. */
export const TEST_STATES = [
  { id: 11, key: 'GA', name: 'Georgia' },
  { id: 33, key: 'NY', name: 'New York' },
];

/** Answers GET AdminState with TEST_STATES and every other request with `handler`, for forms with a state select. */
export function withStates(handler: ApiHandler): ApiHandler {
  return (call) => (call.url.pathname.endsWith('/AdminState') ? jsonResponse(200, TEST_STATES) : handler(call));
}
