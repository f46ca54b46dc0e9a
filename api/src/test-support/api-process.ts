// A real API process (src/server.ts) for tests that need more than app.inject(): several instances on one database,
// crashes and restarts. It runs on the Node that runs the tests (Node 24 under npm), with its own port.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** What the process wrote to stderr, for failure messages. */
  stderr: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/** One random signing key per test run, shared by the processes it starts (so a token works on each of them). */
export const TEST_JWT_SECRET = crypto.randomBytes(32).toString('hex');

/** The first administrator's password of the processes' PostgreSQL databases (a deployment must choose one). */
export const TEST_ADMIN_PASSWORD = 'Process-Admin-2741';

/** A port that was free a moment ago (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} before it was healthy`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API at ${url} was not healthy within ${timeoutMs} ms`);
}

export async function startApiProcess(
  port: number,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['src/server.ts'], {
    cwd: API_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      JWT_SECRET: TEST_JWT_SECRET,
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      LOGIN_MAX_FAILURES: '1000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000);
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = (signal: NodeJS.Signals = 'SIGTERM') =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
      child.once('exit', (code) => resolve(code));
      child.kill(signal);
    });
  try {
    await waitForHealth(url, child, timeoutMs);
  } catch (error) {
    await stop('SIGKILL');
    throw new Error(`${(error as Error).message}\n${stderr}`, { cause: error });
  }
  return { url, child, stderr: () => stderr, stop };
}
