// The check-in schedule on two API instances sharing one PostgreSQL database (two apps, two connection pools): both
// run their passes at once, again and again, and every due check-in is mailed exactly once.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { adminQuery, testConfig } from '../test-support/databases.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const clock = new Date('2026-11-20T15:00:00.000Z');

(serverUrl ? describe : describe.skip)('check-ins on two API instances on one PostgreSQL database', () => {
  const dbName = `litfund_checkin_two_${crypto.randomBytes(5).toString('hex')}`;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    await adminQuery(serverUrl!, `CREATE DATABASE ${dbName}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${dbName}`;
    const config = testConfig({ kind: 'postgres', url: url.toString() }, { now: () => clock });
    // A migrates and seeds first; B then starts on the same database.
    a = await buildApp(config);
    await a.ready();
    b = await buildApp(config);
    await b.ready();
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await adminQuery(serverUrl!, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  it('passes racing on both instances mail each due check-in once', async () => {
    const passes = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? b : a).checkIns.runOnce()));
    const sent = passes.reduce((n, p) => n + p.sent, 0);
    expect(sent).toBeGreaterThan(0);
    const rows = await a.db.selectFrom('check_ins').select(['contract_id', 'state']).execute();
    expect(rows.every((r) => r.state === 'sent')).toBe(true);
    expect(new Set(rows.map((r) => r.contract_id)).size).toBe(rows.length);
    expect(rows).toHaveLength(sent);
    const mails = await a.db
      .selectFrom('outbox')
      .select('subject')
      .where('subject', 'like', 'How is the case going?%')
      .execute();
    expect(mails).toHaveLength(sent);
    // One mail per contract: each subject names its contract once.
    expect(new Set(mails.map((m) => m.subject)).size).toBe(mails.length);
    // Later passes on either instance find nothing more to send.
    const again = await Promise.all([a.checkIns.runOnce(), b.checkIns.runOnce()]);
    expect(again.map((p) => p.sent + p.reminded)).toEqual([0, 0]);
  }, 60_000);

  it('a reminder is mailed once when both instances find it due at once', async () => {
    const later = new Date(clock.getTime() + 15 * 24 * 60 * 60 * 1000);
    const lateConfig = { now: () => later };
    Object.assign(a.config, lateConfig);
    Object.assign(b.config, lateConfig);
    const passes = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? b : a).checkIns.runOnce()));
    const reminded = passes.reduce((n, p) => n + p.reminded, 0);
    const open = await a.db.selectFrom('check_ins').select('id').where('state', '=', 'sent').execute();
    expect(reminded).toBe(open.length);
    const mails = await a.db.selectFrom('outbox').select('id').where('subject', 'like', 'Reminder:%').execute();
    expect(mails).toHaveLength(open.length);
  }, 60_000);
});
