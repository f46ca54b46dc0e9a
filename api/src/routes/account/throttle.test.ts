import { MESSAGES } from '@litfund/domain';
import {
  createApprovedUser,
  describeEachDatabase,
  linkFromOutbox,
  registration,
  testConfig,
} from '../../test-support/databases.ts';
import { mailsTo, resetPassword } from '../../test-support/fixtures.ts';
import { ACCOUNT_DELAY_CAP_MS, accountDelayMs } from '../../lib/throttle.ts';
import { buildApp } from '../../app.ts';
import { trustProxyFrom } from '../../config.ts';

describe('accountDelayMs', () => {
  it('is nothing below the threshold, then doubles from 250 ms and never passes the cap', () => {
    expect([0, 2].map((n) => accountDelayMs(n, 3))).toEqual([0, 0]);
    expect([3, 4, 5, 6, 7, 8, 100, 10_000].map((n) => accountDelayMs(n, 3))).toEqual([
      250, 500, 1000, 2000, 4000, 4000, 4000, 4000,
    ]);
    expect(accountDelayMs(50, 0)).toBe(0);
  });
});

// LOGIN_MAX_FAILURES = 3 for this suite: 3 per (account, IP) pair, 15 per IP across accounts.
describeEachDatabase(
  'Login throttling',
  (ctx) => {
    const attempt = (email: string, password: string, ip: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/Account/login', payload: { email, password }, remoteAddress: ip });
    const pairRows = (email: string, ip: string) =>
      ctx.app.db.selectFrom('login_failures').select('id').where('key', '=', `pair:${email}|${ip}`).execute();

    it('answers 429 per (account, IP) after the maximum, even with the right password; another IP still signs in', async () => {
      const user = await createApprovedUser(ctx.app);
      for (let i = 0; i < 3; i += 1) expect((await attempt(user.email, 'Wrong1234', '10.0.0.1')).statusCode).toBe(403);
      const blocked = await attempt(user.email, user.password, '10.0.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: MESSAGES.tooManyAttempts });
      expect(await pairRows(user.email, '10.0.0.1')).toHaveLength(3);
      // The owner elsewhere is not locked out by the guesser.
      expect((await attempt(user.email, user.password, '10.0.0.2')).statusCode).toBe(200);
    });

    it('answers 429 per IP across accounts (unknown emails count) at five times the pair limit; old failures expire', async () => {
      const ip = '10.1.1.1';
      for (let i = 0; i < 15; i += 1)
        expect((await attempt(`ghost${i}@example.com`, 'Whatever1', ip)).statusCode).toBe(404);
      expect((await attempt('attorney@litfund.test', 'Attorney123!', ip)).statusCode).toBe(429);
      expect((await attempt('attorney@litfund.test', 'Attorney123!', '10.1.1.2')).statusCode).toBe(200);
      await ctx.app.db
        .updateTable('login_failures')
        .set({ at: new Date(Date.now() - 16 * 60 * 1000) })
        .where('key', '=', `ip:${ip}`)
        .execute();
      expect((await attempt('attorney@litfund.test', 'Attorney123!', ip)).statusCode).toBe(200);
    });

    it('never blocks an account: failures from many IPs only delay it, up to the cap', async () => {
      const user = await createApprovedUser(ctx.app);
      // 3 failures from each of 2 IPs: both pairs are at their limit; then as if 10 more IPs had failed too.
      for (let ip = 0; ip < 2; ip += 1) {
        for (let i = 0; i < 3; i += 1)
          expect((await attempt(user.email, 'Wrong1234', `10.5.0.${ip}`)).statusCode).toBe(403);
      }
      await ctx.app.db
        .insertInto('login_failures')
        .values(Array.from({ length: 10 }, () => ({ key: `account:${user.email}` })))
        .execute();
      const started = Date.now();
      const owner = await attempt(user.email, user.password, '10.5.1.1');
      const waited = Date.now() - started;
      expect(owner.statusCode).toBe(200);
      expect(waited).toBeGreaterThanOrEqual(ACCOUNT_DELAY_CAP_MS - 50);
      expect(waited).toBeLessThan(ACCOUNT_DELAY_CAP_MS + 3000);
    }, 30_000);

    it('counts parallel guesses atomically: of 150 at once, only the limit are evaluated', async () => {
      const user = await createApprovedUser(ctx.app);
      const answers = await Promise.all(
        Array.from({ length: 150 }, () => attempt(user.email, 'Wrong1234', '10.6.0.1')),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 403)).toHaveLength(3);
      expect(codes.filter((c) => c === 429)).toHaveLength(147);
      expect(await pairRows(user.email, '10.6.0.1')).toHaveLength(3);
    }, 60_000);

    it('a successful sign-in clears the failures of its pair', async () => {
      const user = await createApprovedUser(ctx.app);
      for (let i = 0; i < 2; i += 1) await attempt(user.email, 'Wrong1234', '10.2.0.1');
      expect((await attempt(user.email, user.password, '10.2.0.1')).statusCode).toBe(200);
      for (let i = 0; i < 2; i += 1) await attempt(user.email, 'Wrong1234', '10.2.0.1');
      expect((await attempt(user.email, user.password, '10.2.0.1')).statusCode).toBe(200);
    });

    it('failed sign-ins never block password reset, from the same IP either', async () => {
      const user = await createApprovedUser(ctx.app);
      for (let i = 0; i < 4; i += 1) await attempt(user.email, 'Wrong1234', '10.7.0.1');
      expect((await attempt(user.email, user.password, '10.7.0.1')).statusCode).toBe(429);
      const reset = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/Account/reset-password?email=${encodeURIComponent(user.email)}`,
        remoteAddress: '10.7.0.1',
      });
      expect(reset.statusCode).toBe(200);
    });

    it('throttles repeated registrations of existing emails from one IP', async () => {
      const register = (email: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/Account/register',
          remoteAddress: '10.9.9.9',
          payload: registration({ email }),
        });
      for (const email of ['attorney@litfund.test', 'client@litfund.test', 'lawfirm@litfund.test'])
        expect((await register(email)).statusCode).toBe(400);
      const blocked = await register('admin@litfund.test');
      expect(blocked.statusCode).toBe(429);
    });

    it('counts a correct password that opens nothing (a New account) like a failure: it cannot buy hashes without end', async () => {
      const payload = registration();
      expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/Account/register', payload })).statusCode).toBe(200);
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1)
        codes.push((await attempt(payload.email as string, payload.password as string, '10.2.2.2')).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
    });

    it('counts every registration per IP at five times the limit; the confirmation mail echoes nothing typed', async () => {
      const register = (i: number) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/Account/register',
          remoteAddress: '10.9.9.10',
          payload: registration({ email: `office${i}@example.com`, firstName: 'Call 555-0100 now' }),
        });
      const codes: number[] = [];
      for (let i = 0; i < 17; i += 1) codes.push((await register(i)).statusCode);
      expect(codes).toEqual([...Array<number>(15).fill(200), 429, 429]);
      const mails = await ctx.app.db
        .selectFrom('outbox')
        .select(['text', 'html'])
        .where('to', 'like', 'office%@example.com')
        .execute();
      expect(mails).toHaveLength(15);
      for (const mail of mails) expect(`${mail.text} ${mail.html}`).not.toContain('555-0100');
      // Another address is not held back by this one.
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/v1/Account/register',
            remoteAddress: '10.9.9.11',
            payload: registration({ email: 'office-b@example.com' }),
          })
        ).statusCode,
      ).toBe(200);
    });

    it('sends at most 5 reset mails per account in 15 minutes, also when asked in parallel; the rest are told to use them', async () => {
      const user = await createApprovedUser(ctx.app);
      const ask = () =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/v1/Account/reset-password?email=${encodeURIComponent(user.email)}`,
          remoteAddress: '10.12.0.1',
        });
      const answers = (await Promise.all(Array.from({ length: 12 }, ask))).map((a) => [a.statusCode, a.json()]);
      expect(answers.filter(([, body]) => body.message === MESSAGES.resetLinkSent)).toHaveLength(5);
      expect(answers.filter(([, body]) => body.message === MESSAGES.resetLinkSentRecently)).toHaveLength(7);
      expect(answers.every(([code]) => code === 200)).toBe(true);
      expect(await mailsTo(ctx.app, user.email, 'Reset your LitFund password')).toHaveLength(5);
    });

    it('counts every reset request per IP whatever the address; an owner past the mails is never refused, and the links work', async () => {
      const users = await Promise.all([1, 2, 3].map(() => createApprovedUser(ctx.app)));
      const ask = (email: string, remoteAddress: string) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/v1/Account/reset-password?email=${encodeURIComponent(email)}`,
          remoteAddress,
        });
      // One IP mails three accounts five times each: 15, five times the pair limit, and known addresses count too.
      for (const user of users)
        for (let i = 0; i < 5; i += 1)
          expect((await ask(user.email, '10.13.0.1')).json()).toEqual({ message: MESSAGES.resetLinkSent });
      for (const email of [users[0]!.email, 'nobody-here@example.com']) {
        const refused = await ask(email, '10.13.0.1');
        expect([refused.statusCode, refused.json()]).toEqual([429, { message: MESSAGES.tooManyRequests }]);
      }
      // The owner asks from their own IP: no sixth mail, no error either; the newest link they hold works.
      const owner = await ask(users[0]!.email, '10.13.0.2');
      expect([owner.statusCode, owner.json()]).toEqual([200, { message: MESSAGES.resetLinkSentRecently }]);
      expect(await mailsTo(ctx.app, users[0]!.email, 'Reset your LitFund password')).toHaveLength(5);
      const token = (await linkFromOutbox(ctx.app, users[0]!.email, '/reset-password-success')).searchParams.get(
        'passwordToken',
      )!;
      expect((await resetPassword(ctx.app, token, users[0]!.email, 'Owner-Again-2026')).statusCode).toBe(200);
    });

    it('confirming an address checks the password like a sign-in: wrong ones count in the same limits', async () => {
      const payload = registration();
      expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/Account/register', payload })).statusCode).toBe(200);
      const email = payload.email as string;
      const link = await linkFromOutbox(ctx.app, email, '/confirm-email');
      const confirm = (password: string, remoteAddress: string, token = link.searchParams.get('token')!) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/v1/Account/confirm-email?emailToken=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`,
          payload: { password },
          remoteAddress,
        });
      // A dead link costs no password check and counts nothing.
      for (let i = 0; i < 5; i += 1) expect((await confirm('Wrong1234', '10.14.0.1', 'dead')).statusCode).toBe(400);
      expect(await pairRows(email, '10.14.0.1')).toHaveLength(0);
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1) codes.push((await confirm('Wrong1234', '10.14.0.1')).statusCode);
      codes.push((await confirm(payload.password as string, '10.14.0.1')).statusCode);
      codes.push((await attempt(email, payload.password as string, '10.14.0.1')).statusCode);
      expect(codes).toEqual([400, 400, 400, 429, 429]);
      // From elsewhere the password confirms it, and clears the failures of that pair.
      expect((await confirm(payload.password as string, '10.14.0.2')).statusCode).toBe(200);
    });
  },
  { loginMaxFailures: 3 },
);

// Behind one proxy (TRUST_PROXY=true): the client's address is the proxy's last entry, not one the client writes.
describe('Login throttling behind a proxy', () => {
  it('a guesser writing a new X-Forwarded-For per attempt still meets the per-pair limit', async () => {
    const app = await buildApp(
      testConfig({ kind: 'pglite', dir: null }, { loginMaxFailures: 3, trustProxy: trustProxyFrom('true') }),
    );
    try {
      const guess = (i: number) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/Account/login',
          payload: { email: 'attorney@litfund.test', password: 'Wrong1234' },
          headers: { 'x-forwarded-for': `10.9.${i}.7, 203.0.113.9` },
        });
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push((await guess(i)).statusCode);
      expect(answers).toEqual([403, 403, 403, 429]);
    } finally {
      await app.close();
    }
  });
});
