// Independent deploys: a remote built on its own (its own webpack run, into
// a temporary folder), served from its own origin by a static server configured like a CDN, and a portal (the API
// serving the shell) that learns where that remote lives only from REMOTE_<NAME>_URL.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const REPO = fileURLToPath(new URL('../../', import.meta.url));
const SHARED_UI_VERSION: string = JSON.parse(
  fs.readFileSync(path.join(REPO, 'shared-ui', 'package.json'), 'utf8'),
).version;

/** The next minor version of the shared-ui the shell is built with (1.0.0 -> 1.1.0). */
export function newerSharedUiVersion(): string {
  const [major, minor] = SHARED_UI_VERSION.split('.').map(Number);
  if (major === undefined || minor === undefined)
    throw new Error(`shared-ui has no major.minor version: ${SHARED_UI_VERSION}`);
  return `${major}.${minor + 1}.0`;
}

/** Runs a command to its end; rejects with the tail of its output when it fails. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`)),
    );
  });
}

/**
 * A production build of the remote `app` (an `mfe-*` folder) into `outDir`, with nothing but its own webpack config.
 * `sharedUiVersion` builds it as if against that shared-ui (LITFUND_SHARED_UI_VERSION, read by shared-ui/webpack).
 */
export async function buildRemote(app: string, outDir: string, sharedUiVersion?: string): Promise<void> {
  const env = { ...process.env, LITFUND_SHARED_UI_VERSION: sharedUiVersion };
  if (!sharedUiVersion) delete env.LITFUND_SHARED_UI_VERSION;
  await run(
    'npx',
    ['webpack-cli', 'build', '--mode', 'production', '--output-path', outDir],
    path.join(REPO, app),
    env,
  );
}

export interface ServedRequest {
  method: string;
  path: string;
  origin?: string;
  status: number;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
/** Files whose names carry no content hash: revalidated on every load; hashed chunks are immutable. */
const UNHASHED = new Set(['/mf-manifest.json', '/mf-stats.json', '/remoteEntry.js', '/main.js', '/index.html']);

/**
 * A static file server for `dir` under `basePath` (e.g. /mfe-calculator/) on its own origin (127.0.0.1, a free port),
 * set up as a CDN in front of a remote would be: CORS allowed for the portal's origin only (the shell fetches the
 * manifest with fetch()), preflights answered, nosniff, long caching for hashed chunks. Every request is recorded,
 * with its path under `basePath`.
 */
export async function serveLikeCdn(dir: string, basePath: string, portalOrigin: string) {
  const requests: ServedRequest[] = [];
  const server = http.createServer((request, response) => {
    const full = decodeURIComponent(new URL(request.url ?? '/', 'http://cdn').pathname);
    const pathname = full.startsWith(basePath) ? `/${full.slice(basePath.length)}` : full;
    const origin = request.headers.origin;
    const finish = (status: number, headers: Record<string, string> = {}, body?: Buffer) => {
      requests.push({ method: request.method ?? 'GET', path: pathname, origin, status });
      response.writeHead(status, { 'x-content-type-options': 'nosniff', vary: 'Origin', ...headers });
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    const cors: Record<string, string> = origin === portalOrigin ? { 'access-control-allow-origin': origin } : {};
    if (request.method === 'OPTIONS') {
      return finish(204, {
        ...cors,
        'access-control-allow-methods': 'GET, HEAD',
        'access-control-allow-headers': 'accept, content-type',
        'access-control-max-age': '600',
      });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return finish(405, { allow: 'GET, HEAD, OPTIONS' });
    const file = path.join(dir, pathname);
    if (
      !full.startsWith(basePath) ||
      !file.startsWith(dir + path.sep) ||
      !fs.existsSync(file) ||
      !fs.statSync(file).isFile()
    )
      return finish(404, cors);
    finish(
      200,
      {
        ...cors,
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': UNHASHED.has(pathname) ? 'no-cache' : 'public, max-age=31536000, immutable',
      },
      fs.readFileSync(file),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    base: `${origin}${basePath}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * The API (serving the built shell) on `port`, on a new embedded database, with `env` (REMOTE_*_URL) added; exactly
 * how production starts it (NODE_ENV=production npm run start -w api). Resolves once /api/health answers.
 */
export async function startPortal(port: number, dataDir: string, env: Record<string, string>) {
  const child = spawn('npm', ['run', 'start', '-w', 'api'], {
    cwd: REPO,
    detached: true, // its own process group: stop() ends npm and the node it started together
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOGIN_MAX_FAILURES: '1000',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  // npm exits at once on SIGTERM while the server it started is still closing its database: wait for the whole
  // process group (SIGKILL after 15 s), or removing the data folder races with the server's last writes.
  const groupAlive = () => {
    try {
      process.kill(-child.pid!, 0);
      return true;
    } catch {
      return false;
    }
  };
  const stop = async () => {
    if (groupAlive()) process.kill(-child.pid!, 'SIGTERM');
    for (let waited = 0; groupAlive() && waited < 17_000; waited += 100) {
      if (waited === 15_000) process.kill(-child.pid!, 'SIGKILL');
      await sleep(100);
    }
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API on port ${port} exited ${child.exitCode}:\n${stderr}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The API on port ${port} did not become healthy:\n${stderr}`);
    }
    await sleep(250);
  }
}

export interface IndependentDeploy {
  /** The portal's origin, http://localhost:<port> (another host than the remote's 127.0.0.1). */
  portal: string;
  /** The remote's origin, the URL of its folder there, its manifest's URL, and what its server answered. */
  remote: { origin: string; base: string; manifest: string; requests: ServedRequest[] };
  close: () => Promise<void>;
}

export interface DeployOptions {
  app: string;
  remoteEnv: string;
  portalPort: number;
  sharedUiVersion?: string;
}

/**
 * Builds `app` on its own, serves it from its own origin and starts a portal whose `remoteEnv` (e.g.
 * REMOTE_CALCULATOR_URL) points at it. The build and the API start run side by side.
 */
export async function deployRemoteElsewhere(options: DeployOptions): Promise<IndependentDeploy> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'litfund-deploy-'));
  const remoteDir = path.join(work, 'remote');
  const portal = `http://localhost:${options.portalPort}`;
  const cdn = await serveLikeCdn(remoteDir, `/${options.app}/`, portal);
  const manifest = `${cdn.base}mf-manifest.json`;
  const [built, started] = await Promise.allSettled([
    buildRemote(options.app, remoteDir, options.sharedUiVersion),
    startPortal(options.portalPort, path.join(work, 'data'), { [options.remoteEnv]: manifest }),
  ]);
  const close = async () => {
    if (started.status === 'fulfilled') await started.value.stop();
    await cdn.close();
    fs.rmSync(work, { recursive: true, force: true });
  };
  if (built.status === 'rejected' || started.status === 'rejected') {
    await close();
    throw built.status === 'rejected' ? built.reason : (started as PromiseRejectedResult).reason;
  }
  return { portal, remote: { origin: cdn.origin, base: cdn.base, manifest, requests: cdn.requests }, close };
}

/** Several deployments side by side (two builds on two cores take little longer than one); all or none. */
export async function deployAll(list: DeployOptions[]): Promise<IndependentDeploy[]> {
  const settled = await Promise.allSettled(list.map(deployRemoteElsewhere));
  const deployed = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = settled.find((result) => result.status === 'rejected');
  if (!failure) return deployed;
  await Promise.all(deployed.map((deploy) => deploy.close()));
  throw failure.reason;
}
