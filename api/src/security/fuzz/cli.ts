// npm run fuzz -- --runs 10000 [--seed 42]: the long fuzzing run, on a fresh embedded database (or on a fresh
// PostgreSQL database of the server in TEST_DATABASE_URL with --postgres). The runs are spread over every target.
import crypto from 'node:crypto';
import { parseArgs } from 'node:util';
import { buildApp } from '../../app.ts';
import { adminQuery, testConfig } from '../../test-support/databases.ts';
import type { DatabaseConfig } from '../../config.ts';
import { buildWorld } from '../world.ts';
import { fuzzApi } from './fuzz.ts';
import { FUZZ_TARGETS } from './targets.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '20261124' },
    postgres: { type: 'boolean', default: false },
  },
});
const perTarget = Math.ceil(Number(values.runs) / FUZZ_TARGETS.length);
let database: DatabaseConfig = { kind: 'pglite', dir: null };
let dropName: string | null = null;
if (values.postgres) {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error('--postgres needs TEST_DATABASE_URL');
  dropName = `litfund_fuzz_${crypto.randomBytes(5).toString('hex')}`;
  await adminQuery(server, `CREATE DATABASE ${dropName}`);
  const url = new URL(server);
  url.pathname = `/${dropName}`;
  database = { kind: 'postgres', url: url.toString() };
}
const app = await buildApp(testConfig(database));
const started = Date.now();
try {
  await app.ready();
  const report = await fuzzApi(app, await buildWorld(app), perTarget, Number(values.seed));
  console.log(
    `fuzz: ${report.cases} cases on ${FUZZ_TARGETS.length} requests (${perTarget} each, seed ${values.seed}, ${database.kind}) in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  console.log('fuzz: answers by status', report.byStatus);
  for (const failure of report.failures) console.error(`fuzz: FAILED ${failure}`);
  process.exitCode = report.failures.length ? 1 : 0;
} finally {
  await app.close();
  if (dropName) await adminQuery(process.env.TEST_DATABASE_URL!, `DROP DATABASE IF EXISTS ${dropName} WITH (FORCE)`);
}
