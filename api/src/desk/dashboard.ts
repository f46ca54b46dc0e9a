// The portfolio dashboard: sums over the funded cases (contracts without a parent that have a CheckSent) of the
// figures each case keeps (insights/case-figures.ts: funded, paid, closing; desk-figures.ts: Total Due and expected
// value today), read from one partial index that carries them (migration 0019), plus the cases' tranches and
// payments by month. Money is added in cents in SQL and turned into dollars once.
import { sql } from 'kysely';
import type { Kysely, RawBuilder } from 'kysely';
import { LOST_STATUSES, centsToDollars, percentOf, statusLabel } from '@litfund/domain';
import type { Dashboard, DashboardGroup, DashboardQuery } from '@litfund/domain';
import type { Database } from '../db/schema.ts';

/** Attorneys and law firms listed, the most funded first. */
const TOP = 10;

/** The funded cases the filter keeps, as SQL conditions on contracts `c`. */
function casesFilter(query: DashboardQuery): RawBuilder<unknown> {
  return sql`c.parent_contract_id is null and c.insight_funded_cents is not null
    ${query.from ? sql`and c.insight_funded_on >= ${query.from}::date` : sql``}
    ${query.to ? sql`and c.insight_funded_on <= ${query.to}::date` : sql``}
    ${query.contractType ? sql`and c.contract_type = ${query.contractType}` : sql``}`;
}

interface GroupRow {
  dim: 'total' | 'status' | 'state' | 'attorney' | 'lawFirm' | 'quarter';
  key: string | null;
  cases: number;
  funded: string;
  collected: string;
  open_cases: number;
  open_principal: string;
  due: string;
  expected: string;
  closed_cases: number;
  closed_funded: string;
  closed_collected: string;
  lost_unrecovered: string;
  figures_on: string | null;
}

/** Every sum at once, per grouping set: the whole portfolio, and by status, state, attorney, law firm, quarter. */
async function groupSums(db: Kysely<Database>, query: DashboardQuery): Promise<GroupRow[]> {
  // Sums of bigint are numeric, which pg returns as strings: cast back to bigint, read with Number (cents fit).
  const { rows } = await sql<GroupRow>`
    with c as (
      select c.*, c.insight_closed_on is null as open,
        c.insight_closed_on is not null and c.current_status = any(${[...LOST_STATUSES]}::text[]) as lost
      from contracts c where ${casesFilter(query)}
    )
    select
      case
        when grouping(c.current_status) = 0 then 'status'
        when grouping(u.state_id) = 0 then 'state'
        when grouping(c.responsible_attorney_id) = 0 then 'attorney'
        when grouping(c.responsible_law_firm_id) = 0 then 'lawFirm'
        when grouping(to_char(c.insight_funded_on, 'YYYY-"Q"Q')) = 0 then 'quarter'
        else 'total' end as dim,
      coalesce(c.current_status, u.state_id::text, c.responsible_attorney_id::text,
        c.responsible_law_firm_id::text, to_char(c.insight_funded_on, 'YYYY-"Q"Q')) as key,
      count(*)::int as cases,
      sum(c.insight_funded_cents)::bigint as funded,
      sum(c.insight_paid_cents)::bigint as collected,
      count(*) filter (where c.open)::int as open_cases,
      coalesce(sum(c.insight_funded_cents) filter (where c.open), 0)::bigint as open_principal,
      coalesce(sum(c.desk_due_cents) filter (where c.open), 0)::bigint as due,
      coalesce(sum(c.desk_expected_cents) filter (where c.open), 0)::bigint as expected,
      count(*) filter (where not c.open)::int as closed_cases,
      coalesce(sum(c.insight_funded_cents) filter (where not c.open), 0)::bigint as closed_funded,
      coalesce(sum(c.insight_paid_cents) filter (where not c.open), 0)::bigint as closed_collected,
      coalesce(sum(greatest(0, c.insight_funded_cents - c.insight_paid_cents)) filter (where c.lost), 0)::bigint
        as lost_unrecovered,
      to_char(min(c.desk_figures_on) filter (where c.open), 'YYYY-MM-DD') as figures_on
    from c join users u on u.id = c.client_user_id
    group by grouping sets ((), (c.current_status), (u.state_id), (c.responsible_attorney_id),
      (c.responsible_law_firm_id), (to_char(c.insight_funded_on, 'YYYY-"Q"Q')))`.execute(db);
  return rows;
}

interface AmountRow {
  month: string;
  funded: string;
  collected: string;
}

/** The filtered cases' fundings (check and tranches) and payments by month. */
async function monthSums(db: Kysely<Database>, query: DashboardQuery): Promise<AmountRow[]> {
  // Only the cases whose figures show tranches (funded above the check) or payments are looked up in those tables.
  const { rows } = await sql<AmountRow>`
    with c as (
      select c.id, c.check_date, c.check_amount_cents, c.insight_funded_cents, c.insight_paid_cents
      from contracts c where ${casesFilter(query)}
    ),
    amounts as (
      select check_date as day, check_amount_cents as funded, 0::bigint as paid from c
      union all
      select t.funded_on, t.amount_cents, 0
        from c join contract_tranches t on t.contract_id = c.id where c.insight_funded_cents > c.check_amount_cents
      union all
      select p.paid_on, 0, p.amount_cents
        from c join contract_payments p on p.contract_id = c.id where c.insight_paid_cents > 0
    )
    select to_char(day, 'YYYY-MM') as month, sum(funded)::bigint as funded, sum(paid)::bigint as collected
    from amounts group by 1 order by 1`.execute(db);
  return rows;
}

