// Privacy of users: who reads which card of whom, and that no non-admin read or message carries
// a plaintiff's private state (ban, loan limit, status, additional fee).
import { MESSAGES } from '@litfund/domain';
import { bearer, describeEachDatabase } from '../../test-support/databases.ts';
import { adminUserForm, demoUserId, signedInUser } from '../../test-support/fixtures.ts';
import { buildWorld } from '../../security/world.ts';
import type { World } from '../../security/world.ts';

const PRIVATE_FIELDS = [
  'email',
  'banned',
  'loanLimit',
  'additionalFee',
  'userStatus',
  'associatedContracts',
  'phoneNumber',
  'streetAddress',
  'dateOfBirth',
];

describeEachDatabase('User cards and private fields', (ctx) => {
  const world = {} as World;
  let adminId = 0;
  beforeAll(async () => {
    Object.assign(world, await buildWorld(ctx.app));
    adminId = await demoUserId(ctx.app, 'admin');
  });
  const as = (actor: keyof World['tokens'], method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1/${url}`, payload, headers: bearer(world.tokens[actor]!) });

  it("shows a plaintiff's card only to admins, the plaintiff and the parties of their contracts", async () => {
    const { clientA } = world.data;
    const answers = Object.fromEntries(
      await Promise.all(
        (['clientA', 'clientB', 'attorneyX', 'lawFirmX', 'attorneyY', 'admin'] as const).map(async (actor) => {
          const response = await as(actor, 'GET', `User/${clientA}`);
          return [
            actor,
            response.statusCode === 200
              ? PRIVATE_FIELDS.some((f) => f in response.json())
                ? 'full'
                : 'card'
              : response.statusCode,
          ];
        }),
      ),
    );
    expect(answers).toEqual({
      clientA: 'full',
      admin: 'full',
      attorneyX: 'card',
      lawFirmX: 'card',
      clientB: 404,
      attorneyY: 404,
    });
  });

  it("shows attorneys' and law firms' public cards to any signed-in user, and nobody else's", async () => {
    for (const id of [world.data.attorneyX, world.data.firmX]) {
      const response = await as('clientB', 'GET', `User/${id}`);
      expect(response.statusCode).toBe(200);
      const card = response.json();
      expect(PRIVATE_FIELDS.filter((f) => f in card)).toEqual([]);
      expect(card).toMatchObject({ id, isPublicCard: true, active: expect.any(Boolean) });
    }
    expect((await as('attorneyY', 'GET', `User/${adminId}`)).statusCode).toBe(404);
    expect((await as('admin', 'GET', `User/${world.data.clientA}`)).json()).toMatchObject({
      banned: false,
      email: world.data.emailOfClientA,
    });
  });

  it("shows an attorney's or law firm's public card to others only while Approved; admins still read it all", async () => {
    for (const userType of ['Attorney', 'LawFirm'] as const) {
      const { id, token } = await signedInUser(ctx.app, { firstName: `Card${userType}` });
      await ctx.app.db.updateTable('users').set({ user_type: userType }).where('id', '=', id).execute();
      const seen = async () =>
        Promise.all(
          (['clientB', 'attorneyX', 'lawFirmX', 'admin'] as const).map(async (actor) => {
            const response = await as(actor, 'GET', `User/${id}`);
            return response.statusCode === 200 ? (response.json().isPublicCard ? 'card' : 'full') : response.statusCode;
          }),
        );
      expect(await seen()).toEqual(['card', 'card', 'card', 'full']);
      const own = await ctx.app.inject({ method: 'GET', url: `/api/v1/User/${id}`, headers: bearer(token) });
      expect(own.json()).toMatchObject({ id, email: expect.any(String) });
      for (const status of ['New', 'Rejected'] as const) {
        await ctx.app.db.updateTable('users').set({ status }).where('id', '=', id).execute();
        expect(await seen()).toEqual([404, 404, 404, 'full']);
        const refused = await as('clientB', 'GET', `User/${id}`);
        expect(refused.json()).toEqual({ message: MESSAGES.notFound });
      }
    }
  });

  it("names a confirmed law firm on an attorney's public card only while the firm is Approved", async () => {
    const firm = await signedInUser(ctx.app, { firstName: 'CardFirm' });
    const attorney = await signedInUser(ctx.app, { firstName: 'CardCounsel' });
    await ctx.app.db.updateTable('users').set({ user_type: 'LawFirm' }).where('id', '=', firm.id).execute();
    await ctx.app.db.updateTable('users').set({ user_type: 'Attorney' }).where('id', '=', attorney.id).execute();
    await ctx.app.db
      .insertInto('user_law_firms')
      .values({
        user_id: attorney.id,
        law_firm_user_id: firm.id,
        start_date: '2024-01-01',
        present: true,
        confirmed_at: new Date(),
      })
      .execute();
    const firmsOnCard = async () =>
      ((await as('clientB', 'GET', `User/${attorney.id}`)).json().lawFirms as Array<{ lawFirmUserId: number }>).map(
        (l) => l.lawFirmUserId,
      );
    expect(await firmsOnCard()).toEqual([firm.id]);
    for (const status of ['New', 'Rejected'] as const) {
      await ctx.app.db.updateTable('users').set({ status }).where('id', '=', firm.id).execute();
      expect(await firmsOnCard()).toEqual([]);
      expect(JSON.stringify((await as('attorneyX', 'GET', `User/${attorney.id}`)).json())).not.toContain('CardFirm');
    }
    // The attorney and administrators still see the link on the whole user.
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/User/${attorney.id}`,
      headers: bearer(attorney.token),
    });
    expect(own.json().lawFirms).toEqual([expect.objectContaining({ state: 'confirmed', firmApproved: false })]);
    await ctx.app.db.updateTable('users').set({ status: 'Approved' }).where('id', '=', firm.id).execute();
    expect(await firmsOnCard()).toEqual([firm.id]);
  });

  it('keeps a claim off the public card until the firm confirms it; the user sees it as pending', async () => {
    const { attorneyX, firmX } = world.data;
    const claimed = await as('attorneyY', 'POST', `User/${world.data.clientA}/addLawFirms`, {
      lawFirmUserId: firmX,
      startDate: '2021-01-01T12:00:00.000Z',
      present: true,
    });
    expect(claimed.statusCode).toBe(404);
    const own = await ctx.app.db
      .selectFrom('users')
      .select('id')
      .where('first_name', '=', 'AttorneyY')
      .executeTakeFirstOrThrow();
    const added = await as('attorneyY', 'POST', `User/${own.id}/addLawFirms`, {
      lawFirmUserId: firmX,
      startDate: '2021-01-01T12:00:00.000Z',
      present: true,
    });
    expect(added.statusCode).toBe(200);
    const mine = added.json().lawFirms as Array<{ lawFirmUserId: number; state: string }>;
    expect(mine.find((l) => l.lawFirmUserId === firmX)?.state).toBe('pending');
    const card = (await as('attorneyX', 'GET', `User/${own.id}`)).json();
    expect(card.lawFirms.map((l: { state: string }) => l.state)).toEqual(['confirmed']);
    expect(
      (await as('attorneyX', 'GET', `User/${attorneyX}`))
        .json()
        .lawFirms.every((l: { state: string }) => l.state === 'confirmed'),
    ).toBe(true);
  });

  it('confirms the links an admin creates with a user or adds to one', async () => {
    const created = await as(
      'admin',
      'POST',
      'AdminUser',
      adminUserForm({
        phoneNumber: '555-0101',
        lawFirms: [{ firmId: world.data.firmX, startDate: '2022-01-01T12:00:00.000Z', present: true }],
      }),
    );
    expect(created.statusCode).toBe(200);
    const { id } = created.json() as { id: number };
    const added = await as('admin', 'POST', `User/${id}/addLawFirms`, {
      lawFirmUserId: world.data.firmX,
      startDate: '2019-01-01T12:00:00.000Z',
      endDate: '2020-01-01T12:00:00.000Z',
      present: false,
    });
    expect(added.json().lawFirms.map((l: { state: string }) => l.state)).toEqual(['confirmed', 'confirmed']);
    const members = (await as('lawFirmX', 'GET', `User/${world.data.firmX}/lawFirmMembers`)).json() as Array<{
      userId: number;
      state: string;
      email: string;
    }>;
    expect(members.filter((m) => m.userId === id).map((m) => m.state)).toEqual(['confirmed', 'confirmed']);
    // The firm sees whom it confirms by address, not only by a name anyone may register under.
    const { email } = await ctx.app.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(members.filter((m) => m.userId === id).map((m) => m.email)).toEqual([email, email]);
  });

  it('answers 409 to a second decision on the same claim', async () => {
    const [link] = await ctx.app.db
      .insertInto('user_law_firms')
      .values({
        user_id: world.data.clientA,
        law_firm_user_id: world.data.firmX,
        start_date: '2024-05-01',
        present: true,
      })
      .returning('id')
      .execute();
    const decide = (decision: string) => as('lawFirmX', 'POST', `User/lawFirmMembers/${link!.id}/${decision}`);
    expect((await decide('decline')).statusCode).toBe(200);
    expect((await decide('confirm')).statusCode).toBe(409);
    expect((await decide('end')).statusCode).toBe(409);
    const audit = await ctx.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', `user.lawFirm.%.${link!.id}`)
      .execute();
    expect(audit.map((a) => a.action)).toEqual([`user.lawFirm.decline.${link!.id}`]);
    // The member hears of the decision, once.
    const mails = await ctx.app.db
      .selectFrom('outbox')
      .select(['subject', 'text'])
      .where('to', '=', world.data.emailOfClientA)
      .where('subject', 'like', 'Law firm membership%')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('was declined');
  });

  it("leaves the plaintiff's ban out of non-admins' contract reads, and out of what a refusal tells them", async () => {
    const { contractA, clientA } = world.data;
    expect((await as('attorneyX', 'GET', `Contract/${contractA}`)).json().contractClientDTO.user).not.toHaveProperty(
      'banned',
    );
    expect((await as('clientA', 'GET', `Contract/${contractA}`)).json().contractClientDTO.user).not.toHaveProperty(
      'banned',
    );
    expect((await as('admin', 'GET', `Contract/${contractA}`)).json().contractClientDTO.user.banned).toBe(false);

    expect((await as('admin', 'POST', `AdminUser/${clientA}`, { banned: true, loanLimit: 100 })).statusCode).toBe(200);
    try {
      const more = {
        parentContractId: contractA,
        contractType: 'PreSettlement',
        amountRequested: { amount: 500, date: '2026-11-19T12:00:00.000Z' },
      };
      // The attorney's request is taken as any other (the ban and the limit stop the money at CheckSent, for the admin).
      const byAttorney = await as('attorneyX', 'POST', 'Contract', more);
      expect(byAttorney.statusCode).toBe(200);
      expect(Object.keys(byAttorney.json())).toEqual(['id']);
      const byClient = await as('clientA', 'POST', 'Contract', more);
      expect(byClient.json().message).toBe(MESSAGES.banned);
      await as('admin', 'POST', `AdminUser/${clientA}`, { banned: false });
      const overLimit = await as('attorneyX', 'POST', 'Contract', more);
      expect(overLimit.statusCode).toBe(200);
      expect(Object.keys(overLimit.json())).toEqual(['id']);
    } finally {
      await as('admin', 'POST', `AdminUser/${clientA}`, { banned: false, loanLimit: null });
    }
  });
});
