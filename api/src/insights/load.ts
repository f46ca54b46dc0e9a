// Cases as the domain's InsightContract input, read whole (the contracts, then their tranches and their payments,
// in three set-based queries): a user's, or those of given ids.
import { sql } from 'kysely';
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import { calendarDateIn, owedSumCents } from '@litfund/domain';
import type { ClosingStatus, InsightContract, RatingThreshold, UserRatingType } from '@litfund/domain';
import type { Database } from '../db/schema.ts';
import { MONEY_COLUMNS, moneyFactsOf, moneyRowsOf } from '../contracts/read.ts';
import { isClosed, moneyInput } from '../contracts/money.ts';

export interface InsightContext {
  db: Kysely<Database>;
  today: string;
  timeZone: string;
}

const byContract = <T extends { contract_id: number }>(rows: readonly T[]) => {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.contract_id, [...(map.get(row.contract_id) ?? []), row]);
  return map;
};

type CaseFilter = (eb: ExpressionBuilder<Database & { c: Database['contracts'] }, 'c'>) => Expression<SqlBool>;

/** Parent contracts matching `filter` as the domain's input, with their ids, in id order. */
async function loadCases({ db, today, timeZone }: InsightContext, filter: CaseFilter) {
  const contracts = await db
    .selectFrom('contracts as c')
    .select([
      'c.id',
      'c.client_user_id',
      'c.reduced_on',
      'c.estimated_duration',
      ...MONEY_COLUMNS.map((column) => `c.${column}` as const),
    ])
    .select((eb) =>
      eb.fn
        .coalesce(
          eb
            .selectFrom('contracts as k')
            .select((k) => k.fn.sum<string>('k.amount_requested_cents').as('s'))
            .whereRef('k.parent_contract_id', '=', 'c.id'),
          sql<string>`0`,
        )
        .as('children_requested_cents'),
    )
    .select('c.amount_requested_cents')
    .where('c.parent_contract_id', 'is', null)
    .where(filter)
    .orderBy('c.id')
    .execute();
  const { tranches, payments } = await moneyRowsOf(
    db,
    contracts.map((c) => c.id),
  );
  const tranchesOf = byContract(tranches);
  const paymentsOf = byContract(payments);

  return contracts.map((c) => {
    const facts = moneyFactsOf(c, { tranches: tranchesOf.get(c.id) ?? [], payments: paymentsOf.get(c.id) ?? [] });
    const input = moneyInput(facts, today, timeZone);
    const owedOn = (day: string) =>
      input ? owedSumCents(input.tranches, input.schedule, input.contractType, input.feeBp, day) : 0;
    const closingDay = calendarDateIn(new Date(c.current_status_at), timeZone);
    const contract: InsightContract = {
      contractType: facts.contractType as InsightContract['contractType'],
      clientId: c.client_user_id,
      requestedCents: c.amount_requested_cents + Number(c.children_requested_cents),
      fundings: (input?.tranches ?? []).map((t) => ({ amountCents: t.principalCents, on: t.fundedOn })),
      payments: facts.payments.map((p) => ({ amountCents: p.amountCents, on: p.paidOn })),
      reduction:
        c.amount_reduced_cents == null
          ? null
          : { reducedCents: c.amount_reduced_cents, owedWhenReducedCents: owedOn(c.reduced_on ?? closingDay) },
      closing: isClosed(c.current_status)
        ? { status: c.current_status as ClosingStatus, on: closingDay, owedAtClosingCents: owedOn(closingDay) }
        : null,
    };
    return { id: c.id, contract, facts, estimatedDuration: c.estimated_duration };
  });
}

/**
 * The cases of a user: those where the user is the client, the responsible (last) attorney or the responsible law
 * firm. A closed case counts for its current responsible attorney and firm (the ones responsible when it closed,
 * unless someone was added after closing). Additional-funds requests are not cases of their own: their requested
 * amounts add to the parent's, and what they funded is already a tranche of the parent. The statistics routes add up
 * what each case keeps (case-figures.ts, sums.ts); this reads every case whole, as the reference their tests compare with.
 */
export async function loadInsightContracts(ctx: InsightContext, userId: number): Promise<InsightContract[]> {
  const cases = await loadCases(ctx, (eb) =>
    eb.or([
      eb('c.client_user_id', '=', userId),
      eb('c.responsible_attorney_id', '=', userId),
      eb('c.responsible_law_firm_id', '=', userId),
    ]),
  );
  return cases.map((c) => c.contract);
}

/** These contracts, those of them that are cases (not additional-funds requests), with their ids. */
export const loadCasesById = (ctx: InsightContext, ids: readonly number[]) =>
  ids.length === 0 ? Promise.resolve([]) : loadCases(ctx, () => sql<SqlBool>`c.id = any(${[...ids]}::int[])`);

/** The administrators' threshold items (table user_rating_items), grouped by userRatingType. */
export async function loadRatingThresholds(
  db: Kysely<Database>,
): Promise<Partial<Record<UserRatingType, RatingThreshold[]>>> {
  // A plain select: the thresholds' own routes (UserRating) own the table and its schema types.
  const { rows } = await sql<{
    user_rating_type: string;
    from_value: string | number;
    to_value: string | number;
    star: number;
  }>`
    select user_rating_type, from_value, to_value, star from user_rating_items order by from_value, id`.execute(db);
  const groups: Partial<Record<string, RatingThreshold[]>> = {};
  for (const row of rows) {
    (groups[row.user_rating_type] ??= []).push({
      from: Number(row.from_value),
      to: Number(row.to_value),
      star: Number(row.star),
    });
  }
  return groups;
}
