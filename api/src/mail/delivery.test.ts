// Delivery through a real SMTP server: queued while it is down, delivered once when it comes up; given up and sent
// again; two API instances on one PostgreSQL database never send a message twice.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import {
  adminQuery,
  bearer,
  describeEachDatabase,
  registration,
  testConfig,
  tokenFor,
  uniqueEmail,
} from '../test-support/databases.ts';
import { freePort, startSmtp, type TestSmtp } from '../test-support/smtp.ts';
import { describeFailure, retryDelayMs } from './delivery.ts';

const fast = { pollIntervalMs: 30, retryBaseMs: 50, giveUpAfterMs: 60_000 };

async function until<T>(
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const rowsTo = (app: FastifyInstance, to: string[]) =>
  app.db
    .selectFrom('outbox')
    .select(['id', 'to', 'status', 'attempts', 'last_error', 'sent_at'])
    .where('to', 'in', to)
    .orderBy('id')
    .execute();

describe('retry schedule', () => {
  it('doubles from the base and stops growing at an hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 60_000))).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(30, 60_000)).toBe(60 * 60 * 1000);
    // With the defaults a message is tried about 50 times over the 48 hours before it is given up.
    let elapsed = 0;
    let attempts = 0;
    while (elapsed < 48 * 60 * 60 * 1000) elapsed += retryDelayMs(++attempts, 60_000);
    expect(attempts).toBeGreaterThan(40);
  });

  it('keeps credentials and links out of the recorded error', () => {
    const error = Object.assign(
      new Error(
        'connect failed for smtp://mailer:s3cret@smtp.example.com:587 while sending https://portal.test/confirm-email?token=abc',
      ),
      { code: 'ECONNECTION' },
    );
    const text = describeFailure(error);
    expect(text).not.toContain('s3cret');
    expect(text).not.toContain('token=abc');
    expect(text).toMatch(/^ECONNECTION: /);
  });
});

let port = 0;
beforeAll(async () => {
  port = await freePort();
});

describeEachDatabase(
  'Mail delivery through SMTP',
  (ctx) => {
    let smtp: TestSmtp | null = null;
    afterEach(async () => {
      await smtp?.close();
      smtp = null;
    });

    it('queues mail while the SMTP server is down and delivers each message once when it comes up', async () => {
      const users = [registration(), registration(), registration()];
      for (const payload of users) {
        expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/Account/register', payload })).statusCode).toBe(
          200,
        );
      }
      const to = users.map((u) => u.email as string);
      // Down: every message is tried, fails, and waits for its retry.
      const failing = await until(
        () => rowsTo(ctx.app, to),
        (rows) => rows.length === 3 && rows.every((r) => r.attempts >= 2),
        'failed attempts',
      );
      expect(failing.every((r) => r.status === 'pending' && /ECONNREFUSED|ECONNECTION/.test(r.last_error ?? ''))).toBe(
        true,
      );

      smtp = await startSmtp(port);
      const sent = await until(
        () => rowsTo(ctx.app, to),
        (rows) => rows.every((r) => r.status === 'sent'),
        'delivery',
      );
      expect(sent.every((r) => r.sent_at !== null && r.last_error === null)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 300)); // several more polls: nothing is sent again
      const mine = smtp.received.filter((m) => to.includes(m.to[0]!));
      expect(mine.map((m) => m.to[0]).sort()).toEqual([...to].sort());
      expect(mine.every((m) => m.subject === 'Confirm your LitFund email address')).toBe(true);
      expect(mine[0]!.raw).toContain('/confirm-email?token=');
    });

    it("gives a refused recipient up at once, lists it for admins, and sends it again on an admin's retry", async () => {
      const refused = uniqueEmail('refused');
      let refusing = true;
      smtp = await startSmtp(port, { refuse: (address) => refusing && address === refused });
      await ctx.app.db.transaction().execute((trx) =>
        ctx.app.mailer.enqueue(trx, {
          to: refused,
          subject: 'Refused',
          text: 'Body https://portal.test/secret-link',
        }),
      );
      const [failed] = await until(
        () => rowsTo(ctx.app, [refused]),
        (rows) => rows[0]?.status === 'failed',
        'giving up',
      );
      expect(failed!.attempts).toBe(1);
      expect(failed!.last_error).toMatch(/550/);

      const admin = bearer(await tokenFor(ctx.app, 'admin@litfund.test', 'Admin123!'));
      const page = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/AdminMail?pageNumber=1&pageSize=50',
        headers: admin,
      });
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({ delivering: true });
      const listed = (page.json() as { items: Array<Record<string, unknown>> }).items.find((m) => m.id === failed!.id);
      expect(listed).toEqual({
        id: failed!.id,
        to: refused,
        subject: 'Refused',
        status: 'failed',
        attempts: 1,
        lastError: expect.stringMatching(/550/),
        createdAt: expect.any(String),
        sentAt: null,
        nextAttemptAt: null,
      });

      refusing = false;
      const retry = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/AdminMail/${failed!.id}/retry`,
        headers: admin,
      });
      expect(retry.statusCode).toBe(200);
      await until(
        () => rowsTo(ctx.app, [refused]),
        (rows) => rows[0]?.status === 'sent',
        'the retried message',
      );
      expect(smtp.received.filter((m) => m.to[0] === refused)).toHaveLength(1);
      const again = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/AdminMail/${failed!.id}/retry`,
        headers: admin,
      });
      expect(again.statusCode).toBe(409);
    });

    it('gives a message up when its retry period has run out', async () => {
      const to = uniqueEmail('late');
      await ctx.app.db
        .transaction()
        .execute((trx) => ctx.app.mailer.enqueue(trx, { to, subject: 'Late', text: 'Body' }));
      await ctx.app.db
        .updateTable('outbox')
        .set({ give_up_at: new Date(Date.now() + 150) })
        .where('to', '=', to)
        .execute();
      const [row] = await until(
        () => rowsTo(ctx.app, [to]),
        (rows) => rows[0]?.status === 'failed',
        'giving up',
        10_000,
      );
      expect(row!.attempts).toBeGreaterThanOrEqual(1);
    });

    it('sends nothing of a change that rolled back', async () => {
      smtp = await startSmtp(port);
      const to = uniqueEmail('rollback');
      await expect(
        ctx.app.db.transaction().execute(async (trx) => {
          await ctx.app.mailer.enqueue(trx, { to, subject: 'Never', text: 'Body' });
          throw new Error('the change fails');
        }),
      ).rejects.toThrow('the change fails');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await rowsTo(ctx.app, [to])).toEqual([]);
      expect(smtp.received.filter((m) => m.to[0] === to)).toEqual([]);
    });
    // Last: it stops this app's worker, as closing the app does (its preClose hook calls stop).
    it('stops by finishing the message in flight and handing back the claimed ones not yet tried', async () => {
      smtp = await startSmtp(port, { delayMs: 400 });
      const to = [uniqueEmail('close1'), uniqueEmail('close2'), uniqueEmail('close3')];
      await ctx.app.db.transaction().execute(async (trx) => {
        for (const address of to) await ctx.app.mailer.enqueue(trx, { to: address, subject: 'Closing', text: 'Body' });
      });
      await until(
        () => rowsTo(ctx.app, to),
        (rows) => rows.every((r) => r.attempts === 1),
        'the claim',
      );
      await ctx.app.mailer.delivery!.stop();
      const rows = await ctx.app.db
        .selectFrom('outbox')
        .select(['status', 'attempts', 'locked_until'])
        .where('to', 'in', to)
        .orderBy('id')
        .execute();
      expect(rows.map((r) => [r.status, r.attempts, r.locked_until])).toEqual([
        ['sent', 1, null],
        ['pending', 0, null],
        ['pending', 0, null],
      ]);
      expect(smtp.received.filter((m) => to.includes(m.to[0]!)).map((m) => m.to[0])).toEqual([to[0]]);
    });
  },
  () => ({ smtpUrl: `smtp://127.0.0.1:${port}`, mail: fast }),
);

