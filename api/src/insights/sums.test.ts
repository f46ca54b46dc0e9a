// The statistics routes add up, in SQL, the figures each case keeps (case-figures.ts, sums.ts). Over generated
// portfolios written straight into the database, those sums must be exactly what the domain makes of every case read
// whole and priced in JavaScript (load.ts, as the routes computed them before), and so must every figure the routes
// answer: statistics, ratings and the chart's months.
import fc from 'fast-check';
import { sql } from 'kysely';
import {
  CONTRACT_STATUSES,
  addDays,
  insightSumsOfContracts,
  monthTotalsOf,
  statisticsFromSums,
  statisticsOf,
  userRatingFromSums,
  userRatingOf,
} from '@litfund/domain';
import type { RatingThreshold, UserRatingType } from '@litfund/domain';
import { describeEachDatabase, uniqueEmail } from '../test-support/databases.ts';
import { DEMO_RATE_SETS } from '../pricing/demo-rates.ts';
import { fillMissingCaseFigures } from './case-figures.ts';
import { loadInsightContracts } from './load.ts';
import { insightSumsOfUser, monthTotalsOfUser } from './sums.ts';

const TODAY = '2026-11-20';
const day = fc.integer({ min: -900, max: 30 }).map((n) => addDays(TODAY, n));
/** Any instant of those days, so that some fall on another calendar day in New York than in UTC. */
const instant = fc.integer({ min: -900 * 1440, max: 30 * 1440 }).map((minutes) => {
  return new Date(Date.parse(`${TODAY}T00:00:00Z`) + minutes * 60_000);
});
const cents = fc.integer({ min: 1, max: 5_000_000 });

/** A case as stored: its parties are indexes into the run's users (any of them in any role, to test each case counts once). */
const caseArb = fc.record({
  client: fc.nat(3),
  attorney: fc.option(fc.nat(3)),
  lawFirm: fc.option(fc.nat(3)),
  type: fc.constantFrom('PreSettlement', 'PostSettlement'),
  requested: cents,
  status: fc.constantFrom(...CONTRACT_STATUSES),
  statusAt: instant,
  // A check without a usable rate snapshot prices nothing: not funded, as moneyInput says.
  check: fc.option(
    fc.record({
      cents,
      on: day,
      schedule: fc.constantFrom('GA', 'NY', 'none'),
      feeBp: fc.integer({ min: 0, max: 500 }),
    }),
    { freq: 3 },
  ),
  reduction: fc.option(fc.record({ cents: fc.integer({ min: 0, max: 5_000_000 }), on: fc.option(day) })),
  tranches: fc.array(fc.record({ cents, on: day }), { maxLength: 2 }),
  payments: fc.array(fc.record({ cents, on: day }), { maxLength: 3 }),
  children: fc.array(cents, { maxLength: 2 }),
});

type StoredCase = typeof caseArb extends fc.Arbitrary<infer T> ? T : never;

const THRESHOLDS: Partial<Record<UserRatingType, RatingThreshold[]>> = {
  avgDaysClose: [{ from: 0, to: 400, star: 4 }],
  totalLostCases: [{ from: 0, to: 3, star: 5 }],
  avgCasesLost: [{ from: 0, to: 0.5, star: 3 }],
  totalReducedCases: [{ from: 1, to: 10, star: 2 }],
  percentCaseWithReduction: [{ from: 0, to: 1, star: 1 }],
  percentReductionPerReducedCase: [{ from: -10, to: 0.5, star: 4 }],
};

