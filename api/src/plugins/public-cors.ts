// Cross-origin access for the embeddable calculator (mfe-calculator's embed.js on the marketing site), with
// @fastify/cors: ONLY the two public, token-free routes it calls answer cross-origin requests. No credentials are
// involved (the embed sends none), so any origin may call them; every other route stays same-origin (no CORS header,
// and its preflight is the usual 404).
import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import type { FastifyRequest } from 'fastify';

/** Path -> the methods the embed uses on it. */
export const PUBLIC_CORS_ROUTES: Readonly<Record<string, readonly string[]>> = {
  '/api/v1/AdminState': ['GET'],
  '/api/v1/PaymentCalculator/calculate': ['POST'],
};

export const publicCorsPlugin = fp(
  async (app) => {
    await app.register(cors, {
      delegator: (request: FastifyRequest, callback) => {
        const methods = PUBLIC_CORS_ROUTES[request.url.split('?')[0] ?? ''];
        callback(
          null,
          methods
            ? {
                origin: '*',
                methods: [...methods, 'OPTIONS'],
                allowedHeaders: ['content-type', 'accept'],
                maxAge: 600,
                credentials: false,
              }
            : { origin: false },
        );
      },
    });
  },
  { name: 'public-cors' },
);
