import { publicUserSchema, userSchema } from '@litfund/domain';
import {
  bearer,
  createApprovedUser,
  describeEachDatabase,
  json,
  login,
  tokenFor,
} from '../../test-support/databases.ts';
import { apiCalls, signInDemo } from '../../test-support/fixtures.ts';

describeEachDatabase('Users and admin users', (ctx) => {
  let adminToken = '';
  let adminId = 0;
  let attorneyToken = '';
  let attorneyId = 0;
  const { get } = apiCalls(ctx);
  const postAdmin = (id: number, payload: unknown, token = adminToken) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/AdminUser/${id}`,
      payload: payload as object,
      headers: bearer(token),
    });

  beforeAll(async () => {
    ({ token: adminToken, id: adminId } = await signInDemo(ctx.app, 'admin'));
    ({ token: attorneyToken, id: attorneyId } = await signInDemo(ctx.app, 'attorney'));
  });

  describe('GET /User/{id}', () => {
    it('gives the user their own full record', async () => {
      const response = await get(`User/${attorneyId}`, attorneyToken);
      expect(response.statusCode).toBe(200);
      const user = userSchema.parse(response.json());
      expect(user).toMatchObject({
        id: attorneyId,
        email: 'attorney@litfund.test',
        userType: 'Attorney',
        roleName: 'Attorney',
        active: true,
        dateFirstContract: expect.any(String),
        avatar: null,
        lawFirms: [
          expect.objectContaining({
            firstName: 'Lex & Partners',
            lawFirmName: 'Lex & Partners',
            present: true,
            endDate: null,
            startDate: '2021-01-01T12:00:00.000Z',
            userId: attorneyId,
          }),
        ],
        state: { key: 'GA', name: 'Georgia' },
        dateOfBirth: '1980-01-15T12:00:00.000Z',
        loanLimit: null,
        additionalFee: 0,
        userStatus: { userStatusesValue: 'Approved' },
        emailConfirmed: true,
      });
      expect(user.dateLogin).toEqual(expect.any(String));
      expect(response.json()).not.toHaveProperty('password');
      expect(JSON.stringify(response.json())).not.toContain('argon2');
    });

    it('gives an Approved admin the full record of anyone', async () => {
      const response = await get(`User/${attorneyId}`, adminToken);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveProperty('email', 'attorney@litfund.test');
    });

    it('gives another signed-in user only the public card', async () => {
      const other = await createApprovedUser(ctx.app);
      const token = await tokenFor(ctx.app, other.email, other.password);
      const response = await get(`User/${attorneyId}`, token);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(publicUserSchema.strict().parse(body)).toMatchObject({
        id: attorneyId,
        firstName: 'Alice',
        isPublicCard: true,
      });
      expect(body).not.toHaveProperty('email');
      expect(body).not.toHaveProperty('phoneNumber');
    });

    it('answers 404 for a missing user, 400 for a bad id, 401 anonymous', async () => {
      expect((await get('User/99999', attorneyToken)).statusCode).toBe(404);
      const bad = await get('User/abc', attorneyToken);
      expect(bad.statusCode).toBe(400);
      expect(json(bad).errors).toEqual([expect.objectContaining({ path: 'id' })]);
      expect((await get(`User/${attorneyId}`)).statusCode).toBe(401);
    });
  });

  describe('GET /User?Email=', () => {
    it('lets Approved admins look up an email (0 or 1 user)', async () => {
      const found = await get('User?Email=ATTORNEY@litfund.test', adminToken);
      expect(found.statusCode).toBe(200);
      expect(found.json()).toEqual([expect.objectContaining({ id: attorneyId, email: 'attorney@litfund.test' })]);
      const none = await get('User?Email=nobody@example.com', adminToken);
      expect(none.json()).toEqual([]);
    });

    it('refuses non-admins (403) and anonymous callers (401)', async () => {
      expect((await get('User?Email=admin@litfund.test', attorneyToken)).statusCode).toBe(403);
      expect((await get('User?Email=admin@litfund.test')).statusCode).toBe(401);
    });
  });

  describe('AdminUser', () => {
    it('reads a user for an admin; 403 for a non-admin; 401 anonymous; 404 missing', async () => {
      expect((await get(`AdminUser/${attorneyId}`, adminToken)).statusCode).toBe(200);
      const forbidden = await get(`AdminUser/${attorneyId}`, attorneyToken);
      expect(forbidden.statusCode).toBe(403);
      expect(json(forbidden).message).toEqual(expect.any(String));
      expect((await get(`AdminUser/${attorneyId}`)).statusCode).toBe(401);
      expect((await get('AdminUser/99999', adminToken)).statusCode).toBe(404);
      expect((await postAdmin(attorneyId, { firstName: 'Hacker' }, attorneyToken)).statusCode).toBe(403);
    });

    it('approves a New user from the whole user object, records who and when, and audits it', async () => {
      const pending = (await get('User?Email=pending@litfund.test', adminToken)).json()[0];
      const whole = {
        ...pending,
        userStatus: { ...pending.userStatus, userStatusesValue: 'Approved' },
        openFundTotal: 1e6,
        id: 1,
        password: 'Hacked123',
        createDate: '2000-01-01T00:00:00Z',
      };
      const response = await postAdmin(pending.id, whole);
      expect(response.statusCode).toBe(200);
      const updated = userSchema.parse(response.json());
      expect(updated.id).toBe(pending.id);
      expect(updated.userStatus).toMatchObject({
        userStatusesValue: 'Approved',
        approvedByUserId: adminId,
        approvedByUserName: 'Site Administrator',
      });
      expect(Date.parse(updated.userStatus.date!)).toBeGreaterThan(Date.now() - 60_000);
      expect(updated.createDate).toBe(pending.createDate);
      expect((await login(ctx.app, 'pending@litfund.test', 'Pending123!')).body.accessToken).not.toBe('');
      const audit = await ctx.app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', 'user')
        .where('entity_id', '=', String(pending.id))
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actor_id: adminId, action: 'user.update.status.Approved' });
      expect(audit[0]?.before).toMatchObject({ userStatus: { userStatusesValue: 'New' } });
      expect(audit[0]?.after).toMatchObject({ userStatus: { userStatusesValue: 'Approved' } });
    });

    it('changes money and profile fields: dollars on the wire, cents and basis points inside', async () => {
      const user = await createApprovedUser(ctx.app);
      const response = await postAdmin(user.id, {
        loanLimit: 12345.67,
        additionalFee: 1.25,
        banned: true,
        userType: 'Client',
        city: 'Macon',
        state: { key: 'NY', name: 'New York' },
        zipCode: '12345-6789',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        loanLimit: 12345.67,
        additionalFee: 1.25,
        banned: true,
        userType: 'Client',
        city: 'Macon',
        state: { key: 'NY' },
        zipCode: '123456789',
      });
      const row = await ctx.app.db
        .selectFrom('users')
        .select(['loan_limit_cents', 'additional_fee_bp'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ loan_limit_cents: 1234567, additional_fee_bp: 125 });
    });

    it('rejects bad input with field errors and changes nothing', async () => {
      const user = await createApprovedUser(ctx.app);
      const response = await postAdmin(user.id, {
        loanLimit: 10.555,
        additionalFee: -1,
        userStatus: { userStatusesValue: 'Boss' },
        firstName: 'x'.repeat(100_000),
      });
      expect(response.statusCode).toBe(400);
      const paths = (json(response).errors as Array<{ path: string }>).map((e) => e.path);
      expect(paths).toEqual(
        expect.arrayContaining(['loanLimit', 'additionalFee', 'userStatus.userStatusesValue', 'firstName']),
      );
      const row = await ctx.app.db
        .selectFrom('users')
        .select(['first_name', 'loan_limit_cents'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ first_name: 'Jane', loan_limit_cents: null });
    });

    it('answers 409 when the new email belongs to someone else', async () => {
      const user = await createApprovedUser(ctx.app);
      const response = await postAdmin(user.id, { email: 'client@litfund.test' });
      expect(response.statusCode).toBe(409);
    });

    it("Rejected by an admin revokes the user's existing session at once", async () => {
      const user = await createApprovedUser(ctx.app);
      const token = await tokenFor(ctx.app, user.email, user.password);
      expect((await get(`User/${user.id}`, token)).statusCode).toBe(200);
      const response = await postAdmin(user.id, { userStatusesValue: 'Rejected' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        userStatus: { userStatusesValue: 'Rejected', approvedByUserId: adminId },
      });
      expect((await get(`User/${user.id}`, token)).statusCode).toBe(401);
      const sessions = await ctx.app.db
        .selectFrom('sessions')
        .select('revoked_at')
        .where('user_id', '=', user.id)
        .execute();
      expect(sessions.every((s) => s.revoked_at !== null)).toBe(true);
    });

    it('a user set back to New loses access on the next request', async () => {
      const user = await createApprovedUser(ctx.app);
      const token = await tokenFor(ctx.app, user.email, user.password);
      await postAdmin(user.id, { userStatus: { userStatusesValue: 'New' } });
      expect((await get(`User/${user.id}`, token)).statusCode).toBe(401);
    });

    it('an admin cannot reject or demote themself', async () => {
      expect((await postAdmin(adminId, { userStatusesValue: 'Rejected' })).statusCode).toBe(409);
      expect((await postAdmin(adminId, { userType: 'Attorney' })).statusCode).toBe(409);
    });
  });
});