describeEachDatabase('Statistics sums in SQL against the domain over every case', (ctx) => {
  const timeZone = () => ctx.app.config.businessTimeZone;

  /** Four fresh users (the database does not check user types on a contract's columns). */
  async function users(): Promise<number[]> {
    const rows = await ctx.app.db
      .insertInto('users')
      .values(
        [0, 1, 2, 3].map(() => ({
          email: uniqueEmail('sums'),
          user_type: 'Client',
          first_name: 'Sum',
          last_name: 'Case',
          street: '',
          city: '',
          zip: '',
          phone: '',
          website: '',
        })),
      )
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
  }

  async function insertCase(c: StoredCase, people: number[]) {
    const { db } = ctx.app;
    const who = (index: number | null) => (index == null ? null : people[index]!);
    const snapshot = c.check && c.check.schedule !== 'none' ? JSON.stringify(DEMO_RATE_SETS[c.check.schedule]) : null;
    const row = await db
      .insertInto('contracts')
      .values({
        contract_type: c.type,
        client_user_id: people[c.client]!,
        created_by_user_id: people[c.client]!,
        responsible_attorney_id: who(c.attorney),
        responsible_law_firm_id: who(c.lawFirm),
        amount_requested_cents: c.requested,
        requested_on: addDays(TODAY, -950),
        check_amount_cents: c.check?.cents ?? null,
        check_date: c.check?.on ?? null,
        rate_snapshot: snapshot,
        fee_snapshot_bp: c.check?.feeBp ?? null,
        amount_reduced_cents: c.reduction?.cents ?? null,
        reduced_on: c.reduction?.on ?? null,
        current_status: c.status,
        current_status_at: c.statusAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const t of c.tranches)
      await db
        .insertInto('contract_tranches')
        .values({ contract_id: row.id, amount_cents: t.cents, funded_on: t.on })
        .execute();
    for (const p of c.payments)
      await db
        .insertInto('contract_payments')
        .values({ contract_id: row.id, amount_cents: p.cents, paid_on: p.on })
        .execute();
    for (const requested of c.children) {
      await db
        .insertInto('contracts')
        .values({
          parent_contract_id: row.id,
          contract_type: c.type,
          client_user_id: people[c.client]!,
          created_by_user_id: people[c.client]!,
          responsible_attorney_id: who(c.attorney),
          responsible_law_firm_id: who(c.lawFirm),
          amount_requested_cents: requested,
          requested_on: TODAY,
        })
        .execute();
    }
  }

  it('equal the domain’s for every user of generated portfolios, to the cent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(caseArb, { minLength: 0, maxLength: 10 }), async (cases) => {
        const people = await users();
        for (const c of cases) await insertCase(c, people);
        await fillMissingCaseFigures(ctx.app.db, timeZone());
        for (const userId of people) {
          const contracts = await loadInsightContracts({ db: ctx.app.db, today: TODAY, timeZone: timeZone() }, userId);
          const sums = await insightSumsOfUser(ctx.app.db, userId, timeZone());
          expect(sums).toEqual(insightSumsOfContracts(contracts));
          expect(statisticsFromSums(sums, TODAY)).toEqual(statisticsOf(contracts, TODAY));
          expect(userRatingFromSums(sums, THRESHOLDS)).toEqual(userRatingOf(contracts, THRESHOLDS));
          expect(await monthTotalsOfUser(ctx.app.db, userId, timeZone())).toEqual(monthTotalsOf(contracts));
        }
      }),
      // A failure is shrunk for at most a minute.
      { numRuns: 40, interruptAfterTimeLimit: 60_000, markInterruptAsFailure: true },
    );
  }, 120_000);

  it('a case written without its figures after start is computed when a user’s figures are asked for', async () => {
    const people = await users();
    await insertCase(
      {
        client: 0,
        attorney: 1,
        lawFirm: null,
        type: 'PreSettlement',
        requested: 500_000,
        status: 'PaidOff',
        statusAt: new Date('2026-10-01T15:00:00Z'),
        check: { cents: 400_000, on: '2026-06-01', schedule: 'GA', feeBp: 0 },
        reduction: null,
        tranches: [],
        payments: [{ cents: 450_000, on: '2026-09-30' }],
        children: [],
      },
      people,
    );
    const sums = await insightSumsOfUser(ctx.app.db, people[1]!, timeZone());
    expect(sums).toMatchObject({ requestedCents: 500_000, closedCount: 1, closedPaidCents: 450_000 });
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from contracts
      where parent_contract_id is null and insight_requested_cents is null`.execute(ctx.app.db);
    expect(rows[0]!.n).toBe(0);
  });
});
