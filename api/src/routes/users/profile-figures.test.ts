import type { PublicUser, User } from '@litfund/domain';
import { bearer, createApprovedUser, describeEachDatabase, tokenFor } from '../../test-support/databases.ts';

type Case = { id: number; caseId: string; status: string; amountRequested: number };

describeEachDatabase('Profile figures from contracts', (ctx) => {
  const read = async (id: number, token: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/v1/User/${id}`, headers: bearer(token) })).json();

  it("the demo client's profile: first contract, Active, open funded total and the cases", async () => {
    const token = await tokenFor(ctx.app, 'client@litfund.test', 'Client123!');
    const client = await ctx.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'client@litfund.test')
      .executeTakeFirstOrThrow();
    const user = (await read(client.id, token)) as User;
    expect(user.active).toBe(true);
    expect(user.dateFirstContract).not.toBeNull();
    // Open and funded: GA-DEMO-07 (check 7,500) and GA-DEMO-08 (check 5,000 + additional 1,000).
    expect(user.openFundTotal).toBe(13500);
    const cases = user.associatedContracts as Case[];
    expect(user.totalContract).toBe(cases.length);
    expect(cases.map((c) => c.caseId)).toContain('GA-DEMO-11');
    expect(cases.find((c) => c.caseId === 'GA-DEMO-04')).toMatchObject({ status: 'Declined', amountRequested: 12000 });
  });

  it('a new user is Inactive without cases; other users see the public card without them', async () => {
    const fresh = await createApprovedUser(ctx.app);
    const token = await tokenFor(ctx.app, fresh.email, fresh.password);
    const own = (await read(fresh.id, token)) as User;
    expect([own.active, own.dateFirstContract, own.totalContract, own.associatedContracts]).toEqual([
      false,
      null,
      0,
      [],
    ]);
    const attorney = await ctx.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'attorney@litfund.test')
      .executeTakeFirstOrThrow();
    const card = (await read(attorney.id, token)) as PublicUser & { associatedContracts?: unknown };
    expect(card.active).toBe(true);
    expect(card.associatedContracts).toBeUndefined();
  });
});
