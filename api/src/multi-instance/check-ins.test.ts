// The check-in schedule in two real API processes on one PostgreSQL database, each polling every 200 ms on its own
// timer: every due check-in of the demo portfolio is mailed exactly once, and stays so while both keep polling.
import crypto from 'node:crypto';
import pg from 'pg';
import { adminQuery } from '../test-support/databases.ts';
import { freePort, startApiProcess } from '../test-support/api-process.ts';
import type { ApiProcess } from '../test-support/api-process.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

(serverUrl ? describe : describe.skip)('check-ins from two API processes on one PostgreSQL database', () => {
  const dbName = `litfund_checkin_proc_${crypto.randomBytes(5).toString('hex')}`;
  let a: ApiProcess | undefined;
  let b: ApiProcess | undefined;
  let sql: pg.Client | undefined;

  afterAll(async () => {
    await sql?.end();
    await Promise.all([a?.stop(), b?.stop()]);
    await adminQuery(serverUrl!, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  it('mails each due check-in once while both processes poll', async () => {
    await adminQuery(serverUrl!, `CREATE DATABASE ${dbName}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${dbName}`;
    const env = { DATABASE_URL: url.toString(), SEED_DEMO: 'true', CHECK_IN_POLL_INTERVAL_MS: '200' };
    a = await startApiProcess(await freePort(), env);
    b = await startApiProcess(await freePort(), env);
    sql = new pg.Client({ connectionString: url.toString() });
    await sql.connect();
    const counts = async () => {
      const rows = await sql!.query<{ sent: number; contracts: number; mails: number }>(
        `select (select count(*)::int from check_ins where state = 'sent') as sent,
                (select count(distinct contract_id)::int from check_ins) as contracts,
                (select count(*)::int from outbox where subject like 'How is the case going?%') as mails`,
      );
      return rows.rows[0]!;
    };
    // The first passes start within 10 s of each start (many passes of each process race from then on).
    let seen = await counts();
    for (let waited = 0; seen.sent === 0 && waited < 40_000; waited += 500) {
      await sleep(500);
      seen = await counts();
    }
    expect(seen.sent).toBeGreaterThan(0);
    await sleep(3_000);
    const settled = await counts();
    expect(settled.mails).toBe(settled.sent);
    expect(settled.contracts).toBe(settled.sent);
    const subjects = await sql.query<{ subject: string; n: number }>(
      `select subject, count(*)::int as n from outbox where subject like 'How is the case going?%' group by subject having count(*) > 1`,
    );
    expect(subjects.rows).toEqual([]);
  }, 120_000);
});