interface VintageRow {
  quarter: string;
  month: number;
  collected: string;
}

/** Payments of the filtered cases by funding quarter and month after the quarter's first month (0 = that month). */
async function vintageSums(db: Kysely<Database>, query: DashboardQuery): Promise<VintageRow[]> {
  const { rows } = await sql<VintageRow>`
    with c as (
      select c.id, date_trunc('quarter', c.insight_funded_on)::date as q
      from contracts c where ${casesFilter(query)} and c.insight_paid_cents > 0
    )
    select to_char(c.q, 'YYYY-"Q"Q') as quarter,
      ((extract(year from p.paid_on) - extract(year from c.q)) * 12
        + extract(month from p.paid_on) - extract(month from c.q))::int as month,
      sum(p.amount_cents)::bigint as collected
    from c join contract_payments p on p.contract_id = c.id
    group by 1, 2 order by 1, 2`.execute(db);
  return rows;
}

const dollarsOf = (cents: string | number) => centsToDollars(Number(cents));

function groupOf(row: GroupRow, label: string): DashboardGroup {
  return {
    key: row.key ?? 'none',
    label,
    cases: row.cases,
    funded: dollarsOf(row.funded),
    collected: dollarsOf(row.collected),
    openPrincipal: dollarsOf(row.open_principal),
    totalDue: dollarsOf(row.due),
  };
}

const byFundedDesc = (a: GroupRow, b: GroupRow) => Number(b.funded) - Number(a.funded) || a.cases - b.cases;

async function namesOf(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const users = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', [...ids])
    .execute();
  // As the reports name parties: a law firm's name is in its first name.
  return new Map(users.map((u) => [u.id, `${u.first_name} ${u.last_name}`.trim()]));
}

/** The vintage curves: each quarter's collected so far, cumulative, month by month up to the last with a payment. */
function vintagesOf(quarters: readonly GroupRow[], payments: readonly VintageRow[]): Dashboard['vintages'] {
  return [...quarters]
    .sort((a, b) => (a.key ?? '').localeCompare(b.key ?? ''))
    .map((q) => {
      const funded = Number(q.funded);
      const own = payments.filter((p) => p.quarter === q.key);
      const last = Math.max(-1, ...own.map((p) => p.month));
      let cumulative = 0;
      const points = [];
      for (let month = 0; month <= last; month++) {
        cumulative += own.filter((p) => p.month === month).reduce((sum, p) => sum + Number(p.collected), 0);
        points.push({ month, collected: centsToDollars(cumulative), percent: percentOf(cumulative, funded) ?? 0 });
      }
      return { quarter: q.key ?? '', funded: centsToDollars(funded), points };
    });
}

/** The dashboard of the funded cases the query keeps. */
export async function portfolioDashboard(db: Kysely<Database>, query: DashboardQuery): Promise<Dashboard> {
  const groups = await groupSums(db, query);
  const months = await monthSums(db, query);
  const payments = await vintageSums(db, query);
  const of = (dim: GroupRow['dim']) => groups.filter((g) => g.dim === dim);
  const total = of('total')[0];
  const attorneys = of('attorney')
    .filter((g) => g.key != null)
    .sort(byFundedDesc)
    .slice(0, TOP);
  const lawFirms = of('lawFirm')
    .filter((g) => g.key != null)
    .sort(byFundedDesc)
    .slice(0, TOP);
  const names = await namesOf(
    db,
    [...attorneys, ...lawFirms].map((g) => Number(g.key)),
  );
  const states = new Map(
    (await db.selectFrom('states').select(['id', 'name']).execute()).map((s) => [String(s.id), s.name]),
  );
  const cents = (value: string | undefined) => Number(value ?? 0);
  const closedFunded = cents(total?.closed_funded);
  const closedCollected = cents(total?.closed_collected);
  const lostUnrecovered = cents(total?.lost_unrecovered);
  return {
    figuresOn: total?.figures_on ?? null,
    totals: {
      fundedCases: total?.cases ?? 0,
      openCases: total?.open_cases ?? 0,
      closedCases: total?.closed_cases ?? 0,
      fundedPrincipal: dollarsOf(cents(total?.funded)),
      openPrincipal: dollarsOf(cents(total?.open_principal)),
      totalDue: dollarsOf(cents(total?.due)),
      collected: dollarsOf(cents(total?.collected)),
      expectedPayoff: dollarsOf(cents(total?.expected)),
      closedFunded: dollarsOf(closedFunded),
      closedCollected: dollarsOf(closedCollected),
      lostUnrecovered: dollarsOf(lostUnrecovered),
      realizedReturnPercent: percentOf(closedCollected - closedFunded, closedFunded),
      lossRatePercent: percentOf(lostUnrecovered, closedFunded),
    },
    byMonth: months.map((m) => ({ month: m.month, funded: dollarsOf(m.funded), collected: dollarsOf(m.collected) })),
    byStatus: of('status')
      .sort(byFundedDesc)
      .map((g) => groupOf(g, statusLabel(g.key ?? ''))),
    byState: of('state')
      .sort(byFundedDesc)
      .map((g) => groupOf(g, g.key == null ? 'No state' : (states.get(g.key) ?? g.key))),
    byAttorney: attorneys.map((g) => groupOf(g, names.get(Number(g.key)) ?? '')),
    byLawFirm: lawFirms.map((g) => groupOf(g, names.get(Number(g.key)) ?? '')),
    vintages: vintagesOf(of('quarter'), payments),
  };
}
