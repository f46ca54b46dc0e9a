// A user's statistics and ratings as sums in SQL over the figures each case keeps (case-figures.ts): the domain's
// InsightSums (domain/insights/sums.ts defines each one) and MonthTotals, which the domain then divides and rounds.
// The cases of a user are those where the user is the client, the responsible attorney or the responsible law firm
// (load.ts says why); additional-funds requests count through their parent's figures.
import { sql } from 'kysely';
import type { Kysely, RawBuilder } from 'kysely';
import { DAY_ZERO, LOST_STATUSES } from '@litfund/domain';
import type { InsightSums, MonthTotals, ReductionFigures } from '@litfund/domain';
import type { Database } from '../db/schema.ts';
import { fillMissingCaseFigures } from './case-figures.ts';

/**
 * The user's cases with these columns, each case once: one branch per party column, each leaving out the cases an
 * earlier branch has. The attorney's and law firm's branches read only their partial index of cases (it INCLUDEs the
 * figures, migration 0013), whatever the number of cases; a client's few cases are read from the table.
 */
function casesOfUser(userId: number, columns: readonly string[]): RawBuilder<unknown> {
  const select = sql.raw(`select ${columns.join(', ')} from contracts where parent_contract_id is null`);
  return sql`
    ${select} and client_user_id = ${userId}
    union all
    ${select} and responsible_attorney_id = ${userId} and client_user_id <> ${userId}
    union all
    ${select} and responsible_law_firm_id = ${userId} and client_user_id <> ${userId}
      and responsible_attorney_id is distinct from ${userId}`;
}

const FIGURE_COLUMNS = [
  'id',
  'client_user_id',
  'current_status',
  'amount_reduced_cents',
  'insight_requested_cents',
  'insight_paid_cents',
  'insight_funded_cents',
  'insight_funded_on',
  'insight_closed_on',
  'insight_owed_at_closing_cents',
  'insight_owed_when_reduced_cents',
];

type SumsRow = Omit<InsightSums, 'reductions'> & { reductions: Array<[number, number]> };

/**
 * Computes the figures of cases written outside the actions since the API started (a bulk load), if any: the API
 * computes them when it starts, so this is one look into an empty index.
 */
async function ensureCaseFigures(db: Kysely<Database>, timeZone: string): Promise<void> {
  const missing = await db
    .selectFrom('contracts')
    .select('id')
    .where('parent_contract_id', 'is', null)
    .where('insight_requested_cents', 'is', null)
    .limit(1)
    .execute();
  if (missing.length > 0) await fillMissingCaseFigures(db, timeZone);
}

/** The sums of the user's cases (domain insightSumsOf), in SQL. */
export async function insightSumsOfUser(db: Kysely<Database>, userId: number, timeZone: string): Promise<InsightSums> {
  await ensureCaseFigures(db, timeZone);
  // Every sum is cast to bigint: PostgreSQL's sum of bigint is numeric, which pg gives as a string.
  const { rows } = await sql<SumsRow>`
    with cases as (${casesOfUser(userId, FIGURE_COLUMNS)}),
    c as (
      select *, insight_funded_cents is not null as funded,
        insight_funded_cents is not null and insight_closed_on is not null as closed
      from cases
    )
    select
      coalesce(sum(insight_requested_cents), 0)::bigint as "requestedCents",
      coalesce(sum(insight_paid_cents), 0)::bigint as "paidCents",
      count(*) filter (where funded)::int as "fundedCount",
      coalesce(sum(insight_funded_cents), 0)::bigint as "fundedCents",
      count(distinct client_user_id) filter (where funded)::int as "fundedClients",
      count(*) filter (where funded and not closed)::int as "openCount",
      coalesce(sum(insight_funded_cents) filter (where funded and not closed), 0)::bigint as "openFundedCents",
      coalesce(sum(insight_funded_on - ${DAY_ZERO}::date) filter (where funded and not closed), 0)::bigint
        as "openFirstFundingDays",
      count(*) filter (where closed)::int as "closedCount",
      coalesce(sum(insight_owed_at_closing_cents) filter (where closed), 0)::bigint as "closedOwedCents",
      coalesce(sum(insight_paid_cents) filter (where closed), 0)::bigint as "closedPaidCents",
      coalesce(sum(insight_funded_cents) filter (where closed), 0)::bigint as "closedFundedCents",
      coalesce(sum(insight_closed_on - insight_funded_on) filter (where closed), 0)::bigint as "closedDays",
      count(*) filter (where closed and current_status = any(${[...LOST_STATUSES]}::text[]))::int as "lostCount",
      coalesce(sum(greatest(0, insight_funded_cents - insight_paid_cents))
        filter (where closed and current_status = any(${[...LOST_STATUSES]}::text[])), 0)::bigint
        as "lostUnrecoveredCents",
      coalesce(json_agg(json_build_array(amount_reduced_cents, insight_owed_when_reduced_cents) order by id)
        filter (where closed and amount_reduced_cents is not null), '[]') as "reductions"
    from c`.execute(db);
  const { reductions, ...sums } = rows[0]!;
  return {
    ...sums,
    reductions: reductions.map(([reducedCents, owedWhenReducedCents]): ReductionFigures => ({
      reducedCents,
      owedWhenReducedCents,
    })),
  };
}

/** The fundings and payments of the user's cases by month (domain monthTotalsOf), in SQL. */
export async function monthTotalsOfUser(
  db: Kysely<Database>,
  userId: number,
  timeZone: string,
): Promise<MonthTotals[]> {
  await ensureCaseFigures(db, timeZone);
  // A funded case's fundings are its check and its tranches (load.ts); payments count whether funded or not. Only the
  // cases whose figures show tranches (funded above the check) or payments are looked up in those tables.
  const columns = ['id', 'check_date', 'check_amount_cents', 'insight_funded_cents', 'insight_paid_cents'];
  const { rows } = await sql<MonthTotals>`
    with cases as (${casesOfUser(userId, columns)}),
    amounts as (
      select check_date as day, check_amount_cents as funded, 0::bigint as paid
        from cases where insight_funded_cents is not null
      union all
      select t.funded_on, t.amount_cents, 0
        from cases join contract_tranches t on t.contract_id = cases.id
        where cases.insight_funded_cents > cases.check_amount_cents
      union all
      select p.paid_on, 0, p.amount_cents
        from cases join contract_payments p on p.contract_id = cases.id where cases.insight_paid_cents > 0
    )
    select to_char(day, 'YYYY-MM') as "month", sum(funded)::bigint as "fundedCents", sum(paid)::bigint as "paidCents"
    from amounts group by 1 order by 1`.execute(db);
  return rows;
}
