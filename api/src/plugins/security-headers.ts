// Security headers on every response (@fastify/helmet): nosniff, the referrer policy, no framing, HSTS, and a Content
// Security Policy that lets scripts and connections come only from this origin and the configured remote origins
// (REMOTE_*_URL), styles inline only because Chakra's emotion writes <style> tags. The policy matters on the portal's
// HTML and the API docs (Swagger UI loads only its own files, so it needs nothing more); on other answers it is inert.
// Helmet's other headers stay off: Cross-Origin-Resource-Policy would stop other sites from loading the calculator's
// embed.js, and the rest were never part of the portal's answers.
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { Config } from '../config.ts';

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

export function portalCspDirectives(remotes: Config['remotes']): Record<string, string[]> {
  const from = ["'self'", ...remoteOrigins(remotes)];
  return {
    'default-src': ["'self'"],
    'script-src': from,
    'connect-src': from,
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: portalCspDirectives(app.config.remotes) },
      // Browsers honour HSTS only over https (RFC 6797, 8.1), so sending it on every answer changes nothing over http.
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true, preload: false },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: false,
      crossOriginResourcePolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xPoweredBy: false,
      xXssProtection: false,
    });
  },
  { name: 'security-headers' },
);
