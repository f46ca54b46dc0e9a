// The raw-data report (POST /Report/createReport/all) over the newest `contracts` contracts: how long it takes and how
// much the API process's resident memory grows while it streams (sampled from /proc, Linux).
import fs from 'node:fs';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { RAW_REPORT_FIELDS } from '@litfund/domain';
import type { Database } from 'api/src/db/schema.ts';

export interface ReportResult {
  contracts: number;
  seconds: number;
  bytes: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssGrowthMb: number;
}

const rssMb = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
};
const ddmmyyyy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

export async function measureReport(
  db: Kysely<Database>,
  baseUrl: string,
  pid: number,
  adminToken: string,
  contracts: number,
): Promise<ReportResult> {
  // The period that holds the newest `contracts` contracts (creation days, as the report filters them).
  const { rows } = await sql<{ from: string; to: string; n: number }>`
    select min(d)::text as from, max(d)::text as to, count(*)::int as n from (
      select created_at::date as d from contracts where parent_contract_id is null order by created_at desc limit ${contracts}) newest`.execute(
    db,
  );
  const period = rows[0]!;
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}/api/v1/Report/createReport/all`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({
        from: ddmmyyyy(period.from),
        to: ddmmyyyy(period.to),
        exportPropertiesList: [...RAW_REPORT_FIELDS],
      }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`report answered ${response.status}: ${text.slice(0, 300)}`);
    const seconds = (performance.now() - started) / 1000;
    peak = Math.max(peak, rssMb(pid));
    const round = (value: number) => Math.round(value * 10) / 10;
    return {
      contracts: period.n,
      seconds: round(seconds),
      bytes: text.length,
      rssBeforeMb: round(before),
      rssPeakMb: round(peak),
      rssGrowthMb: round(peak - before),
    };
  } finally {
    clearInterval(sampler);
  }
}
