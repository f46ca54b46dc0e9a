// Sessions end for good: as sequences of what an administrator or the user does, then what an old token may still do.
import { MESSAGES } from '@litfund/domain';
import { COMMON_PASSWORD_MESSAGE } from '../../lib/common-passwords.ts';
import {
  bearer,
  createApprovedUser,
  describeEachDatabase,
  json,
  linkFromOutbox,
  login,
  tokenFor,
  uniqueEmail,
} from '../../test-support/databases.ts';
import { demoToken, mailedResetToken, mailsTo, resetPassword } from '../../test-support/fixtures.ts';

describeEachDatabase(
  'Sessions ended for good',
  (ctx) => {
    let admin = '';
    beforeAll(async () => {
      admin = await demoToken(ctx.app, 'admin');
    });

    const me = (id: number, token: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/v1/User/${id}`, headers: bearer(token) });
    const setUser = (id: number, body: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: `/api/v1/AdminUser/${id}`, headers: bearer(admin), payload: body });
    const change = (token: string, body: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/Account/change-password', headers: bearer(token), payload: body });
    const liveSessions = async (userId: number) =>
      (
        await ctx.app.db
          .selectFrom('sessions')
          .select('id')
          .where('user_id', '=', userId)
          .where('revoked_at', 'is', null)
          .execute()
      ).length;

    it.each(['New', 'Rejected'])(
      'Approved -> %s -> Approved: the old token stays dead, a new sign-in works',
      async (status) => {
        const user = await createApprovedUser(ctx.app);
        const first = await tokenFor(ctx.app, user.email, user.password);
        const second = await tokenFor(ctx.app, user.email, user.password);
        expect((await me(user.id, first)).statusCode).toBe(200);
        expect((await setUser(user.id, { userStatus: { userStatusesValue: status } })).statusCode).toBe(200);
        expect(await liveSessions(user.id)).toBe(0);
        expect((await setUser(user.id, { userStatus: { userStatusesValue: 'Approved' } })).statusCode).toBe(200);
        for (const token of [first, second]) expect((await me(user.id, token)).statusCode).toBe(401);
        expect((await me(user.id, await tokenFor(ctx.app, user.email, user.password))).statusCode).toBe(200);
      },
    );

    // PostgreSQL only: PGlite has one connection, so there a sign-in cannot run inside another transaction's change.
    it('a sign-in racing a status change gets no session that outlives the change', async () => {
      if (ctx.kind !== 'postgres') return;
      const user = await createApprovedUser(ctx.app);
      let racing: ReturnType<typeof login> | undefined;
      await ctx.app.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ status: 'Rejected' }).where('id', '=', user.id).execute();
        racing = login(ctx.app, user.email, user.password);
        // Long enough for the sign-in to check the password and wait on the user's row.
        await new Promise((resolve) => {
          setTimeout(resolve, 1500);
        });
        await ctx.app.sessions.revokeAllOf(user.id, trx);
      });
      const { response, body } = await racing!;
      expect(response.statusCode).toBe(200);
      expect(body).toMatchObject({ accessToken: '', userStatus: { userStatusesValue: 'Rejected' } });
      expect(await liveSessions(user.id)).toBe(0);
    });

    it('a password change racing a rejection opens no session that re-approval would revive', async () => {
      if (ctx.kind !== 'postgres') return;
      const user = await createApprovedUser(ctx.app);
      const token = await tokenFor(ctx.app, user.email, user.password);
      let racing: ReturnType<typeof change> | undefined;
      await ctx.app.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ status: 'Rejected' }).where('id', '=', user.id).execute();
        racing = change(token, { currentPassword: user.password, newPassword: 'Racing-Pass42' });
        await new Promise((resolve) => {
          setTimeout(resolve, 1500);
        });
        await ctx.app.sessions.revokeAllOf(user.id, trx);
      });
      expect((await racing!).statusCode).toBe(401);
      expect((await setUser(user.id, { userStatus: { userStatusesValue: 'Approved' } })).statusCode).toBe(200);
      expect(await liveSessions(user.id)).toBe(0);
    });

    it('Block User (Rejected + banned) ends sessions, also of a user already Rejected; a ban alone does not', async () => {
      const user = await createApprovedUser(ctx.app);
      const token = await tokenFor(ctx.app, user.email, user.password);
      expect((await setUser(user.id, { banned: true })).statusCode).toBe(200);
      expect((await me(user.id, token)).statusCode).toBe(200);
      expect((await setUser(user.id, { banned: true, userStatus: { userStatusesValue: 'Rejected' } })).statusCode).toBe(
        200,
      );
      expect((await me(user.id, token)).statusCode).toBe(401);
      expect(
        (await setUser(user.id, { banned: false, userStatus: { userStatusesValue: 'Approved' } })).statusCode,
      ).toBe(200);
      expect((await me(user.id, token)).statusCode).toBe(401);
      // A session row made behind the API's back while Rejected is still ended by Block User.
      await ctx.app.db.updateTable('users').set({ status: 'Rejected' }).where('id', '=', user.id).execute();
      await ctx.app.db
        .insertInto('sessions')
        .values({ id: crypto.randomUUID(), user_id: user.id, expires_at: new Date(Date.now() + 60_000) })
        .execute();
      expect((await setUser(user.id, { banned: true, userStatus: { userStatusesValue: 'Rejected' } })).statusCode).toBe(
        200,
      );
      expect(await liveSessions(user.id)).toBe(0);
    });

    it("an admin's change of address ends the links mailed to the old one and the sessions, and tells the old address", async () => {
      const user = await createApprovedUser(ctx.app);
      const token = await tokenFor(ctx.app, user.email, user.password);
      const passwordToken = await mailedResetToken(ctx.app, user.email);
      const corrected = uniqueEmail('corrected');
      expect((await setUser(user.id, { email: corrected })).statusCode).toBe(200);
      expect((await me(user.id, token)).statusCode).toBe(401);
      const takeover = await resetPassword(ctx.app, passwordToken, corrected, 'Takeover#2026x');
      expect(takeover.statusCode).toBe(400);
      const row = await ctx.app.db
        .selectFrom('users')
        .select('email_confirmed_at')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row.email_confirmed_at).toBeNull();
      const notice = await mailsTo(ctx.app, user.email, 'Your LitFund sign-in address was changed');
      expect(notice).toHaveLength(1);
      expect(notice[0]!.text).not.toContain(corrected);
      // Whoever set the password through the old address holds nothing: the new address chooses it, by invitation.
      expect((await login(ctx.app, corrected, user.password)).response.statusCode).toBe(403);
      const invitation = await linkFromOutbox(ctx.app, corrected, '/reset-password-success');
      const chosen = await resetPassword(
        ctx.app,
        invitation.searchParams.get('passwordToken')!,
        corrected,
        'Rightful-Owner42',
      );
      expect(chosen.statusCode).toBe(200);
      expect((await login(ctx.app, corrected, 'Rightful-Owner42')).response.statusCode).toBe(200);
    });

    it('two admins giving two users one address at once: one 200, one 409, never a 500', async () => {
      const [first, second] = [await createApprovedUser(ctx.app), await createApprovedUser(ctx.app)];
      for (let round = 0; round < 3; round += 1) {
        const email = uniqueEmail(`same${round}`);
        const answers = await Promise.all([setUser(first.id, { email }), setUser(second.id, { email })]);
        expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      }
    });

    it('a password change ends the reset links asked for before it', async () => {
      const user = await createApprovedUser(ctx.app);
      const token = await tokenFor(ctx.app, user.email, user.password);
      const passwordToken = await mailedResetToken(ctx.app, user.email);
      expect((await change(token, { currentPassword: user.password, newPassword: 'Changed-Pass42' })).statusCode).toBe(
        200,
      );
      const stale = await resetPassword(ctx.app, passwordToken, user.email, 'Stale-Link42');
      expect(stale.statusCode).toBe(400);
    });

    it('a reset ends every session, sends a notice, and re-approval after it revives nothing', async () => {
      const user = await createApprovedUser(ctx.app);
      const old = await tokenFor(ctx.app, user.email, user.password);
      const passwordToken = await mailedResetToken(ctx.app, user.email);
      const done = await resetPassword(ctx.app, passwordToken, user.email, 'Fresh-Pass42');
      expect(done.statusCode).toBe(200);
      expect((await me(user.id, old)).statusCode).toBe(401);
      const notice = await mailsTo(ctx.app, user.email, 'Your LitFund password was changed');
      expect(notice).toHaveLength(1);
      expect(notice[0]?.text).toContain('was reset');
      await setUser(user.id, { userStatus: { userStatusesValue: 'New' } });
      await setUser(user.id, { userStatus: { userStatusesValue: 'Approved' } });
      expect((await me(user.id, old)).statusCode).toBe(401);
    });

    describe('change password', () => {
      it('needs the current password, follows the password rules, and changes nothing when refused', async () => {
        const user = await createApprovedUser(ctx.app);
        const token = await tokenFor(ctx.app, user.email, user.password);
        const cases: Array<[Record<string, unknown>, string, string]> = [
          [{ currentPassword: 'Wrong-Pass1', newPassword: 'Fresh-Pass42' }, 'currentPassword', MESSAGES.wrongPassword],
          [{ currentPassword: user.password, newPassword: 'short' }, 'newPassword', MESSAGES.passwordRule],
          [{ currentPassword: user.password, newPassword: 'alllowercase1' }, 'newPassword', MESSAGES.passwordRule],
          [{ currentPassword: user.password, newPassword: 'Password1' }, 'newPassword', COMMON_PASSWORD_MESSAGE],
          [{ currentPassword: user.password, newPassword: user.password }, 'newPassword', MESSAGES.samePassword],
          [{ currentPassword: '', newPassword: 'Fresh-Pass42' }, 'currentPassword', MESSAGES.required],
        ];
        for (const [body, path, message] of cases) {
          const response = await change(token, body);
          expect(response.statusCode).toBe(400);
          expect(json(response)).toMatchObject({ message, errors: [{ path, message }] });
        }
        expect((await me(user.id, token)).statusCode).toBe(200);
        expect((await login(ctx.app, user.email, user.password)).response.statusCode).toBe(200);
        expect(await mailsTo(ctx.app, user.email, 'Your LitFund password was changed')).toHaveLength(0);
      });

      it('ends every session, gives the caller a fresh token and mails a notice', async () => {
        const user = await createApprovedUser(ctx.app);
        const here = await tokenFor(ctx.app, user.email, user.password);
        const elsewhere = await tokenFor(ctx.app, user.email, user.password);
        const response = await change(here, { currentPassword: user.password, newPassword: 'Fresh-Pass42' });
        expect(response.statusCode).toBe(200);
        const body = response.json() as { message: string; accessToken: string; userId: number };
        expect(body).toMatchObject({
          message: MESSAGES.passwordChanged,
          userId: user.id,
          userStatus: { userStatusesValue: 'Approved' },
        });
        for (const token of [here, elsewhere]) expect((await me(user.id, token)).statusCode).toBe(401);
        expect((await me(user.id, body.accessToken)).statusCode).toBe(200);
        expect(await liveSessions(user.id)).toBe(1);
        expect((await login(ctx.app, user.email, user.password)).response.statusCode).toBe(403);
        expect((await login(ctx.app, user.email, 'Fresh-Pass42')).response.statusCode).toBe(200);
        const notice = await mailsTo(ctx.app, user.email, 'Your LitFund password was changed');
        expect(notice).toHaveLength(1);
        expect(notice[0]?.text).toContain('was changed from your profile');
      });

      it('is throttled: after the maximum of wrong current passwords, 429 even with the right one', async () => {
        const user = await createApprovedUser(ctx.app);
        const token = await tokenFor(ctx.app, user.email, user.password);
        const wrong = await Promise.all(
          Array.from({ length: 12 }, () =>
            change(token, { currentPassword: 'Wrong-Pass1', newPassword: 'Fresh-Pass42' }),
          ),
        );
        expect(wrong.filter((r) => r.statusCode === 400)).toHaveLength(5);
        expect(wrong.filter((r) => r.statusCode === 429)).toHaveLength(7);
        expect((await change(token, { currentPassword: user.password, newPassword: 'Fresh-Pass42' })).statusCode).toBe(
          429,
        );
        expect((await login(ctx.app, user.email, user.password)).response.statusCode).toBe(200);
      });

      it('answers 401 without a session', async () => {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/Account/change-password',
          payload: { currentPassword: 'x', newPassword: 'Fresh-Pass42' },
        });
        expect(response.statusCode).toBe(401);
      });
    });
  },
  { loginMaxFailures: 5 },
);
