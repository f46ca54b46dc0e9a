// Cross-origin access for the embeddable calculator (mfe-calculator's embed.js on the marketing site):
// ONLY the two public, token-free routes it calls answer cross-origin requests. No credentials are
// involved (the embed sends none), so any origin may call them; every other route stays same-origin.
import { globalPlugin } from '../lib/plugin.ts';

/** Path -> the methods the embed uses on it. */
export const PUBLIC_CORS_ROUTES: Readonly<Record<string, readonly string[]>> = {
  '/api/v1/AdminState': ['GET'],
  '/api/v1/PaymentCalculator/calculate': ['POST'],
};

export const publicCorsPlugin = globalPlugin(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    const methods = PUBLIC_CORS_ROUTES[request.url.split('?')[0]!];
    if (!methods) return;
    reply.header('access-control-allow-origin', '*');
    if (request.method !== 'OPTIONS') return;
    // The preflight of the embed's JSON POST.
    reply.header('access-control-allow-methods', [...methods, 'OPTIONS'].join(', '));
    reply.header('access-control-allow-headers', 'content-type, accept');
    reply.header('access-control-max-age', '600');
    return reply.code(204).send();
  });
});
