// npm run bench -- --contracts 10000 [--skip-seed] [--only api,report,web,lighthouse] [--lighthouse-runs 3] [--duration 10]
//   [--connections 10] [--cases 'page 1;detail']
// DATABASE_URL names the PostgreSQL database (created and seeded when missing). Prints markdown tables and writes
// bench/results/<time>-<contracts>.json. No figure is asserted here: targets live in docs/performance.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { freePort, startApiProcess } from 'api/src/test-support/api-process.ts';
import { preparedDatabase } from './seed/database.ts';
import { BENCH_EMAIL, BENCH_PASSWORD, loadPortfolio } from './seed/load.ts';
import { portfolioSize } from './seed/portfolio.ts';
import { caseFacts, httpCases, selectCases } from './measure/http-cases.ts';
import { loadTest } from './measure/load-test.ts';
import { measureReport } from './measure/report-memory.ts';
import { measureWeb } from './measure/web.ts';
import { measureLighthouse } from './measure/lighthouse.ts';
import { markdownTable } from './report/table.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    contracts: { type: 'string', default: '10000' },
    'skip-seed': { type: 'boolean', default: false },
    only: { type: 'string', default: 'api,report,web,lighthouse' },
    'lighthouse-runs': { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    'report-contracts': { type: 'string', default: '100000' },
    cases: { type: 'string', default: '' },
  },
});
const only = new Set(values.only.split(','));
const size = portfolioSize(Number(values.contracts));
const log = (line: string) => console.log(`bench: ${line}`);

const handle = await preparedDatabase();
const results: Record<string, unknown> = {
  when: new Date().toISOString(),
  contracts: size.contracts,
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    loadAverage: os.loadavg(),
    node: process.version,
  },
};
let api: Awaited<ReturnType<typeof startApiProcess>> | null = null;
try {
  if (!values['skip-seed']) {
    const seeded = await loadPortfolio(handle.db, size, log);
    log(
      seeded.skipped
        ? `${size.contracts} contracts already loaded`
        : `loaded in ${seeded.seconds} s: ${JSON.stringify(seeded.rows)}`,
    );
    results.seed = seeded;
  }
  // BENCH_API_NODE_OPTIONS reaches the API process only, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' for a CPU profile.
  const nodeOptions: Record<string, string> = process.env.BENCH_API_NODE_OPTIONS
    ? { NODE_OPTIONS: process.env.BENCH_API_NODE_OPTIONS }
    : {};
  api = await startApiProcess(await freePort(), {
    DATABASE_URL: process.env.DATABASE_URL!,
    SEED_DEMO: 'false',
    LOGIN_MAX_FAILURES: '1000000',
    ...nodeOptions,
  });
  const login = async (email: string, password: string) => {
    const response = await fetch(`${api!.url}/api/v1/Account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const body = (await response.json()) as {
      accessToken: string;
      userId: number;
      role: string;
      userFirtsName: string;
      userLastName: string;
    };
    if (!body.accessToken) throw new Error(`cannot sign in as ${email}`);
    return body;
  };
  const admin = await login('admin@litfund.test', 'Admin123!');
  const attorney = await login(BENCH_EMAIL.attorney(1), BENCH_PASSWORD);
  const lawFirm = await login(BENCH_EMAIL.lawFirm(1), BENCH_PASSWORD);
  const client = await login(BENCH_EMAIL.client(1), BENCH_PASSWORD);
  const facts = await caseFacts(handle.db);

  if (only.has('api')) {
    const cases = selectCases(
      httpCases(
        {
          admin: admin.accessToken,
          attorney: attorney.accessToken,
          lawFirm: lawFirm.accessToken,
          client: client.accessToken,
        },
        facts,
      ),
      values.cases,
    );
    const http = await loadTest(api.url, cases, {
      connections: Number(values.connections),
      durationSeconds: Number(values.duration),
      cpu: {
        apiPid: api.child.pid!,
        database: decodeURIComponent(new URL(process.env.DATABASE_URL!).pathname.slice(1)),
      },
    });
    results.http = http;
    console.log(`\n### API, ${size.contracts} contracts, ${values.connections} connections x ${values.duration} s\n`);
    console.log(
      markdownTable(
        ['case', 'req/s', 'p50 ms', 'p99 ms', 'vs baseline', 'API CPU ms/req', 'PostgreSQL CPU ms/req', 'errors'],
        http.map((r) => [
          r.name,
          Math.round(r.requestsPerSecond),
          r.p50Ms,
          r.p99Ms,
          r.throughputVsBaseline,
          r.apiCpuMs ?? '-',
          r.postgresCpuMs ?? '-',
          r.errors + r.non2xx,
        ]),
      ),
    );
  }
  if (only.has('report')) {
    const report = await measureReport(
      handle.db,
      api.url,
      api.child.pid!,
      admin.accessToken,
      Number(values['report-contracts']),
    );
    results.report = report;
    console.log(`\n### Raw-data report\n`);
    console.log(
      markdownTable(
        ['contracts', 'seconds', 'response bytes', 'RSS before MB', 'RSS peak MB', 'RSS growth MB'],
        [[report.contracts, report.seconds, report.bytes, report.rssBeforeMb, report.rssPeakMb, report.rssGrowthMb]],
      ),
    );
  }
  if (only.has('web')) {
    if (!fs.existsSync(path.join(ROOT, 'shell/dist/index.html'))) {
      log('web: skipped, no production build (run npm run build first)');
    } else {
      const web = await measureWeb(api.url, facts.fundedId, {
        token: attorney.accessToken,
        userId: attorney.userId,
        role: attorney.role,
        name: `${attorney.userFirtsName} ${attorney.userLastName}`,
      });
      results.web = web;
      console.log(`\n### Browser, 4x CPU slowdown, cold cache\n`);
      console.log(
        markdownTable(
          ['page', 'scripts', 'JS gzip KiB', 'LCP ms', 'CLS'],
          web.pages.map((p) => [p.page, p.scripts, p.jsGzipKiB, p.lcpMs ?? '-', p.cls]),
        ),
      );
      console.log(`\nembed.js: ${web.embedJsGzipKiB} KiB gzipped`);
    }
  }
  if (only.has('lighthouse')) {
    if (!fs.existsSync(path.join(ROOT, 'shell/dist/index.html'))) {
      log('lighthouse: skipped, no production build (run npm run build first)');
    } else {
      const runs = Number(values['lighthouse-runs']);
      const pages = await measureLighthouse(
        api.url,
        facts.fundedId,
        {
          token: attorney.accessToken,
          userId: attorney.userId,
          role: attorney.role,
          name: `${attorney.userFirtsName} ${attorney.userLastName}`,
        },
        runs,
      );
      results.lighthouse = pages;
      console.log(`\n### Lighthouse, default mobile settings, median of ${runs} run(s) per page\n`);
      console.log(
        markdownTable(
          [
            'page',
            'performance',
            'FCP ms',
            'LCP ms',
            'TBT ms',
            'CLS',
            'transferred KiB',
            'JS KiB',
            'a11y',
            'best practices',
          ],
          pages.map((p) => [
            p.page,
            p.performance,
            p.fcpMs,
            p.lcpMs,
            p.tbtMs,
            p.cls,
            p.transferKiB,
            p.scriptKiB,
            p.accessibility,
            p.bestPractices,
          ]),
        ),
      );
    }
  }
} finally {
  await api?.stop();
  await handle.close();
}
const out = path.join(
  ROOT,
  'bench/results',
  `${new Date().toISOString().replace(/[:.]/g, '-')}-${size.contracts}.json`,
);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
log(`results in ${path.relative(ROOT, out)}`);
