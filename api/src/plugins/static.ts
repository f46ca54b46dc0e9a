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

/** webpack's content hash in a file name (`236.4b6825f39bbf39eb6af2.js`): the name changes whenever the content does. */
const CONTENT_HASHED = /\.[0-9a-f]{20}\.[a-z]+$/;

/**
 * A CDN's rules: a content-hashed file never changes under its name, so browsers keep it a year without asking;
 * every other file (index.html, remoteEntry.js, mf-manifest.json, embed.js, main.js) is revalidated on each load,
 * so a deploy or a rollback is seen at once.
 */
export function cacheControlFor(filePath: string): string {
  // a precompressed copy (file.js.br, file.js.gz) is the file it was made from
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  return CONTENT_HASHED.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function setCacheHeaders(reply: FastifyReply, filePath: string) {
  reply.header('cache-control', cacheControlFor(filePath));
}

// The builds write file.br and file.gz beside each text file (shared-ui/webpack): sent by Accept-Encoding.
const SERVING = { wildcard: true, preCompressed: true, cacheControl: false, setHeaders: setCacheHeaders } as const;

/** The build-time prerendered pages (`shell/dist/prerendered/login.html` answers `/login`), by path. */
function prerenderedPages(shellDist: string): Set<string> {
  const folder = path.join(shellDist, 'prerendered');
  if (!fs.existsSync(folder)) return new Set();
  return new Set(
    fs
      .readdirSync(folder)
      .filter((file) => file.endsWith('.html'))
      .map((file) => `/${file.slice(0, -'.html'.length)}`),
  );
}

/** Whether the request carries the portal's session cookie (set by the browser app at sign in). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return /(?:^|;)\s*token=[^;\s]/.test(cookieHeader ?? '');
}

/**
 * The shell's HTML for a page path: a public page's prerendered first view, or index.html (the frame with a loading
 * skeleton). A signed-in visitor always gets the frame: the prerendered pages are what a signed-out visitor sees (the
 * sign-in form, Login and Registration in the header), which must not flash before the user's own page.
 */
export function shellFileFor(pathname: string, signedIn: boolean, prerendered: ReadonlySet<string>): string {
  return !signedIn && prerendered.has(pathname) ? `prerendered${pathname}.html` : 'index.html';
}

function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || accept.includes('*/*');
}

/** A request naming a precompressed copy itself (`/236.<hash>.js.br`), percent-encoded or not. */
export function namesCompressedCopy(url: string): boolean {
  const pathname = url.split('?')[0]!;
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // a malformed escape: judged as written
  }
  return /\.(br|gz)\/*$/i.test(decoded);
}

/** Registers static serving; sets the not-found handler (history fallback when the shell is served). */
export async function registerStatic(app: FastifyInstance, root: string) {
  // The .br and .gz copies are served in place of their file by Accept-Encoding; asked for by name they would go out
  // as octet-stream (or encoded twice), so they are not there.
  app.addHook('onRequest', async (request, reply) => {
    if (namesCompressedCopy(request.url)) return jsonNotFound(request, reply);
  });
  const shellDist = path.join(root, 'shell', 'dist');
  const hasShell = fs.existsSync(path.join(shellDist, 'index.html'));
  const prerendered = hasShell ? prerenderedPages(shellDist) : new Set<string>();
  let decorated = false;
  if (hasShell) {
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      decorateReply: true,
      index: ['index.html'],
      ...SERVING,
    });
    decorated = true;
  }
  for (const name of Object.values(REMOTE_PACKAGES)) {
    const dist = path.join(root, name, 'dist');
    if (!fs.existsSync(dist)) continue;
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/remotes/${name}/`,
      decorateReply: !decorated,
      ...SERVING,
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
    if (fallback) {
      const file = shellFileFor(pathname, hasSessionCookie(request.headers.cookie), prerendered);
      // the answer depends on the session cookie: a shared cache must not give one visitor's page to another
      return reply
        .type('text/html')
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie')
        .sendFile(file, shellDist);
    }
    return jsonNotFound(request, reply);
  });
}
