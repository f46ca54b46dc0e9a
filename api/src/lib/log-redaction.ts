// What the request log may say. One-time tokens (reset, confirmation, invitation) travel in query strings of the
// account routes and of the portal pages their links open; a logged URL would hand them to anyone who reads logs.
import type { FastifyRequest } from 'fastify';

/** Paths whose query strings may carry a token or an email: the account API and the pages mailed links open. */
const SECRET_QUERY_PATHS = /^\/(?:api\/v\d+\/account\/|reset-password-success\b|confirm-email\b|reset-password\b)/i;

/** A query naming a token parameter, whatever the path it came with. */
const TOKEN_PARAMETER = /(?:^|[?&])[^=&]*token[^=&]*=/i;

/** The path as routing reads it: percent-escapes decoded, runs of slashes folded (`//api/v1/%41ccount/`). */
function canonicalPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: judge the path as written.
  }
  return decoded.replace(/\/{2,}/g, '/');
}

/**
 * The URL as logged: the query string of an account route or a token page, and any query carrying a token parameter,
 * is replaced by a marker.
 */
export function loggableUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const path = url.slice(0, query);
  const secret = SECRET_QUERY_PATHS.test(canonicalPath(path)) || TOKEN_PARAMETER.test(url.slice(query));
  return secret ? `${path}?[redacted]` : url;
}

/** Fastify's request serializer with the URL made loggable (and no headers, as by default). */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Log fields never written: credentials in headers and bodies, and the links of mail kept in the outbox (they hold
 * one-time tokens; the embedded demo's outbox page shows them to an administrator instead).
 */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'body.password',
  'links',
  'link',
  'token',
];
