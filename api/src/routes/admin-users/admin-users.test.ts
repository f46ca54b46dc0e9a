import crypto from 'node:crypto';
import { MESSAGES, userSchema } from '@litfund/domain';
import {
  countUsers,
  createApprovedUser,
  describeEachDatabase,
  json,
  linkFromOutbox,
  login,
  registration,
  tokenFor,
} from '../../test-support/databases.ts';
import { adminUserForm, apiCalls, countRows, demoToken, demoUserId, signInDemo } from '../../test-support/fixtures.ts';

type Row = {
  id: number;
  firstName: string;
  lastName: string;
  userType: string;
  createDate: string;
  userStatus: { userStatusesValue: string };
};

describeEachDatabase('Admin user tooling', (ctx) => {
  let adminToken = '';
  let adminId = 0;
  let attorneyToken = '';
  let firmId = 0;
  let clientId = 0;
  const { get, post } = apiCalls(ctx);
  const newUserForm = (overrides: Record<string, unknown> = {}) =>
    adminUserForm({
      phoneNumber: '555-0101',
      website: 'https://ivy.example',
      loanLimit: 2500.5,
      additionalFee: 1.5,
      lawFirms: [{ firmId, lawFirmName: 'Lex & Partners', startDate: '2021-01-01T12:00:00.000Z', endDate: null }],
      ...overrides,
    });

  beforeAll(async () => {
    ({ token: adminToken, id: adminId } = await signInDemo(ctx.app, 'admin'));
    attorneyToken = await demoToken(ctx.app, 'attorney');
    firmId = await demoUserId(ctx.app, 'lawFirm');
    clientId = await demoUserId(ctx.app, 'client');
  });

  describe('GET /AdminUser (list)', () => {
    it('lists full users newest first, 10 by default, for Approved admins only', async () => {
      for (let i = 0; i < 3; i += 1) await createApprovedUser(ctx.app);
      const response = await get(
        'AdminUser?UserType=&UserStatus=&Name=&PageNumber=1&PageSize=10&SortingType=desc',
        adminToken,
      );
      expect(response.statusCode).toBe(200);
      const users = response.json() as Row[];
      expect(users.length).toBeGreaterThanOrEqual(8);
      expect(users.length).toBeLessThanOrEqual(10);
      users.forEach((u) => userSchema.parse(u));
      const dates = users.map((u) => Date.parse(u.createDate));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      const asc = (await get('AdminUser?SortingType=ASC&PageSize=100', adminToken)).json() as Row[];
      expect(asc[0]?.id).toBe(adminId);
      expect((await get('AdminUser', attorneyToken)).statusCode).toBe(403);
      expect((await get('AdminUser')).statusCode).toBe(401);
    });

    it('filters by type and status; UserType=LawFirm gives the law-firm picker its ids and names', async () => {
      const firms = (await get('AdminUser?UserType=LawFirm', adminToken)).json() as Row[];
      expect(firms.length).toBeGreaterThanOrEqual(1);
      expect(firms.every((u) => u.userType === 'LawFirm')).toBe(true);
      expect(firms).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: firmId, firstName: 'Lex & Partners' })]),
      );
      const pending = (await get('AdminUser?UserStatus=New&PageSize=100', adminToken)).json() as Row[];
      expect(pending.length).toBeGreaterThanOrEqual(1);
      expect(pending.every((u) => u.userStatus.userStatusesValue === 'New')).toBe(true);
      const clients = (await get('AdminUser?UserType=Client&UserStatus=Approved', adminToken)).json() as Row[];
      expect(clients.map((u) => u.id)).toContain(clientId);
      expect(clients.every((u) => u.userType === 'Client')).toBe(true);
    });

    it('searches first or last name case-insensitively (contains, 3+ characters) and pages 1-based', async () => {
      const tag = `Qz${crypto.randomBytes(3).toString('hex')}`;
      const a = await createApprovedUser(ctx.app, { firstName: `Ann${tag}`, lastName: 'Smith' });
      const b = await createApprovedUser(ctx.app, { firstName: 'Bob', lastName: `Mc${tag}son` });
      const c = await createApprovedUser(ctx.app, { firstName: 'Cy', lastName: `${tag}` });
      const found = (await get(`AdminUser?Name=${tag.toUpperCase()}&PageSize=100`, adminToken)).json() as Row[];
      expect(found.map((u) => u.id)).toEqual([c.id, b.id, a.id]);
      const full = (await get(`AdminUser?Name=${encodeURIComponent(`bob mc${tag}`)}`, adminToken)).json() as Row[];
      expect(full.map((u) => u.id)).toEqual([b.id]);
      const page1 = (await get(`AdminUser?Name=${tag}&PageNumber=1&PageSize=2`, adminToken)).json() as Row[];
      const page2 = (await get(`AdminUser?Name=${tag}&PageNumber=2&PageSize=2`, adminToken)).json() as Row[];
      const page3 = (await get(`AdminUser?Name=${tag}&PageNumber=3&PageSize=2`, adminToken)).json() as Row[];
      expect(page1.map((u) => u.id)).toEqual([c.id, b.id]);
      expect(page2.map((u) => u.id)).toEqual([a.id]);
      expect(page3).toEqual([]);
      // Under 3 characters the name is ignored; LIKE wildcards are plain characters.
      expect(((await get('AdminUser?Name=Qz&PageSize=5', adminToken)).json() as Row[]).length).toBe(5);
      expect((await get('AdminUser?Name=%25%25%25', adminToken)).json()).toEqual([]);
      expect((await get('AdminUser?Name=___', adminToken)).json()).toEqual([]);
    });

    it('refuses bad query values with 400', async () => {
      for (const query of [
        'PageSize=101',
        'PageSize=0',
        'PageNumber=0',
        'PageNumber=x',
        'UserType=Boss',
        'UserStatus=Denied',
        'SortingType=up',
      ]) {
        const response = await get(`AdminUser?${query}`, adminToken);
        expect(response.statusCode).toBe(400);
        expect(json(response).errors).toEqual([expect.objectContaining({ path: query.split('=')[0] })]);
      }
    });
  });

  describe('POST /AdminUser (create)', () => {
    it('creates an Approved user with law firms, audits it, and mails an invitation that sets a password', async () => {
      const form = newUserForm();
      const response = await post('AdminUser', form, adminToken);
      expect(response.statusCode).toBe(200);
      const { id } = response.json() as { id: number };
      expect(response.json()).toEqual({ id: expect.any(Number) });
      const user = userSchema.parse((await get(`AdminUser/${id}`, adminToken)).json());
      expect(user).toMatchObject({
        email: form.email,
        firstName: 'Ivy',
        lastName: 'Invited',
        dateOfBirth: '1985-07-04T12:00:00.000Z',
        city: 'Macon',
        state: { key: 'GA' },
        zipCode: '31201',
        loanLimit: 2500.5,
        additionalFee: 1.5,
        banned: false,
        userType: 'Attorney',
        emailConfirmed: false,
        userStatus: {
          userStatusesValue: 'Approved',
          approvedByUserId: adminId,
          approvedByUserName: 'Site Administrator',
        },
        lawFirms: [
          expect.objectContaining({
            lawFirmUserId: firmId,
            firstName: 'Lex & Partners',
            present: true,
            endDate: null,
            startDate: '2021-01-01T12:00:00.000Z',
          }),
        ],
      });
      const row = await ctx.app.db
        .selectFrom('users')
        .select(['loan_limit_cents', 'additional_fee_bp', 'password_hash'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ loan_limit_cents: 250050, additional_fee_bp: 150, password_hash: null });
      const audit = await ctx.app.db.selectFrom('audit_log').selectAll().where('entity_id', '=', String(id)).execute();
      expect(audit).toEqual([
        expect.objectContaining({ actor_id: adminId, action: 'user.create', entity: 'user', before: null }),
      ]);

      const link = await linkFromOutbox(ctx.app, form.email, '/reset-password-success');
      expect(link.origin).toBe('http://portal.test');
      expect(link.searchParams.get('email')).toBe(form.email);
      const token = link.searchParams.get('passwordToken')!;
      const stored = await ctx.app.db
        .selectFrom('one_time_tokens')
        .select(['kind', 'expires_at'])
        .where('user_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(stored.kind).toBe('reset');
      expect(new Date(stored.expires_at).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
      expect((await login(ctx.app, form.email, 'NewPass123')).response.statusCode).toBe(403);
      const set = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/Account/reset-password-success?passwordToken=${encodeURIComponent(token)}`,
        payload: { email: form.email, password: 'NewPass123' },
      });
      expect(set.statusCode).toBe(200);
      const signedIn = await login(ctx.app, form.email, 'NewPass123');
      expect(signedIn.response.statusCode).toBe(200);
      expect(signedIn.body).toMatchObject({ userId: id, userStatus: { userStatusesValue: 'Approved' } });
    });

    it('takes present from a missing end date, and a past law firm with its end date', async () => {
      const response = await post(
        'AdminUser',
        newUserForm({
          userType: 'Attorney',
          loanLimit: null,
          additionalFee: undefined,
          state: null,
          lawFirms: [
            { firmId, lawFirmName: 'x', startDate: '2019-01-01T12:00:00.000Z', endDate: '2020-01-01T12:00:00.000Z' },
          ],
        }),
        adminToken,
      );
      expect(response.statusCode).toBe(200);
      const user = (await get(`AdminUser/${response.json().id}`, adminToken)).json();
      expect(user).toMatchObject({
        userType: 'Attorney',
        loanLimit: null,
        additionalFee: 0,
        state: null,
        lawFirms: [expect.objectContaining({ present: false, endDate: '2020-01-01T12:00:00.000Z' })],
      });
    });

    it('answers 409 for a registered email (any case) and writes nothing', async () => {
      const users = await countUsers(ctx.app);
      const outbox = await countRows(ctx.app, 'outbox');
      const response = await post('AdminUser', newUserForm({ email: 'ATTORNEY@litfund.test' }), adminToken);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'A user with this email is already registered' });
      expect(await countUsers(ctx.app)).toBe(users);
      expect(await countRows(ctx.app, 'outbox')).toBe(outbox);
    });

    it('refuses bad input with 400 and writes nothing', async () => {
      const users = await countUsers(ctx.app);
      const links = await countRows(ctx.app, 'user_law_firms');
      const audits = await countRows(ctx.app, 'audit_log');
      const seventeen = new Date(Date.now() - 17 * 365 * 24 * 3600 * 1000).toISOString().slice(0, 10);
      const under18 = await post('AdminUser', newUserForm({ dateOfBirth: `${seventeen}T12:00:00.000Z` }), adminToken);
      expect(under18.statusCode).toBe(400);
      expect(json(under18).errors).toEqual([{ path: 'dateOfBirth', message: 'You must be 18 or older' }]);
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ email: 'not-an-email' }, 'email'],
        [{ firstName: '' }, 'firstName'],
        [{ userType: 'Boss' }, 'userType'],
        [{ loanLimit: 1.234 }, 'loanLimit'],
        [{ loanLimit: -1 }, 'loanLimit'],
        [{ zipCode: '12' }, 'zipCode'],
        [{ website: 'javascript:alert(1)' }, 'website'],
        [{ phoneNumber: 'call me maybe' }, 'phoneNumber'],
        [{ additionalFee: 101 }, 'additionalFee'],
        [{ state: { key: 'ZZ', name: 'Nowhere' } }, 'state.key'],
        [
          { lawFirms: [{ firmId: clientId, startDate: '2021-01-01T12:00:00.000Z', endDate: null }] },
          'lawFirms.0.firmId',
        ],
        [
          { lawFirms: [{ firmId, startDate: '2021-01-01T12:00:00.000Z', endDate: null, present: false }] },
          'lawFirms.0.endDate',
        ],
        [{ lawFirms: [{ firmId, startDate: 'yesterday', endDate: null }] }, 'lawFirms.0.startDate'],
        // Only attorneys are a firm's members.
        [
          { userType: 'Client', lawFirms: [{ firmId, startDate: '2021-01-01T12:00:00.000Z', endDate: null }] },
          'lawFirms',
        ],
        [
          { userType: 'LawFirm', lawFirms: [{ firmId, startDate: '2021-01-01T12:00:00.000Z', endDate: null }] },
          'lawFirms',
        ],
      ];
      for (const [overrides, path] of cases) {
        const response = await post('AdminUser', newUserForm(overrides), adminToken);
        expect(response.statusCode).toBe(400);
        expect(json(response).errors).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
      }
      expect(await countUsers(ctx.app)).toBe(users);
      expect(await countRows(ctx.app, 'user_law_firms')).toBe(links);
      expect(await countRows(ctx.app, 'audit_log')).toBe(audits);
    });

    it('is for Approved admins only', async () => {
      const users = await countUsers(ctx.app);
      expect((await post('AdminUser', newUserForm(), attorneyToken)).statusCode).toBe(403);
      expect((await post('AdminUser', newUserForm())).statusCode).toBe(401);
      expect(await countUsers(ctx.app)).toBe(users);
    });
  });

  describe('comments on users', () => {
    it('starts empty, adds comments (newest first, author named), audited', async () => {
      const user = await createApprovedUser(ctx.app);
      expect((await get(`AdminUser/${user.id}/comments`, adminToken)).json()).toEqual([]);
      const first = await post(`AdminUser/${user.id}/comments`, { commentText: '  Called the client.  ' }, adminToken);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual([
        {
          id: expect.any(Number),
          commentText: 'Called the client.',
          dateComment: expect.any(String),
          userId: adminId,
          userName: 'Site Administrator',
        },
      ]);
      const second = await post(`AdminUser/${user.id}/comments`, { commentText: 'x'.repeat(2000) }, adminToken);
      expect(second.statusCode).toBe(200);
      const list = (await get(`AdminUser/${user.id}/comments`, adminToken)).json() as Array<{
        commentText: string;
        dateComment: string;
      }>;
      expect(list.map((c) => c.commentText.length)).toEqual([2000, 'Called the client.'.length]);
      expect(Date.parse(list[0]!.dateComment)).toBeGreaterThanOrEqual(Date.parse(list[1]!.dateComment));
      const audits = await ctx.app.db
        .selectFrom('audit_log')
        .select(['action', 'actor_id'])
        .where('entity_id', '=', String(user.id))
        .execute();
      expect(audits).toEqual([
        { action: 'user.comment.add', actor_id: adminId },
        { action: 'user.comment.add', actor_id: adminId },
      ]);
    });

    it('an edit keeps website and phone to their rules', async () => {
      const user = await createApprovedUser(ctx.app);
      for (const [path, value, message] of [
        ['website', 'javascript:alert(1)', MESSAGES.websiteInvalid],
        ['phoneNumber', 'call me maybe', MESSAGES.phoneInvalid],
      ] as const) {
        const response = await post(`AdminUser/${user.id}`, { [path]: value }, adminToken);
        expect(response.statusCode).toBe(400);
        expect(json(response).errors).toEqual([{ path, message }]);
      }
      const fine = await post(
        `AdminUser/${user.id}`,
        { website: 'lex.example', phoneNumber: '+1 (404) 555-0100' },
        adminToken,
      );
      expect(fine.statusCode).toBe(200);
    });

    it('refuses bad input (400), non-admins (403), anonymous (401), missing users (404); writes nothing', async () => {
      const user = await createApprovedUser(ctx.app);
      const before = await countRows(ctx.app, 'admin_user_comments');
      for (const payload of [
        { commentText: '' },
        { commentText: '   ' },
        { commentText: 'x'.repeat(2001) },
        {},
        { commentText: 5 },
      ]) {
        const response = await post(`AdminUser/${user.id}/comments`, payload, adminToken);
        expect(response.statusCode).toBe(400);
        expect(json(response).errors).toEqual([expect.objectContaining({ path: 'commentText' })]);
      }
      expect((await post(`AdminUser/${user.id}/comments`, { commentText: 'hi' }, attorneyToken)).statusCode).toBe(403);
      expect((await get(`AdminUser/${user.id}/comments`, attorneyToken)).statusCode).toBe(403);
      expect((await post(`AdminUser/${user.id}/comments`, { commentText: 'hi' })).statusCode).toBe(401);
      expect((await get(`AdminUser/${user.id}/comments`)).statusCode).toBe(401);
      expect((await post('AdminUser/99999999/comments', { commentText: 'hi' }, adminToken)).statusCode).toBe(404);
      expect((await get('AdminUser/99999999/comments', adminToken)).statusCode).toBe(404);
      expect(await countRows(ctx.app, 'admin_user_comments')).toBe(before);
    });
  });

  describe('blocking and banning', () => {
    it("refuses an administrator's own lock-out: status, type and email (409), and changes nothing", async () => {
      const current = (await get(`AdminUser/${adminId}`, adminToken)).json();
      for (const change of [
        { userStatus: { ...current.userStatus, userStatusesValue: 'Rejected' } },
        { userType: 'Attorney' },
        { email: 'admni@litfund.test' },
      ]) {
        const response = await post(`AdminUser/${adminId}`, { ...current, ...change }, adminToken);
        expect(response.statusCode).toBe(409);
      }
      expect((await post(`AdminUser/${adminId}`, { ...current, email: 'x@x.test' }, adminToken)).json()).toEqual({
        message: MESSAGES.ownEmailByAdmin,
      });
      // still signed in, still the same account
      expect((await get(`AdminUser/${adminId}`, adminToken)).json()).toEqual(current);
    });

    it('Block User (Rejected + banned) revokes the sessions: the next request is 401, and sign-in is refused', async () => {
      const user = await createApprovedUser(ctx.app);
      const token = await tokenFor(ctx.app, user.email, user.password);
      const current = (await get(`AdminUser/${user.id}`, adminToken)).json();
      const response = await post(
        `AdminUser/${user.id}`,
        { ...current, userStatus: { ...current.userStatus, userStatusesValue: 'Rejected' }, banned: true },
        adminToken,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ banned: true, userStatus: { userStatusesValue: 'Rejected' } });
      expect((await get(`User/${user.id}`, token)).statusCode).toBe(401);
      const again = await login(ctx.app, user.email, user.password);
      expect(again.body.accessToken ? (await get(`User/${user.id}`, again.body.accessToken)).statusCode : 401).toBe(
        401,
      );
      const audit = await ctx.app.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity_id', '=', String(user.id))
        .execute();
      expect(audit).toEqual([{ action: 'user.update.status.Rejected' }]);
    });

    it("approves only a confirmed address: a registration in someone else's name stays New until its mailbox confirms", async () => {
      const payload = registration({ userType: 'Attorney' });
      const { id } = (await ctx.app.inject({ method: 'POST', url: '/api/v1/Account/register', payload })).json() as {
        id: number;
      };
      const refused = await post(`AdminUser/${id}`, { userStatus: { userStatusesValue: 'Approved' } }, adminToken);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: MESSAGES.approveUnconfirmedEmail });
      const row = await ctx.app.db.selectFrom('users').select('status').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.status).toBe('New');
      expect(
        await ctx.app.db.selectFrom('audit_log').select('id').where('entity_id', '=', String(id)).execute(),
      ).toEqual([]);
      // Rejecting needs no confirmation; the owner confirms; then approval goes through.
      expect(
        (await post(`AdminUser/${id}`, { userStatus: { userStatusesValue: 'Rejected' } }, adminToken)).statusCode,
      ).toBe(200);
      const link = await linkFromOutbox(ctx.app, payload.email, '/confirm-email');
      const confirm = `confirm-email?emailToken=${encodeURIComponent(link.searchParams.get('token')!)}&email=${encodeURIComponent(payload.email)}`;
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: `/api/v1/Account/${confirm}`,
            payload: { password: payload.password },
          })
        ).statusCode,
      ).toBe(200);
      const approved = await post(`AdminUser/${id}`, { userStatus: { userStatusesValue: 'Approved' } }, adminToken);
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({ emailConfirmed: true, userStatus: { userStatusesValue: 'Approved' } });
    });

    it('banned alone keeps sign-in and the current session', async () => {
      const user = await createApprovedUser(ctx.app);
      const token = await tokenFor(ctx.app, user.email, user.password);
      expect((await post(`AdminUser/${user.id}`, { banned: true }, adminToken)).statusCode).toBe(200);
      expect((await get(`User/${user.id}`, token)).statusCode).toBe(200);
      const again = await tokenFor(ctx.app, user.email, user.password);
      const me = await get(`User/${user.id}`, again);
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ banned: true, userStatus: { userStatusesValue: 'Approved' } });
    });
  });
});
