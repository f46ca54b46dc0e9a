import { SignJWT, decodeJwt } from 'jose';
import { COMMON_PASSWORD_MESSAGE } from '../../lib/common-passwords.ts';
import { MAIL_MESSAGES, MESSAGES } from '@litfund/domain';
import {
  bearer,
  countUsers,
  createApprovedUser,
  describeEachDatabase,
  json,
  linkFromOutbox,
  login,
  registration,
  tokenFor,
  uniqueEmail,
} from '../../test-support/databases.ts';
import { adminUserForm, demoToken, mailedResetToken, resetPassword } from '../../test-support/fixtures.ts';
import { hashToken } from '../../lib/tokens.ts';

describeEachDatabase('Account', (ctx) => {
  const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1/Account/${url}`, payload: payload as object, headers });

  describe('login', () => {
    it('gives an Approved user a token and the login response shape', async () => {
      const { response, body } = await login(ctx.app, 'attorney@litfund.test', 'Attorney123!');
      expect(response.statusCode).toBe(200);
      expect(body).toEqual({
        accessToken: expect.stringMatching(/^ey/),
        userId: expect.any(Number),
        role: 'Attorney',
        userFirtsName: 'Alice',
        userLastName: 'Attorney',
        userStatus: { userStatusesValue: 'Approved' },
      });
      const row = await ctx.app.db
        .selectFrom('users')
        .select('last_login_at')
        .where('id', '=', body.userId)
        .executeTakeFirstOrThrow();
      expect(row.last_login_at).toBeInstanceOf(Date);
    });

    it('accepts the email in any case and with spaces', async () => {
      const { response } = await login(ctx.app, '  ADMIN@LitFund.test ', 'Admin123!');
      expect(response.statusCode).toBe(200);
    });

    it('answers 403 Wrong password', async () => {
      const { response } = await login(ctx.app, 'client@litfund.test', 'Wrong123!');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Wrong password' });
    });

    it('answers 404 for an unknown user', async () => {
      const { response } = await login(ctx.app, uniqueEmail('nobody'), 'Whatever1');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "It looks like the user doesn't exist" });
    });

    it('gives a New user 200 with an empty token and no session', async () => {
      const before = await ctx.app.db.selectFrom('sessions').select('id').execute();
      const { response, body } = await login(ctx.app, 'pending@litfund.test', 'Pending123!');
      expect(response.statusCode).toBe(200);
      expect(body.accessToken).toBe('');
      expect(body.userStatus).toEqual({ userStatusesValue: 'New' });
      const after = await ctx.app.db.selectFrom('sessions').select('id').execute();
      expect(after.length).toBe(before.length);
    });

    it('gives a Rejected user 200 with an empty token', async () => {
      const user = await createApprovedUser(ctx.app);
      await ctx.app.db.updateTable('users').set({ status: 'Rejected' }).where('id', '=', user.id).execute();
      const { response, body } = await login(ctx.app, user.email, user.password);
      expect(response.statusCode).toBe(200);
      expect(body).toMatchObject({ accessToken: '', userStatus: { userStatusesValue: 'Rejected' } });
    });

    it.each([
      ['missing password', { email: 'a@b.com' }, 'password'],
      ['missing email', { password: 'x' }, 'email'],
      ['wrong types', { email: 42, password: true }, 'email'],
      ['invalid email', { email: 'not-an-email', password: 'Secret123' }, 'email'],
    ])('answers 400 with field errors for %s', async (_label, payload, path) => {
      const response = await post('login', payload);
      expect(response.statusCode).toBe(400);
      const body = json(response);
      expect(typeof body.message).toBe('string');
      expect(body.errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ path, message: expect.any(String) })]),
      );
    });

    it('answers 400 for malformed JSON and for no body at all', async () => {
      const malformed = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/Account/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": ',
      });
      expect(malformed.statusCode).toBe(400);
      expect(json(malformed).message).toEqual(expect.any(String));
      const empty = await ctx.app.inject({ method: 'POST', url: '/api/v1/Account/login' });
      expect(empty.statusCode).toBe(400);
      expect(json(empty).errors).toEqual([expect.objectContaining({ path: 'body' })]);
    });

    it('answers 415 for a body that is not JSON', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/Account/login',
        headers: { 'content-type': 'text/plain' },
        payload: 'email=a',
      });
      expect(response.statusCode).toBe(415);
      expect(json(response).message).toEqual(expect.any(String));
    });

    it('answers 413 for a body over 1 MiB', async () => {
      const response = await post('login', { email: 'a@b.com', password: 'x'.repeat(1_100_000) });
      expect(response.statusCode).toBe(413);
      expect(json(response).message).toEqual(expect.any(String));
    });
  });

  describe('logOut', () => {
    it('revokes the session: the same token then gets 401', async () => {
      const token = await demoToken(ctx.app, 'lawFirm');
      const me = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/User/${decodeJwt(token).sub}`,
        headers: bearer(token),
      });
      expect(me.statusCode).toBe(200);
      const out = await post('logOut', undefined, bearer(token));
      expect(out.statusCode).toBe(200);
      const again = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/User/${decodeJwt(token).sub}`,
        headers: bearer(token),
      });
      expect(again.statusCode).toBe(401);
      expect(json(again).message).toEqual(expect.any(String));
    });

    it('accepts an empty JSON body (no body)', async () => {
      const token = await demoToken(ctx.app, 'lawFirm');
      const out = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/Account/logOut',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: '',
      });
      expect(out.statusCode).toBe(200);
    });

    it('refuses a token once it expires, also one it accepted before (verified tokens are remembered)', async () => {
      const token = await demoToken(ctx.app, 'lawFirm');
      const { sub, sid } = decodeJwt(token);
      const expiresAt = Math.floor(Date.now() / 1000) + 2;
      const key = new TextEncoder().encode(ctx.app.config.jwtSecret);
      const shortLived = await new SignJWT({ sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub!)
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(key);
      const read = () => ctx.app.inject({ method: 'GET', url: `/api/v1/User/${sub}`, headers: bearer(shortLived) });
      expect((await read()).statusCode).toBe(200);
      expect((await read()).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, expiresAt * 1000 - Date.now() + 50));
      expect((await read()).statusCode).toBe(401);
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/v1/User/${decodeJwt(token).sub}`, headers: bearer(token) }))
          .statusCode,
      ).toBe(200);
    });

    it('answers 401 without a token or with a forged one', async () => {
      expect((await post('logOut')).statusCode).toBe(401);
      expect((await post('logOut', undefined, bearer('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.bad'))).statusCode).toBe(
        401,
      );
    });
  });

  describe('register', () => {
    it('creates a New user, ignores unknown fields and mails a confirmation link', async () => {
      const payload = registration({
        confirmPassword: 'Secret123',
        userStatus: { userStatusesValue: 'Approved' },
        banned: true,
        loanLimit: 5,
        isAdmin: true,
        id: 999999,
      });
      const response = await post('register', payload);
      expect(response.statusCode).toBe(200);
      const { id } = response.json() as { id: number };
      expect(id).toEqual(expect.any(Number));
      const row = await ctx.app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        email: payload.email,
        status: 'New',
        user_type: 'Attorney',
        banned: false,
        loan_limit_cents: null,
        zip: '30901',
        date_of_birth: '1990-05-20',
        email_confirmed_at: null,
        first_name: 'Jane',
        text_law_firm: 'Doe & Co',
      });
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const link = await linkFromOutbox(ctx.app, payload.email, '/confirm-email');
      expect(link.origin).toBe('http://portal.test');
      expect(link.searchParams.get('email')).toBe(payload.email);
      expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    });

    it('stores the email lowercased and answers 400 for an existing email', async () => {
      const payload = registration();
      expect((await post('register', payload)).statusCode).toBe(200);
      const again = await post('register', registration({ email: payload.email.toUpperCase() }));
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: 'User already exists, please login' });
    });

    it('refuses anyone under 18', async () => {
      const now = new Date();
      const dob = `${now.getUTCFullYear() - 17}-01-01T12:00:00.000Z`;
      const response = await post('register', registration({ dateOfBirth: dob }));
      expect(response.statusCode).toBe(400);
      expect(json(response).errors).toEqual([{ path: 'dateOfBirth', message: MESSAGES.mustBeAdult }]);
    });

    it.each([
      ['a weak password', { password: 'password' }, 'password', MESSAGES.passwordRule],
      ['a bad zip', { zipCode: '123456' }, 'zipCode', MESSAGES.zipInvalid],
      ['a bad email', { email: 'x@y' }, 'email', MESSAGES.emailInvalid],
      ['a script for a website', { website: 'javascript:alert(1)' }, 'website', MESSAGES.websiteInvalid],
      ['words for a phone', { phoneNumber: 'call me maybe' }, 'phoneNumber', MESSAGES.phoneInvalid],
      ['a missing first name', { firstName: undefined }, 'firstName', undefined],
      ['a 100k-character name', { lastName: 'x'.repeat(100_000) }, 'lastName', undefined],
      ['a number for the city', { city: 12 }, 'city', undefined],
      ['a state that is not an object', { state: 'GA' }, 'state', undefined],
    ])('answers 400 and writes nothing for %s', async (_label, overrides, path, message) => {
      const before = await countUsers(ctx.app);
      const response = await post('register', registration(overrides));
      expect(response.statusCode).toBe(400);
      const body = json(response);
      expect(body.errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ path, ...(message ? { message } : {}) })]),
      );
      expect(await countUsers(ctx.app)).toBe(before);
    });

    it('refuses control characters in names with a clear message and stores nothing', async () => {
      for (const firstName of ['Jane\r\nBcc: victim@example.com', 'Jane\u0007', 'Jane\u202e']) {
        const form = registration({ firstName });
        const response = await post('register', form);
        expect(response.statusCode).toBe(400);
        expect(json(response)).toMatchObject({
          message: MESSAGES.controlCharacters,
          errors: [{ path: 'firstName', message: MESSAGES.controlCharacters }],
        });
        expect(
          await ctx.app.db
            .selectFrom('users')
            .select('id')
            .where('email', '=', form.email as string)
            .executeTakeFirst(),
        ).toBeUndefined();
      }
    });

    it('answers 400 for an unknown state key', async () => {
      const before = await countUsers(ctx.app);
      const response = await post('register', registration({ state: { key: 'ZZ', name: 'Nowhere' } }));
      expect(response.statusCode).toBe(400);
      expect(json(response).errors).toEqual([{ path: 'state.key', message: 'Choose a state' }]);
      expect(await countUsers(ctx.app)).toBe(before);
    });
  });

  describe('confirm-email', () => {
    /** The confirmation link mailed to `email`, as the API's path and query. */
    const confirmUrl = async (email: string) => {
      const link = await linkFromOutbox(ctx.app, email, '/confirm-email');
      return `confirm-email?emailToken=${encodeURIComponent(link.searchParams.get('token')!)}&email=${encodeURIComponent(link.searchParams.get('email')!)}`;
    };
    const confirmedAt = async (email: string) =>
      (
        await ctx.app.db
          .selectFrom('users')
          .select('email_confirmed_at')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).email_confirmed_at;

    it('works end to end from the outbox link with the account password, once', async () => {
      const payload = registration();
      await post('register', payload);
      const url = await confirmUrl(payload.email);
      const ok = await post(url, { password: payload.password });
      expect(ok.statusCode).toBe(200);
      expect(await confirmedAt(payload.email)).toBeInstanceOf(Date);
      const reused = await post(url, { password: payload.password });
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toEqual({ message: 'Code was not found or expired!' });
    });

    it("the link alone confirms nothing: someone who registered another person's address cannot keep it", async () => {
      // The registrant chose the password; the address is the owner's, who gets the link.
      const payload = registration({ password: 'Squatter-2026', confirmPassword: 'Squatter-2026' });
      await post('register', payload);
      const url = await confirmUrl(payload.email);
      // Opening the link (as a mail scanner does) or sending it without a password, or with the owner's guess.
      const bare = await post(url);
      expect([bare.statusCode, bare.json().message]).toEqual([400, MESSAGES.confirmNeedsPassword]);
      const guess = await post(url, { password: 'Owner-Guess-1' });
      expect([guess.statusCode, guess.json()]).toEqual([
        400,
        { message: MESSAGES.wrongPassword, errors: [{ path: 'password', message: MESSAGES.wrongPassword }] },
      ]);
      expect(await confirmedAt(payload.email)).toBeNull();
      // An administrator cannot approve the unconfirmed address.
      const admin = await demoToken(ctx.app, 'admin');
      const { id } = (await ctx.app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', payload.email)
        .executeTakeFirstOrThrow()) as { id: number };
      const approve = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/AdminUser/${id}`,
        payload: { userStatus: { userStatusesValue: 'Approved' } },
        headers: bearer(admin),
      });
      expect(approve.statusCode).toBe(409);
      // The owner chooses a new password instead: that confirms the address and the registrant's password stops.
      const token = await mailedResetToken(ctx.app, payload.email);
      expect((await resetPassword(ctx.app, token, payload.email, 'Owner-Chose-2026')).statusCode).toBe(200);
      expect(await confirmedAt(payload.email)).toBeInstanceOf(Date);
      expect((await login(ctx.app, payload.email, 'Squatter-2026')).response.statusCode).toBe(403);
      expect((await login(ctx.app, payload.email, 'Owner-Chose-2026')).response.statusCode).toBe(200);
    });

    it('refuses a token with another email, an unknown token and an expired token, even with the password', async () => {
      const payload = registration();
      await post('register', payload);
      const token = (await linkFromOutbox(ctx.app, payload.email, '/confirm-email')).searchParams.get('token')!;
      const body = { password: payload.password };
      expect((await post(`confirm-email?emailToken=${token}&email=other@example.com`, body)).statusCode).toBe(400);
      expect((await post(`confirm-email?emailToken=nope&email=${payload.email}`, body)).statusCode).toBe(400);
      await ctx.app.db
        .updateTable('one_time_tokens')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('token_hash', '=', hashToken(token))
        .execute();
      const expired = await post(`confirm-email?emailToken=${token}&email=${payload.email}`, body);
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual({ message: MESSAGES.codeNotFound });
    });

    it('answers 400 with field errors when the query is missing', async () => {
      const response = await post('confirm-email', { password: 'Secret123' });
      expect(response.statusCode).toBe(400);
      expect(json(response).errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'emailToken' })]));
    });
  });

  describe('resend-confirmation', () => {
    let ip = 0;
    /** From an IP of its own unless told, so the per-IP limit only counts where a test means it to. */
    const resend = (email: string, remoteAddress = `10.77.0.${++ip}`) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/Account/resend-confirmation?email=${encodeURIComponent(email)}`,
        remoteAddress,
      });
    const mailsTo = async (email: string) =>
      Number(
        (
          await ctx.app.db
            .selectFrom('outbox')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('to', '=', email)
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('mails a new link that works; the older link no longer does', async () => {
      const payload = registration();
      await post('register', payload);
      const first = (await linkFromOutbox(ctx.app, payload.email, '/confirm-email')).searchParams.get('token')!;
      const response = await resend(payload.email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: MAIL_MESSAGES.confirmationResent });
      const second = (await linkFromOutbox(ctx.app, payload.email, '/confirm-email')).searchParams.get('token')!;
      expect(second).not.toBe(first);
      const body = { password: payload.password };
      expect(
        (await post(`confirm-email?emailToken=${first}&email=${encodeURIComponent(payload.email)}`, body)).statusCode,
      ).toBe(400);
      expect(
        (await post(`confirm-email?emailToken=${second}&email=${encodeURIComponent(payload.email)}`, body)).statusCode,
      ).toBe(200);
    });

    it('answers the same for an unconfirmed, a confirmed and an unknown address, and mails only the unconfirmed one', async () => {
      const unconfirmed = registration();
      await post('register', unconfirmed);
      const confirmed = registration();
      await post('register', confirmed);
      await ctx.app.db
        .updateTable('users')
        .set({ email_confirmed_at: new Date() })
        .where('email', '=', confirmed.email)
        .execute();
      const unknown = uniqueEmail('unknown');
      const answers = [];
      for (const email of [unconfirmed.email, confirmed.email, unknown]) {
        const response = await resend(email);
        answers.push([response.statusCode, response.body]);
      }
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
      expect([await mailsTo(unconfirmed.email), await mailsTo(confirmed.email), await mailsTo(unknown)]).toEqual([
        2, 1, 0,
      ]);
    });

    it('mails 3 an hour per address, then tells the owner to use them; 10 per IP, counted whatever the address', async () => {
      const payload = registration();
      await post('register', payload);
      for (let i = 0; i < 3; i += 1)
        expect((await resend(payload.email)).json()).toEqual({ message: MAIL_MESSAGES.confirmationResent });
      const recent = await resend(payload.email);
      expect([recent.statusCode, recent.json()]).toEqual([200, { message: MAIL_MESSAGES.confirmationSentRecently }]);
      expect(await mailsTo(payload.email)).toBe(4);
      // The newest link still works.
      const link = await linkFromOutbox(ctx.app, payload.email, '/confirm-email');
      expect(
        (
          await post(
            `confirm-email?emailToken=${encodeURIComponent(link.searchParams.get('token')!)}&email=${encodeURIComponent(payload.email)}`,
            { password: payload.password },
          )
        ).statusCode,
      ).toBe(200);
      // An unknown address answers the same, at the same count.
      const unknown = uniqueEmail('unknown');
      for (let i = 0; i < 3; i += 1)
        expect((await resend(unknown)).json()).toEqual({ message: MAIL_MESSAGES.confirmationResent });
      expect((await resend(unknown)).json()).toEqual({ message: MAIL_MESSAGES.confirmationSentRecently });

      for (let i = 0; i < 10; i += 1)
        expect((await resend(uniqueEmail('from-one-ip'), '10.78.0.1')).statusCode).toBe(200);
      const refused = await resend(uniqueEmail('from-one-ip'), '10.78.0.1');
      expect([refused.statusCode, refused.json()]).toEqual([429, { message: MAIL_MESSAGES.tooManyConfirmationMails }]);
      expect((await resend(uniqueEmail('from-another-ip'), '10.78.0.2')).statusCode).toBe(200);
    });

    it('sends an account without a password a new set-password link, not a confirmation link (it confirms by choosing one)', async () => {
      const admin = await demoToken(ctx.app, 'admin');
      const email = uniqueEmail('invited');
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/AdminUser',
        payload: adminUserForm({ email }),
        headers: bearer(admin),
      });
      expect(created.statusCode).toBe(200);
      await ctx.app.db.updateTable('users').set({ email_confirmed_at: null }).where('email', '=', email).execute();
      expect((await resend(email)).json()).toEqual({ message: MAIL_MESSAGES.confirmationResent });
      expect(
        await ctx.app.db
          .selectFrom('outbox')
          .select('subject')
          .where('to', '=', email)
          .where('subject', 'like', 'Confirm%')
          .execute(),
      ).toEqual([]);
      expect(await mailsTo(email)).toBe(2);
      const link = await linkFromOutbox(ctx.app, email, '/reset-password-success');
      const chosen = await resetPassword(ctx.app, link.searchParams.get('passwordToken')!, email, 'Invited-Again-42');
      expect(chosen.statusCode).toBe(200);
      const row = await ctx.app.db
        .selectFrom('users')
        .select('email_confirmed_at')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(row.email_confirmed_at).toBeInstanceOf(Date);
    });

    it('answers 400 for a malformed address', async () => {
      const response = await resend('not-an-address');
      expect(response.statusCode).toBe(400);
      expect(json(response).errors).toEqual([{ path: 'email', message: MESSAGES.emailInvalid }]);
    });
  });

  describe('reset password', () => {
    it('answers 404 for an unknown email', async () => {
      const response = await post(`reset-password?email=${uniqueEmail('ghost')}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'No user found with this email' });
    });

    it('refuses a password among the 10,000 most common at registration, whatever its case', async () => {
      for (const password of ['Password1', 'Qwerty123']) {
        const form = registration({ password, confirmPassword: password });
        const response = await post('register', form);
        expect(response.statusCode).toBe(400);
        expect(json(response)).toMatchObject({
          message: COMMON_PASSWORD_MESSAGE,
          errors: [{ path: 'password', message: COMMON_PASSWORD_MESSAGE }],
        });
        expect(
          await ctx.app.db.selectFrom('users').select('id').where('email', '=', form.email).executeTakeFirst(),
        ).toBeUndefined();
      }
    });

    it('resets the password once, revokes sessions and refuses reuse', async () => {
      const user = await createApprovedUser(ctx.app);
      const oldToken = await tokenFor(ctx.app, user.email, user.password);
      const ask = await post(`reset-password?email=${encodeURIComponent(user.email)}`);
      expect(ask.statusCode).toBe(200);
      const link = await linkFromOutbox(ctx.app, user.email, '/reset-password-success');
      expect(link.origin + link.pathname).toBe('http://portal.test/reset-password-success');
      const passwordToken = link.searchParams.get('passwordToken')!;
      expect(link.searchParams.get('email')).toBe(user.email);

      const weak = await post(`reset-password-success?passwordToken=${passwordToken}`, {
        password: 'weakpass',
        email: user.email,
      });
      expect(weak.statusCode).toBe(400);
      expect(json(weak).message).toBe(MESSAGES.passwordRule);

      const common = await post(`reset-password-success?passwordToken=${passwordToken}`, {
        password: 'Password1',
        email: user.email,
        confirmPassword: 'Password1',
      });
      expect(common.statusCode).toBe(400);
      expect(json(common).message).toBe(COMMON_PASSWORD_MESSAGE);

      const wrongEmail = await post(`reset-password-success?passwordToken=${passwordToken}`, {
        password: 'NewSecret9',
        email: 'client@litfund.test',
      });
      expect(wrongEmail.statusCode).toBe(400);
      expect(wrongEmail.json()).toEqual({ message: MESSAGES.codeNotFound });

      const ok = await post(`reset-password-success?passwordToken=${passwordToken}`, {
        password: 'NewSecret9',
        email: user.email,
        confirmPassword: 'NewSecret9',
      });
      expect(ok.statusCode).toBe(200);
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/v1/User/${user.id}`, headers: bearer(oldToken) })).statusCode,
      ).toBe(401);
      expect((await login(ctx.app, user.email, user.password)).response.statusCode).toBe(403);
      expect((await login(ctx.app, user.email, 'NewSecret9')).response.statusCode).toBe(200);

      const reused = await post(`reset-password-success?passwordToken=${passwordToken}`, {
        password: 'Another99',
        email: user.email,
      });
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toEqual({ message: MESSAGES.codeNotFound });
    });

    it('refuses an expired reset token', async () => {
      const user = await createApprovedUser(ctx.app);
      const passwordToken = await mailedResetToken(ctx.app, user.email);
      const row = await ctx.app.db
        .selectFrom('one_time_tokens')
        .select(['expires_at', 'created_at'])
        .where('token_hash', '=', hashToken(passwordToken))
        .executeTakeFirstOrThrow();
      expect(row.expires_at.getTime() - row.created_at.getTime()).toBeGreaterThan(59 * 60 * 1000);
      expect(row.expires_at.getTime() - row.created_at.getTime()).toBeLessThan(61 * 60 * 1000);
      await ctx.app.db
        .updateTable('one_time_tokens')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('token_hash', '=', hashToken(passwordToken))
        .execute();
      const response = await post(`reset-password-success?passwordToken=${passwordToken}`, {
        password: 'NewSecret9',
        email: user.email,
      });
      expect(response.statusCode).toBe(400);
    });
  });
});
