import { MESSAGES } from '@litfund/domain';
import { createApprovedUser, describeEachDatabase, login, registration } from '../../test-support/databases.ts';

// LOGIN_MAX_FAILURES = 3 for this suite.
describeEachDatabase('Login throttling', (ctx) => {
  const attempt = (email: string, password: string, ip: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/Account/login', payload: { email, password }, remoteAddress: ip });

  it('answers 429 per account after the maximum of failures, even with the right password', async () => {
    const user = await createApprovedUser(ctx.app);
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) expect((await attempt(user.email, 'Wrong1234', ip)).statusCode).toBe(403);
    const blocked = await attempt(user.email, user.password, '10.0.0.4');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: MESSAGES.tooManyAttempts });
    const rows = await ctx.app.db.selectFrom('login_failures').select('key').where('key', '=', `account:${user.email}`).execute();
    expect(rows).toHaveLength(3);
  });

  it('answers 429 per IP, counting unknown emails too; failures older than 15 minutes do not count', async () => {
    const ip = '10.1.1.1';
    for (let i = 0; i < 3; i += 1) expect((await attempt(`ghost${i}@example.com`, 'Whatever1', ip)).statusCode).toBe(404);
    expect((await attempt('attorney@litfund.test', 'Attorney123!', ip)).statusCode).toBe(429);
    expect((await attempt('attorney@litfund.test', 'Attorney123!', '10.1.1.2')).statusCode).toBe(200);
    await ctx.app.db.updateTable('login_failures').set({ at: new Date(Date.now() - 16 * 60 * 1000) }).where('key', '=', `ip:${ip}`).execute();
    expect((await attempt('attorney@litfund.test', 'Attorney123!', ip)).statusCode).toBe(200);
  });

  it('a successful sign-in clears the account failures', async () => {
    const user = await createApprovedUser(ctx.app);
    for (let i = 0; i < 2; i += 1) await attempt(user.email, 'Wrong1234', `10.2.0.${i}`);
    expect((await login(ctx.app, user.email, user.password)).response.statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) await attempt(user.email, 'Wrong1234', `10.3.0.${i}`);
    expect((await attempt(user.email, user.password, '10.4.0.1')).statusCode).toBe(200);
  });

  it('throttles repeated registrations of existing emails from one IP', async () => {
    const register = (email: string) => ctx.app.inject({ method: 'POST', url: '/api/v1/Account/register', remoteAddress: '10.9.9.9', payload: registration({ email }) });
    for (const email of ['attorney@litfund.test', 'client@litfund.test', 'lawfirm@litfund.test']) expect((await register(email)).statusCode).toBe(400);
    const blocked = await register('admin@litfund.test');
    expect(blocked.statusCode).toBe(429);
  });

  it('sends at most 5 reset mails per account in 15 minutes', async () => {
    const user = await createApprovedUser(ctx.app);
    const ask = () => ctx.app.inject({ method: 'POST', url: `/api/v1/Account/reset-password?email=${encodeURIComponent(user.email)}` });
    for (let i = 0; i < 5; i += 1) expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
  });
}, { loginMaxFailures: 3 });
