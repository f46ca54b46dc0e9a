// What the browser pays for a first visit (issue 7): gzipped JavaScript of the first page of /login,
// /payment-calculator and /contract-page (shell, shared modules and the remote together) and of embed.js, and LCP
// and CLS in Chromium at 4x CPU slowdown from a cold cache (a new browser context per page).
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';

export interface WebResult {
  page: string;
  scripts: number;
  jsGzipKiB: number;
  lcpMs: number | null;
  cls: number;
}
/** LCP of every run, the figure shown being their median. */
export interface WebSummary extends WebResult {
  lcpRunsMs: Array<number | null>;
}
export interface SignedIn {
  token: string;
  userId: number;
  role: string;
  name: string;
}

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Largest Contentful Paint and Cumulative Layout Shift as the page's own PerformanceObservers report them. */
const VITALS_SCRIPT = `(() => {
  window.__vitals = { lcp: null, cls: 0 };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__vitals.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__vitals.cls += e.value; }).observe({ type: 'layout-shift', buffered: true });
})()`;

/** The cookies the portal sets at sign-in, for `url`'s host: a page opened with them is signed in. */
export function sessionCookies(url: string, session: SignedIn) {
  const { hostname } = new URL(url);
  const values = {
    token: session.token,
    currentUserId: String(session.userId),
    currentUserRole: session.role,
    currentUserStatus: 'Approved',
    currentUserName: session.name,
  };
  return Object.entries(values).map(([name, value]) => ({
    name,
    value: encodeURIComponent(value),
    domain: hostname,
    path: '/',
  }));
}

async function measurePage(
  browser: Browser,
  baseUrl: string,
  path: string,
  session: SignedIn | null,
): Promise<WebResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (session) await context.addCookies(sessionCookies(baseUrl, session));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(VITALS_SCRIPT);
  let gzipBytes = 0;
  let scripts = 0;
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => {
          scripts += 1;
          gzipBytes += zlib.gzipSync(body, { level: 9 }).length;
        },
        () => undefined,
      ),
    );
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  // The page is there when its remote has drawn the page's heading (network idleness alone can come before the
  // shell, slowed 4x, even asks for the remote).
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const vitals = await page.evaluate(
    () => (window as unknown as { __vitals: { lcp: number | null; cls: number } }).__vitals,
  );
  await Promise.all(pending);
  await context.close();
  return {
    page: path,
    scripts,
    jsGzipKiB: kib(gzipBytes),
    lcpMs: vitals.lcp === null ? null : Math.round(vitals.lcp),
    cls: Math.round(vitals.cls * 1000) / 1000,
  };
}

/**
 * One figure per page from several cold loads: LCP at 4x slowdown varies from run to run with whatever else the
 * machine is doing, so the median of the runs; CLS the worst run; bytes and scripts do not vary (the first run).
 */
export function summarizeRuns(runs: readonly WebResult[]): WebSummary {
  const lcps = runs.map((run) => run.lcpMs);
  const measured = lcps.filter((lcp): lcp is number => lcp !== null).sort((a, b) => a - b);
  const middle = Math.floor(measured.length / 2);
  const median =
    measured.length === 0
      ? null
      : measured.length % 2
        ? measured[middle]!
        : Math.round((measured[middle - 1]! + measured[middle]!) / 2);
  const [first] = runs;
  if (!first) throw new Error('No run to summarize');
  return { ...first, lcpMs: median, cls: Math.max(...runs.map((run) => run.cls)), lcpRunsMs: lcps };
}

async function measurePageRuns(
  browser: Browser,
  baseUrl: string,
  path: string,
  session: SignedIn | null,
  runs: number,
): Promise<WebSummary> {
  const results: WebResult[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await measurePage(browser, baseUrl, path, session));
  return summarizeRuns(results);
}

export async function measureWeb(
  baseUrl: string,
  contractId: number,
  session: SignedIn,
  runs = 5,
): Promise<{ pages: WebSummary[]; embedJsGzipKiB: number }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const pages = [
      await measurePageRuns(browser, baseUrl, '/login', null, runs),
      await measurePageRuns(browser, baseUrl, '/payment-calculator', null, runs),
      await measurePageRuns(browser, baseUrl, `/contract-page?${contractId}`, session, runs),
    ];
    const embed = await fetch(`${baseUrl}/remotes/mfe-calculator/embed.js`);
    if (!embed.ok) throw new Error(`embed.js answered ${embed.status}`);
    const embedJsGzipKiB = kib(zlib.gzipSync(Buffer.from(await embed.arrayBuffer()), { level: 9 }).length);
    return { pages, embedJsGzipKiB };
  } finally {
    await browser.close();
  }
}
