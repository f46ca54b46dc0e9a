import { CONTRACT_STATUSES } from '@litfund/domain';
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
});
