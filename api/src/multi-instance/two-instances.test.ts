// Two API processes on one PostgreSQL database.
// 50 parallel requests, split between the instances, at each once-only action: exactly one succeeds, the rest are
// refused cleanly (4xx, never 5xx), and the database holds one result.
import crypto from 'node:crypto';
import pg from 'pg';
import { adminQuery, registration } from '../test-support/databases.ts';
import { TEST_ADMIN_PASSWORD, freePort, startApiProcess } from '../test-support/api-process.ts';
import type { ApiProcess } from '../test-support/api-process.ts';
import { contractForm, noon } from '../test-support/fixtures.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const PARALLEL = 50;

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

(serverUrl ? describe : describe.skip)('two API instances on one PostgreSQL database', () => {
  const dbName = `litfund_two_${crypto.randomBytes(5).toString('hex')}`;
  let databaseUrl = '';
  let a: ApiProcess;
  let b: ApiProcess;
  let admin = '';
  let clientId = 0;
  let sql: pg.Client;

  const call = async (
    instance: ApiProcess,
    method: string,
    url: string,
    body?: unknown,
    token?: string,
  ): Promise<Answer> => {
    const response = await fetch(`${instance.url}/api/v1/${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };
  /** PARALLEL requests, even ones to A and odd ones to B, all in flight at once. */
  const race = (makeBody: (i: number) => unknown, url: string, token?: string) =>
    Promise.all(Array.from({ length: PARALLEL }, (_, i) => call(i % 2 ? b : a, 'POST', url, makeBody(i), token)));
  const tally = (answers: Answer[]) => ({
    ok: answers.filter((r) => r.status >= 200 && r.status < 300).length,
    refused: answers.filter((r) => r.status >= 400 && r.status < 500).length,
    serverErrors: answers.filter((r) => r.status >= 500).map((r) => r.body),
  });

  beforeAll(async () => {
    await adminQuery(serverUrl!, `CREATE DATABASE ${dbName}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
    const env = { DATABASE_URL: databaseUrl, SEED_DEMO: 'true' };
    // A migrates and seeds first; B then starts on the same database (its migrator and seed find nothing to do).
    a = await startApiProcess(await freePort(), env);
    b = await startApiProcess(await freePort(), env);
    sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
    const login = await call(a, 'POST', 'Account/login', {
      email: 'admin@litfund.test',
      password: TEST_ADMIN_PASSWORD,
    });
    admin = String(login.body.accessToken);
    clientId = (await sql.query<{ id: number }>("select id from users where email = 'client@litfund.test'")).rows[0]!
      .id;
  }, 120_000);

  afterAll(async () => {
    await sql?.end();
    await Promise.all([a?.stop(), b?.stop()]);
    await adminQuery(serverUrl!, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  it('a session opened on one instance works on the other, and logging out on one ends it on both', async () => {
    const login = await call(b, 'POST', 'Account/login', { email: 'client@litfund.test', password: 'Client123!' });
    const token = String(login.body.accessToken);
    expect((await call(a, 'GET', `User/${clientId}`, undefined, token)).status).toBe(200);
    expect((await call(a, 'POST', 'Account/logOut', undefined, token)).status).toBe(200);
    expect((await call(b, 'GET', `User/${clientId}`, undefined, token)).status).toBe(401);
  });

  it('the login throttle counts failures on both instances together', async () => {
    const c = await startApiProcess(await freePort(), {
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      LOGIN_MAX_FAILURES: '4',
    });
    const d = await startApiProcess(await freePort(), {
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      LOGIN_MAX_FAILURES: '4',
    });
    try {
      const wrong = { email: 'lawfirm@litfund.test', password: 'not-the-password' };
      for (const instance of [c, d, c, d])
        expect((await call(instance, 'POST', 'Account/login', wrong)).status).toBe(403);
      // Four failures of one (account, IP) pair, two on each instance: the fifth is throttled on either, even with the right password.
      expect((await call(c, 'POST', 'Account/login', { ...wrong, password: 'LawFirm123!' })).status).toBe(429);
      expect((await call(d, 'POST', 'Account/login', { ...wrong, password: 'LawFirm123!' })).status).toBe(429);
    } finally {
      await Promise.all([c.stop(), d.stop()]);
    }
  }, 120_000);

  describe(`${PARALLEL} parallel once-only actions split between the instances`, () => {
    let contractId = 0;

    beforeAll(async () => {
      const created = await call(
        a,
        'POST',
        'Contract',
        contractForm(clientId, { amountRequested: 3000, caseId: 'GA-TWO-1' }),
        admin,
      );
      expect(created.status).toBe(200);
      contractId = Number(created.body.id);
      // A signed paper agreement as the client contract: CheckSent needs one.
      await sql.query(
        "insert into contract_files (contract_id, type, mime_type, file_name, content) values ($1, 2, 'application/pdf', 'paper.pdf', $2)",
        [contractId, Buffer.from('%PDF-1.4\n%%EOF\n')],
      );
    });

    it('approved amount: one success', async () => {
      const answers = await race(
        (i) => ({ amountApproved: { amount: 2000 + i } }),
        `Contract/${contractId}/update`,
        admin,
      );
      expect(tally(answers)).toEqual({ ok: 1, refused: PARALLEL - 1, serverErrors: [] });
      const { rows } = await sql.query('select amount_approved_cents from contracts where id = $1', [contractId]);
      expect(rows[0].amount_approved_cents).not.toBeNull();
    });

    it('CheckSent: one success and one history entry', async () => {
      const answers = await race(
        (i) => ({ contractsStatus: 'CheckSent', statusValue: 1000 + i, dateChange: noon('2026-11-02') }),
        `Contract/${contractId}/statusUpdate`,
        admin,
      );
      expect(tally(answers)).toEqual({ ok: 1, refused: PARALLEL - 1, serverErrors: [] });
      const { rows } = await sql.query(
        "select count(*)::int as n from contract_statuses where contract_id = $1 and status = 'CheckSent'",
        [contractId],
      );
      expect(rows[0].n).toBe(1);
    });

    it('reduced amount: one success', async () => {
      const answers = await race(
        (i) => ({ amountReduced: { amount: 500 + i } }),
        `Contract/${contractId}/update`,
        admin,
      );
      expect(tally(answers)).toEqual({ ok: 1, refused: PARALLEL - 1, serverErrors: [] });
    });

    it('registering one email: one account', async () => {
      const payload = registration();
      const answers = await race(() => payload, 'Account/register');
      expect(tally(answers)).toEqual({ ok: 1, refused: PARALLEL - 1, serverErrors: [] });
      const { rows } = await sql.query('select count(*)::int as n from users where email = $1', [payload.email]);
      expect(rows[0].n).toBe(1);
    });
  });
});
