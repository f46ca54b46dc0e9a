// Component tests stub the network at fetch (the real shared-ui client, real stores, real router).
import { jest } from '@jest/globals';

export interface StubbedCall {
  method: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

export type StubHandler = (call: StubbedCall) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const originalFetch = globalThis.fetch;
const OriginalRequest = globalThis.Request;

/**
 * The test environment hands jsdom Node's own Request, which rejects the relative URLs ('/api/v1/...') that a
 * browser resolves against the page; resolve them against the jsdom page as a browser would.
 */
class PageRelativeRequest extends OriginalRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && !/^[a-z][a-z\d+.-]*:/i.test(input) ? new URL(input, window.location.href) : input, init);
  }
}

/** Replaces globalThis.fetch; `calls` records every request with its parsed JSON body. Undo with restoreFetch. */
export function stubFetch(handler: StubHandler) {
  const calls: StubbedCall[] = [];
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
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
  });
  globalThis.fetch = mock as typeof fetch;
  globalThis.Request = PageRelativeRequest;
  return { mock, calls };
}

export function restoreFetch(): void {
  globalThis.fetch = originalFetch;
  globalThis.Request = OriginalRequest;
}
