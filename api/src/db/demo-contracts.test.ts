import { CONTRACT_STATUSES, caseHistoryProblem } from '@litfund/domain';
import type { ContractStatus } from '@litfund/domain';
import type { ContractListItem, ContractRead } from '@litfund/domain';
import { bearer, describeEachDatabase, tokenFor } from '../test-support/databases.ts';
import { seedDemoContracts } from './demo-contracts.ts';

describeEachDatabase('Demo contracts', (ctx) => {
  it('give the demo client a case in every status, priced by the API, and are seeded once', async () => {
    const token = await tokenFor(ctx.app, 'client@litfund.test', 'Client123!');
    const list = async (pageNumber: number) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/Contract/list',
          headers: bearer(token),
          payload: { pagination: { pageNumber, pageSize: 100, sortingType: 'desc' } },
        })
      ).json() as ContractListItem[];
    const rows = await list(1);
    const demo = rows.filter((r) => r.caseId.startsWith('GA-DEMO-'));
    expect(new Set(demo.filter((r) => r.parentContractId === null).map((r) => r.status))).toEqual(
      new Set(CONTRACT_STATUSES),
    );
    expect(demo.length).toBeGreaterThanOrEqual(11);
    const funded = demo.find((r) => r.caseId === 'GA-DEMO-07' && r.parentContractId === null)!;
    expect(funded.totalDue).toBeGreaterThan(7500 - 250.25);
    const read = (
      await ctx.app.inject({ method: 'GET', url: `/api/v1/Contract/${funded.id}`, headers: bearer(token) })
    ).json() as ContractRead;
    expect(read.childContracts).toHaveLength(1);
    expect(read.contractComments.map((c) => c.visible)).toEqual([true]);
    const lost = demo.find((r) => r.status === 'ClosedCaseLost')!;
    expect(lost.totalDue).toBe(0);
    const paid = demo.find((r) => r.status === 'PaidOff')!;
    expect(paid.totalDue).toBe(0);

    await seedDemoContracts(ctx.app.db);
    expect((await list(1)).filter((r) => r.caseId.startsWith('GA-DEMO-'))).toHaveLength(demo.length);
  });

  it('hold only histories the status rule takes, and name the case counsel on a request as the lists do', async () => {
    const token = await tokenFor(ctx.app, 'admin@litfund.test', 'Admin123!');
    const contracts = await ctx.app.db
      .selectFrom('contracts')
      .select(['id', 'parent_contract_id'])
      .where('case_id', 'like', 'GA-DEMO-%')
      .execute();
    for (const contract of contracts) {
      const history = await ctx.app.db
        .selectFrom('contract_statuses')
        .select('status')
        .where('contract_id', '=', contract.id)
        .orderBy('id')
        .execute();
      expect([contract.id, caseHistoryProblem(history.map((h) => h.status as ContractStatus))]).toEqual([
        contract.id,
        null,
      ]);
    }
    const request = contracts.find((c) => c.parent_contract_id !== null)!;
    const read = (
      await ctx.app.inject({ method: 'GET', url: `/api/v1/Contract/${request.id}`, headers: bearer(token) })
    ).json() as ContractRead;
    expect(read.contractAttorneyDTO.map((a) => [a.userName, a.responsible])).toEqual([['Alice Attorney', true]]);
    expect(read.contractLawFirmDTO.map((f) => [f.userName, f.responsible])).toEqual([['Lex & Partners LLP', true]]);
  });
});

// The screenshot server (PINNED_NOW) depends on this: what the demo shows is dated from the app's clock. A day long
// past, so a profile's Active badge read from the system time instead would say Inactive.
const PINNED = new Date('2025-01-15T17:00:00.000Z');
describeEachDatabase(
  'Demo data on a pinned clock',
  (ctx) => {
    it('is dated from the pinned day, and the attorney is Active as of that day', async () => {
      const token = await tokenFor(ctx.app, 'admin@litfund.test', 'Admin123!');
      const rows = (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/Contract/list',
          headers: bearer(token),
          payload: { caseId: 'GA-DEMO-01', pagination: { pageNumber: 1, pageSize: 10 } },
        })
      ).json() as ContractListItem[];
      // GA-DEMO-01 was requested two days before the seeding day.
      expect(rows.map((r) => r.createDate.slice(0, 10))).toEqual(['2025-01-13']);
      const users = await ctx.app.db.selectFrom('users').select(['id', 'email', 'created_at']).execute();
      expect(new Set(users.map((u) => u.created_at.toISOString()))).toEqual(new Set([PINNED.toISOString()]));
      const attorney = users.find((u) => u.email === 'attorney@litfund.test')!;
      const profile = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/AdminUser/${attorney.id}`,
        headers: bearer(token),
      });
      expect(profile.json()).toMatchObject({ active: true });
    });
  },
  { now: () => new Date(PINNED) },
);
