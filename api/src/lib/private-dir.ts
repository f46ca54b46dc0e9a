import fs from 'node:fs';

/**
 * Creates `dir` if missing and makes it the service account's alone (0700, as PostgreSQL keeps its data directory):
 * the embedded database writes its files world-readable, and they hold password hashes and one-time links.
 */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
}
