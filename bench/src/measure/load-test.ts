// One autocannon run per case against the running API; every figure is also given relative to the baseline.
import autocannon from 'autocannon';
import type { HttpCase } from './http-cases.ts';
import { cpuBetween, cpuMeasurable, cpuSnapshot } from './cpu.ts';

export interface HttpResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** requests per second as a share of the baseline's (1 = as fast as /api/health). */
  throughputVsBaseline: number;
  /** CPU milliseconds per request of the API process and of the database's PostgreSQL backends (null: not measured). */
  apiCpuMs: number | null;
  postgresCpuMs: number | null;
}

/** Whose CPU to count: the API process and the PostgreSQL backends of this database (same machine). */
export interface CpuTarget {
  apiPid: number;
  database: string;
}

export async function loadTest(
  baseUrl: string,
  cases: readonly HttpCase[],
  options: { connections: number; durationSeconds: number; cpu?: CpuTarget },
): Promise<HttpResult[]> {
  const cpu = options.cpu && cpuMeasurable() ? options.cpu : undefined;
  const results: HttpResult[] = [];
  for (const c of cases) {
    // First check the request works: a benchmark of 401s or 404s measures nothing.
    const check = await fetch(`${baseUrl}${c.path}`, {
      method: c.method,
      headers: headersOf(c),
      body: c.body === undefined ? undefined : JSON.stringify(c.body),
    });
    if (!check.ok) throw new Error(`${c.name}: ${c.method} ${c.path} answered ${check.status} ${await check.text()}`);
    const before = cpu && cpuSnapshot(cpu.apiPid, cpu.database);
    const run = await autocannon({
      url: `${baseUrl}${c.path}`,
      method: c.method,
      headers: headersOf(c),
      body: c.body === undefined ? undefined : JSON.stringify(c.body),
      connections: options.connections,
      duration: options.durationSeconds,
    });
    const used = before && cpuBetween(before, cpuSnapshot(cpu.apiPid, cpu.database));
    const perRequest = (seconds: number) =>
      Math.round(((seconds * 1000) / Math.max(1, run.requests.total)) * 1000) / 1000;
    results.push({
      name: c.name,
      requestsPerSecond: run.requests.average,
      p50Ms: run.latency.p50,
      p99Ms: run.latency.p99,
      errors: run.errors,
      non2xx: run.non2xx,
      throughputVsBaseline: 0,
      apiCpuMs: used ? perRequest(used.apiSeconds) : null,
      postgresCpuMs: used ? perRequest(used.postgresSeconds) : null,
    });
  }
  const baseline = results[0]?.requestsPerSecond || 1;
  return results.map((r) => ({
    ...r,
    throughputVsBaseline: Math.round((r.requestsPerSecond / baseline) * 1000) / 1000,
  }));
}

function headersOf(c: HttpCase): Record<string, string> {
  return {
    ...(c.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(c.token ? { authorization: `Bearer ${c.token}` } : {}),
  };
}
