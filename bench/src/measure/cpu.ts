// CPU time used by the API process and by the PostgreSQL backends of the bench database (Linux /proc; PostgreSQL on
// the same machine). On a machine others share, requests a second follow whatever else runs; CPU milliseconds per
// request do much less, and they show which side (Node or PostgreSQL) a change saved.
import fs from 'node:fs';

/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in these ticks. */
const TICKS_PER_SECOND = 100;

export interface CpuSnapshot {
  api: number;
  postgres: Map<number, number>;
}

/** utime + stime of a process in seconds, or null when it is gone. */
export function processCpuSeconds(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces; the fields after it are space-separated.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** The PostgreSQL backends connected to `database` (their process title names it). */
function postgresBackends(database: string): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (title.startsWith('postgres: ') && title.split(' ').includes(database)) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

export const cpuMeasurable = () => process.platform === 'linux' && fs.existsSync('/proc/self/stat');

export function cpuSnapshot(apiPid: number, database: string): CpuSnapshot {
  const postgres = new Map<number, number>();
  for (const pid of postgresBackends(database)) {
    const seconds = processCpuSeconds(pid);
    if (seconds !== null) postgres.set(pid, seconds);
  }
  return { api: processCpuSeconds(apiPid) ?? 0, postgres };
}

/** CPU seconds of the API and of PostgreSQL between two snapshots (a backend started meanwhile counts from zero). */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot): { apiSeconds: number; postgresSeconds: number } {
  let postgresSeconds = 0;
  for (const [pid, seconds] of after.postgres) postgresSeconds += seconds - (before.postgres.get(pid) ?? 0);
  return { apiSeconds: after.api - before.api, postgresSeconds };
}