const serverUrl = process.env.TEST_DATABASE_URL;
(serverUrl ? describe : describe.skip)('Two API instances on one PostgreSQL database', () => {
  const dbName = `litfund_test_${crypto.randomBytes(6).toString('hex')}`;
  const apps: FastifyInstance[] = [];
  let smtp: TestSmtp;
  beforeAll(async () => {
    await adminQuery(serverUrl!, `CREATE DATABASE ${dbName}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${dbName}`;
    const smtpPort = await freePort();
    smtp = await startSmtp(smtpPort, { delayMs: 5 });
    // One after the other: both would migrate and seed the new database at once otherwise.
    for (let i = 0; i < 2; i += 1) {
      // Each instance signs its mail with its own sender, so the test sees that both took part.
      const app = await buildApp(
        testConfig(
          { kind: 'postgres', url: url.toString() },
          {
            smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
            mailFrom: `instance${i}@litfund.test`,
            mail: { ...fast, pollIntervalMs: 10 },
          },
        ),
      );
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await smtp?.close();
    await adminQuery(serverUrl!, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  it('delivers each message exactly once', async () => {
    const to = Array.from({ length: 60 }, (_, i) => uniqueEmail(`shared${i}`));
    // Queued through both instances, half each, while both workers poll.
    await Promise.all(
      to.map((address, i) =>
        apps[i % 2]!.db.transaction().execute((trx) =>
          apps[i % 2]!.mailer.enqueue(trx, { to: address, subject: `Message ${i}`, text: 'Body' }),
        ),
      ),
    );
    await until(
      () => rowsTo(apps[0]!, to),
      (rows) => rows.length === to.length && rows.every((r) => r.status === 'sent'),
      'delivery of all 60',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const mine = smtp.received.filter((m) => to.includes(m.to[0]!)).map((m) => m.to[0]);
    expect(mine).toHaveLength(to.length);
    expect(new Set(mine).size).toBe(to.length);
    const senders = new Set(
      smtp.received.filter((m) => to.includes(m.to[0]!)).map((m) => /^From: (.*)$/m.exec(m.raw)?.[1]?.trim()),
    );
    expect(senders).toEqual(new Set(['instance0@litfund.test', 'instance1@litfund.test']));
  });
});
