// Security headers on every response; on the portal's HTML, a Content Security Policy that lets scripts and
// connections come only from this origin and the configured remote origins (REMOTE_*_URL), styles inline only
// because Chakra's emotion writes <style> tags, and no framing. API docs (/api/docs) keep Swagger UI's own needs.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { globalPlugin } from '../lib/plugin.ts';

/** The distinct origins of the configured remote manifests, in a stable order. */
export function remoteOrigins(remotes: Config['remotes']): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remotes)) {
    if (!url) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // a relative or malformed URL adds no origin: it is served from this one
    }
  }
  return [...origins].sort();
}

export function portalCsp(remotes: Config['remotes']): string {
  const others = remoteOrigins(remotes).join(' ');
  const from = (sources: string) => `${sources}${others ? ` ${others}` : ''}`;
  return [
    "default-src 'self'", `script-src ${from("'self'")}`, `connect-src ${from("'self'")}`, "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:", "font-src 'self' data:", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'",
  ].join('; ');
}

export const securityHeadersPlugin = globalPlugin(async (app) => {
  const csp = portalCsp(app.config.remotes);
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !request.url.startsWith('/api/docs')) reply.header('content-security-policy', csp);
    return payload;
  });
});
