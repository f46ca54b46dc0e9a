// Lighthouse as a phone user meets the portal: the npm package's default mobile settings (simulated slow 4G, 4x CPU
// slowdown, a Moto G-sized screen) against the production build, in Debian's Chromium. Each run gets a new browser
// profile, so the cache is cold; the signed-in page gets the session cookies the portal sets at sign-in first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort } from 'api/src/test-support/api-process.ts';
import type { SignedIn } from './web.ts';
import { sessionCookies } from './web.ts';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKiB: number;
  scriptKiB: number;
}

export interface LighthouseSummary extends LighthouseRun {
  page: string;
  runs: number;
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The figures of one report; a missing audit is an error, not a zero. */
export function figuresOf(lhr: Pick<Result, 'categories' | 'audits'>): LighthouseRun {
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    if (value === null || value === undefined) throw new Error(`Lighthouse gave no ${id} score`);
    return Math.round(value * 100);
  };
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse gave no ${id}`);
    return value;
  };
  const summary = lhr.audits['resource-summary']?.details;
  const items =
    summary && 'items' in summary ? (summary.items as Array<{ resourceType: string; transferSize: number }>) : [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    transferKiB: kib(numeric('total-byte-weight')),
    scriptKiB: kib(items.find((item) => item.resourceType === 'script')?.transferSize ?? 0),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Each figure's median over the runs (Lighthouse's own advice for noisy runs: several, then the middle). */
export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun {
  if (!runs.length) throw new Error('No Lighthouse run to summarize');
  const keys = Object.keys(runs[0]!) as Array<keyof LighthouseRun>;
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as LighthouseRun;
}

async function runOnce(url: string, session: SignedIn | null): Promise<LighthouseRun> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'litfund-lighthouse-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    if (session) await context.addCookies(sessionCookies(url, session));
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // the session cookies must survive Lighthouse's reset; the new profile is the cold cache
      disableStorageReset: session !== null,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    return figuresOf(result.lhr);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

export async function measureLighthouse(
  baseUrl: string,
  contractId: number,
  session: SignedIn,
  runs = 3,
): Promise<LighthouseSummary[]> {
  const pages: Array<[string, SignedIn | null]> = [
    ['/login', null],
    ['/payment-calculator', null],
    [`/contract-page?${contractId}`, session],
  ];
  const summaries: LighthouseSummary[] = [];
  for (const [page, signedIn] of pages) {
    const results: LighthouseRun[] = [];
    for (let i = 0; i < runs; i += 1) results.push(await runOnce(`${baseUrl}${page}`, signedIn));
    summaries.push({ page, runs, ...medianRun(results) });
  }
  return summaries;
}
