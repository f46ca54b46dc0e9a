// A PostgreSQL cluster of the test's own (initdb in a temporary directory, its own port), so a test can stop and
// start the database under a running API without touching the machine's shared server. initdb refuses to run as
// root: as root the cluster belongs to the `postgres` user.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const BIN_DIRS = ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'];

export const clusterBinDir = (): string | null =>
  BIN_DIRS.find((dir) => fs.existsSync(path.join(dir, 'initdb'))) ?? null;

export interface PrivateCluster {
  url: string;
  start: () => void;
  /** Fast shutdown: open connections are ended, as in an outage or a restart. */
  stop: () => void;
  destroy: () => void;
}

export function createPrivateCluster(port: number): PrivateCluster {
  const bin = clusterBinDir();
  if (!bin) throw new Error('No PostgreSQL server binaries (initdb) on this machine');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'litfund-cluster-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const run = (tool: string, args: string[]) => {
    const command = path.join(bin, tool);
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
    else execFileSync(command, args, { stdio: 'pipe' });
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const cluster: PrivateCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']),
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    destroy: () => {
      try {
        cluster.stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return cluster;
}
