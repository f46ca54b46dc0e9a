// Production serving: the built shell at / (history fallback to index.html) and each remote's dist at
// /remotes/<mfe-name>/. Only when <repo>/shell/dist/index.html exists (the shell) or <repo>/<mfe>/dist exists.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jsonNotFound } from './errors.ts';

export const REMOTE_PACKAGES = {
  account: 'mfe-account',
  contracts: 'mfe-contracts',
  admin: 'mfe-admin',
  calculator: 'mfe-calculator',
} as const;

/** Files whose names carry no content hash must be revalidated on every load. */
function setCacheHeaders(reply: FastifyReply, filePath: string) {
  const name = path.basename(filePath);
  if (name === 'index.html' || name === 'remoteEntry.js' || name === 'mf-manifest.json' || name === 'embed.js') {
    reply.header('cache-control', 'no-cache');
  }
}

function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || accept.includes('*/*');
}

/** Registers static serving; sets the not-found handler (history fallback when the shell is served). */
export async function registerStatic(app: FastifyInstance, root: string) {
  const shellDist = path.join(root, 'shell', 'dist');
  const hasShell = fs.existsSync(path.join(shellDist, 'index.html'));
  let decorated = false;
  if (hasShell) {
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      wildcard: true,
      decorateReply: true,
      index: ['index.html'],
      setHeaders: setCacheHeaders,
    });
    decorated = true;
  }
  for (const name of Object.values(REMOTE_PACKAGES)) {
    const dist = path.join(root, name, 'dist');
    if (!fs.existsSync(dist)) continue;
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/remotes/${name}/`,
      wildcard: true,
      decorateReply: !decorated,
      setHeaders: setCacheHeaders,
    });
    decorated = true;
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const pathname = url.split('?')[0]!;
    // A page route gets the shell; a missing file (a last segment with an extension) stays a 404.
    const fallback =
      hasShell &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api') &&
      !url.startsWith('/remotes') &&
      !/\.[a-z0-9]+$/i.test(pathname) &&
      wantsHtml(request);
    if (fallback) return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html', shellDist);
    return jsonNotFound(request, reply);
  });
}
