// Tokens and one-time links never reach the log: every line an account flow writes is read back and searched.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { bearer, testConfig, registration, linkFromOutbox } from '../test-support/databases.ts';
import { adminUserForm, demoToken } from '../test-support/fixtures.ts';
import { loggableUrl } from '../lib/log-redaction.ts';

describe('loggableUrl', () => {
  it.each([
    [
      '/api/v1/Account/reset-password-success?passwordToken=abc&email=a%40b.c',
      '/api/v1/Account/reset-password-success?[redacted]',
    ],
    ['/api/v1/account/confirm-email?emailToken=abc', '/api/v1/account/confirm-email?[redacted]'],
    ['/reset-password-success?passwordToken=abc', '/reset-password-success?[redacted]'],
    ['/confirm-email?token=abc&email=x', '/confirm-email?[redacted]'],
    ['/api/v1/Contract?PageNumber=2', '/api/v1/Contract?PageNumber=2'],
    ['/api/v1/Account/login', '/api/v1/Account/login'],
    // Non-canonical spellings the router still serves, and a token on any other path.
    ['//api/v1/Account/reset-password-success?passwordToken=abc', '//api/v1/Account/reset-password-success?[redacted]'],
    ['/api/v1/%41ccount/confirm-email?emailToken=abc', '/api/v1/%41ccount/confirm-email?[redacted]'],
    ['/anything?x=1&passwordToken=abc', '/anything?[redacted]'],
  ])('%s -> %s', (url, logged) => expect(loggableUrl(url)).toBe(logged));
});

describe('account flows in the log', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(
      testConfig(
        { kind: 'pglite', dir: null },
        {
          logger: {
            level: 'debug',
            stream: {
              write: (line) => {
                lines.push(line);
              },
            },
          },
        },
      ),
    );
    await app.ready();
  }, 60_000);
  afterAll(async () => app?.close());

  it('holds no token, link or password of registration, confirmation, reset, sign-in, password change and invitation', async () => {
    const form = registration();
    const email = form.email as string;
    const secrets: string[] = [form.password as string];
    expect((await app.inject({ method: 'POST', url: '/api/v1/Account/register', payload: form })).statusCode).toBe(200);
    const confirm = await linkFromOutbox(app, email, '/confirm-email');
    const emailToken = confirm.searchParams.get('token')!;
    secrets.push(emailToken);
    await app.inject({ method: 'GET', url: `/confirm-email?token=${emailToken}&email=${encodeURIComponent(email)}` });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/v1/Account/confirm-email?emailToken=${emailToken}&email=${encodeURIComponent(email)}`,
          payload: { password: form.password },
        })
      ).statusCode,
    ).toBe(200);

    await app.db.updateTable('users').set({ status: 'Approved' }).where('email', '=', email).execute();
    expect(
      (await app.inject({ method: 'POST', url: `/api/v1/Account/reset-password?email=${encodeURIComponent(email)}` }))
        .statusCode,
    ).toBe(200);
    const reset = await linkFromOutbox(app, email, '/reset-password-success');
    const passwordToken = reset.searchParams.get('passwordToken')!;
    secrets.push(passwordToken, 'Fresh-Pass42', 'Other-Pass77');
    await app.inject({
      method: 'GET',
      url: `/reset-password-success?passwordToken=${passwordToken}&email=${encodeURIComponent(email)}`,
    });
    const done = await app.inject({
      method: 'POST',
      url: `/api/v1/Account/reset-password-success?passwordToken=${passwordToken}`,
      payload: { email, password: 'Fresh-Pass42' },
    });
    expect(done.statusCode).toBe(200);

    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/v1/Account/login',
      payload: { email, password: 'Fresh-Pass42' },
    });
    const accessToken = (signedIn.json() as { accessToken: string }).accessToken;
    expect(accessToken).not.toBe('');
    const changed = await app.inject({
      method: 'POST',
      url: '/api/v1/Account/change-password',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { currentPassword: 'Fresh-Pass42', newPassword: 'Other-Pass77' },
    });
    expect(changed.statusCode).toBe(200);
    secrets.push(accessToken, (changed.json() as { accessToken: string }).accessToken);
    await app.inject({ method: 'POST', url: '/api/v1/Account/login', payload: { email, password: 'Wrong-Pass1' } });

    const adminToken = await demoToken(app, 'admin');
    const invited = `invited.${Date.now()}@example.com`;
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/AdminUser',
      headers: bearer(adminToken),
      payload: adminUserForm({ email: invited, userType: 'Client' }),
    });
    expect(created.statusCode).toBe(200);
    secrets.push(
      adminToken,
      (await linkFromOutbox(app, invited, '/reset-password-success')).searchParams.get('passwordToken')!,
    );

    expect(lines.length).toBeGreaterThan(10);
    const mailLines = lines.filter((line) => line.includes('outbox'));
    expect(mailLines.length).toBeGreaterThanOrEqual(4);
    for (const line of lines) {
      for (const secret of secrets) expect(line).not.toContain(secret);
      expect(line).not.toMatch(/passwordToken=|emailToken=|[?&]token=|Bearer /);
    }
    expect(lines.some((line) => line.includes('/api/v1/Account/reset-password-success?[redacted]'))).toBe(true);
  }, 60_000);
});
