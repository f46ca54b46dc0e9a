// The figures a case keeps for the statistics (case-figures.ts) follow every change of its money and status, in the
// change's transaction: after each step of a case's life they are what the case, read whole, gives now.
import { caseFiguresOf } from '@litfund/domain';
import type { CaseFigures } from '@litfund/domain';
import { createApprovedUser, describeEachDatabase } from '../test-support/databases.ts';
import { apiCalls, contractForm, demoToken, noon, paperClientContract } from '../test-support/fixtures.ts';
import { fillMissingCaseFigures } from './case-figures.ts';
import { loadCasesById, loadInsightContracts } from './load.ts';

const TODAY = '2026-11-20';

describeEachDatabase(
  'Case figures kept by the contract actions',
  (ctx) => {
    let admin = '';
    const { get, post } = apiCalls(ctx, () => admin);
    const timeZone = () => ctx.app.config.businessTimeZone;

    const userOfType = async (userType: 'Client' | 'Attorney') => {
      const user = await createApprovedUser(ctx.app, { firstName: 'Case', lastName: userType });
      await ctx.app.db.updateTable('users').set({ user_type: userType }).where('id', '=', user.id).execute();
      return user.id;
    };

    /** The figures stored on the case's row, as CaseFigures. */
    async function stored(id: number): Promise<CaseFigures> {
      const c = await ctx.app.db.selectFrom('contracts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return {
        clientId: c.client_user_id,
        requestedCents: c.insight_requested_cents!,
        paidCents: c.insight_paid_cents!,
        funded:
          c.insight_funded_cents == null ? null : { cents: c.insight_funded_cents, firstOn: c.insight_funded_on! },
        closing:
          c.insight_closed_on == null
            ? null
            : {
                status: c.current_status as NonNullable<CaseFigures['closing']>['status'],
                on: c.insight_closed_on,
                owedAtClosingCents: c.insight_owed_at_closing_cents!,
              },
        reduction:
          c.amount_reduced_cents == null
            ? null
            : { reducedCents: c.amount_reduced_cents, owedWhenReducedCents: c.insight_owed_when_reduced_cents! },
      };
    }
    const recomputed = async (id: number) => {
      const [only] = await loadCasesById({ db: ctx.app.db, today: TODAY, timeZone: timeZone() }, [id]);
      return caseFiguresOf(only!.contract);
    };
    /** Runs a step (expecting 200) and checks the case's stored figures against the case read whole. */
    async function step(id: number, url: string, body: unknown) {
      const response = await post(url, body);
      expect({ url, status: response.statusCode, body: response.statusCode === 200 ? '' : response.body }).toEqual({
        url,
        status: 200,
        body: '',
      });
      expect(await stored(id)).toEqual(await recomputed(id));
      return stored(id);
    }

    beforeAll(async () => {
      admin = await demoToken(ctx.app, 'admin');
    });

    it('follow a case from filing through funding, a reduction, closing, reopening and a new attorney', async () => {
      const client = await userOfType('Client');
      const [first, second] = [await userOfType('Attorney'), await userOfType('Attorney')];
      const filed = await post('Contract', contractForm(client, { amountRequested: 4000 }));
      expect(filed.statusCode).toBe(200);
      const id = (filed.json() as { id: number }).id;
      expect(await stored(id)).toEqual(await recomputed(id));
      expect(await stored(id)).toMatchObject({ requestedCents: 400_000, paidCents: 0, funded: null, closing: null });

      await step(id, `Contract/${id}/addAttorney`, { userId: first });
      await paperClientContract(ctx.app, id);
      expect(
        await step(id, `Contract/${id}/statusUpdate`, {
          contractsStatus: 'CheckSent',
          statusValue: 4000,
          dateChange: noon('2026-06-01'),
        }),
      ).toMatchObject({ funded: { cents: 400_000, firstOn: '2026-06-01' } });
      // An additional-funds request adds its amount to the case's requested amount, and funding it adds a tranche.
      const child = await post('Contract', {
        parentContractId: id,
        contractType: 'PreSettlement',
        amountRequested: { amount: 1500, date: noon(TODAY) },
      });
      expect(child.statusCode).toBe(200);
      expect(await stored(id)).toMatchObject({ requestedCents: 550_000 });
      const childId = (child.json() as { id: number }).id;
      // A request is funded once approved.
      expect((await post(`Contract/${childId}/statusUpdate`, { contractsStatus: 'Approved' })).statusCode).toBe(200);
      expect(
        await step(id, `Contract/${id}/addAdditionalFundingRequest`, {
          amount: 1000,
          date: noon('2026-07-01'),
          childContractId: childId,
        }),
      ).toMatchObject({ funded: { cents: 500_000, firstOn: '2026-06-01' } });
      await step(id, `Contract/${id}/updateAmountPayment`, { amount: 1200.5, date: noon('2026-09-01') });
      const reduced = await step(id, `Contract/${id}/update`, { amountReduced: { amount: 5200, date: '2026-10-01' } });
      expect(reduced.reduction).toEqual({ reducedCents: 520_000, owedWhenReducedCents: expect.any(Number) });
      const paidOff = await step(id, `Contract/${id}/statusUpdate`, { contractsStatus: 'PaidOff' });
      // A closing takes the real clock's day (set-status), not the suite's pinned one.
      expect(paidOff.closing).toEqual({
        status: 'PaidOff',
        on: expect.any(String),
        owedAtClosingCents: expect.any(Number),
      });
      // Reopened, the case is open again; closed as lost, it closes on that day with that status.
      expect((await step(id, `Contract/${id}/statusUpdate`, { contractsStatus: 'CheckCashed' })).closing).toBeNull();
      expect(
        (await step(id, `Contract/${id}/statusUpdate`, { contractsStatus: 'ClosedCaseLost' })).closing,
      ).toMatchObject({ status: 'ClosedCaseLost' });

      // The case counts for its responsible attorney: the new one's statistics have it, the former one's no longer.
      await step(id, `Contract/${id}/addAttorney`, { userId: second });
      const statistics = async (userId: number) => (await get(`statistics/${userId}/getFullStatistic`)).json();
      expect(await statistics(second)).toMatchObject({ closedContractsCount: 1, lifeTimeRequested: 5500 });
      expect(await statistics(first)).toMatchObject({ closedContractsCount: 0, lifeTimeRequested: 0 });
      expect(await loadInsightContracts({ db: ctx.app.db, today: TODAY, timeZone: timeZone() }, first)).toEqual([]);
    });

    it('are computed again, every case, when the business time zone changes', async () => {
      const client = await userOfType('Client');
      const filed = await post('Contract', contractForm(client, { amountRequested: 1000 }));
      const id = (filed.json() as { id: number }).id;
      await paperClientContract(ctx.app, id);
      await step(id, `Contract/${id}/statusUpdate`, {
        contractsStatus: 'CheckSent',
        statusValue: 1000,
        dateChange: noon('2026-06-01'),
      });
      await step(id, `Contract/${id}/statusUpdate`, { contractsStatus: 'PaidOff' });
      // Closed at 15:00 UTC (written as a bulk load would, without figures): that day in New York, the next at UTC+14.
      await ctx.app.db
        .updateTable('contracts')
        .set({ current_status_at: new Date(`${TODAY}T15:00:00.000Z`), insight_requested_cents: null })
        .where('id', '=', id)
        .execute();
      expect(await fillMissingCaseFigures(ctx.app.db, timeZone())).toBe(1);
      expect((await stored(id)).closing?.on).toBe(TODAY);
      const cases = await ctx.app.db
        .selectFrom('contracts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('parent_contract_id', 'is', null)
        .executeTakeFirstOrThrow();
      try {
        expect(await fillMissingCaseFigures(ctx.app.db, 'Pacific/Kiritimati')).toBe(Number(cases.n));
        expect((await stored(id)).closing?.on).toBe('2026-11-21');
        expect(await fillMissingCaseFigures(ctx.app.db, 'Pacific/Kiritimati')).toBe(0);
      } finally {
        expect(await fillMissingCaseFigures(ctx.app.db, timeZone())).toBe(Number(cases.n));
      }
      expect(await stored(id)).toEqual(await recomputed(id));
    });
  },
  { now: () => new Date(`${TODAY}T15:00:00.000Z`) },
);
