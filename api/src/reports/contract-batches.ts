// Reads report contracts in id order, a batch at a time (keyset pagination), with what the report rows need:
// names, state, parties and the money facts. Memory holds one batch whatever the size of the portfolio.
// Kysely's .stream() is not used: PGlite has no streaming, and on PostgreSQL it needs pg-cursor, which
// does not pin; keyset batches behave the same on both databases.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { insideCancelWindow } from '../compliance/cancellation.ts';
import { MONEY_COLUMNS, moneyRowsOf } from '../contracts/read.ts';

export const REPORT_BATCH_SIZE = 500;

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/** The contract columns the reports read besides the money ones (every column would double what a batch allocates). */
const REPORT_COLUMNS = [
  'id',
  'case_id',
  'created_at',
  'amount_requested_cents',
  'amount_approved_cents',
  'approved_rate_bp',
  'insert_rate_bp',
  'estimated_duration',
] as const;

/** Top-level contracts (additional-funds requests are priced through their parent) created in a window. */
function baseQuery(db: Kysely<Database>) {
  return db
    .selectFrom('contracts as c')
    .innerJoin('users as cl', 'cl.id', 'c.client_user_id')
    .leftJoin('states as s', 's.id', 'cl.state_id')
    .select([...REPORT_COLUMNS, ...MONEY_COLUMNS].map((column) => `c.${column}` as const))
    .select([
      'cl.first_name as cl_first',
      'cl.last_name as cl_last',
      'cl.additional_fee_bp as cl_fee_bp',
      's.name as state_name',
    ])
    .where('c.parent_contract_id', 'is', null);
}
type BaseRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

export interface ReportContract extends BaseRow {
  attorneys: string[];
  lawFirms: string[];
  money: Awaited<ReturnType<typeof moneyRowsOf>>;
}

export interface BatchFilter {
  /** Only contracts created in [createdFrom, createdBefore) (instants; callers narrow to business days themselves). */
  createdFrom?: Date;
  createdBefore?: Date;
  /** Only contracts with one of these statuses in their history between the two instants. */
  statusEntered?: { statuses: readonly string[]; from: Date; before: Date };
  contractTypes?: readonly string[];
  /** Only contracts whose cancellation window is open on this day ('YYYY-MM-DD'). */
  windowOpenOn?: string;
}

function groupByContract<T extends { contract_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.contract_id);
    if (group) group.push(row);
    else groups.set(row.contract_id, [row]);
  }
  return groups;
}

export async function* reportContracts(
  db: Kysely<Database>,
  filter: BatchFilter,
  batchSize = REPORT_BATCH_SIZE,
): AsyncGenerator<ReportContract[]> {
  let afterId = 0;
  for (;;) {
    let query = baseQuery(db).where('c.id', '>', afterId).orderBy('c.id').limit(batchSize);
    if (filter.createdFrom) query = query.where('c.created_at', '>=', filter.createdFrom);
    if (filter.createdBefore) query = query.where('c.created_at', '<', filter.createdBefore);
    if (filter.contractTypes) query = query.where('c.contract_type', 'in', [...filter.contractTypes]);
    const openOn = filter.windowOpenOn;
    if (openOn) query = query.where((eb) => insideCancelWindow(eb, openOn));
    const entered = filter.statusEntered;
    if (entered) {
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('contract_statuses as h')
            .select('h.id')
            .whereRef('h.contract_id', '=', 'c.id')
            .where('h.status', 'in', [...entered.statuses])
            .where('h.status_date', '>=', entered.from)
            .where('h.status_date', '<', entered.before),
        ),
      );
    }
    const rows = await query.execute();
    if (rows.length === 0) return;
    const ids = rows.map((r) => r.id);
    const [parties, money] = await Promise.all([
      db
        .selectFrom('contract_parties as p')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .select(['p.contract_id', 'p.role', 'u.first_name', 'u.last_name'])
        .where('p.contract_id', 'in', ids)
        .orderBy('p.id')
        .execute(),
      moneyRowsOf(db, ids),
    ]);
    // Grouped once per batch: filtering every list for every contract made a 100k-row report quadratic per batch.
    const partiesOf = groupByContract(parties);
    const tranchesOf = groupByContract(money.tranches);
    const paymentsOf = groupByContract(money.payments);
    yield rows.map((row) => {
      const names = (role: string) =>
        (partiesOf.get(row.id) ?? []).filter((p) => p.role === role).map((p) => fullName(p.first_name, p.last_name));
      return {
        ...row,
        attorneys: names('attorney'),
        lawFirms: names('lawFirm'),
        money: { tranches: tranchesOf.get(row.id) ?? [], payments: paymentsOf.get(row.id) ?? [] },
      };
    });
    if (rows.length < batchSize) return;
    afterId = rows.at(-1)!.id;
  }
}

/** The status history entries of a batch of contracts in a window, oldest first. */
export function statusEntries(
  db: Kysely<Database>,
  ids: readonly number[],
  statuses: readonly string[],
  from: Date,
  before: Date,
) {
  return db
    .selectFrom('contract_statuses')
    .select(['contract_id', 'status', 'status_date'])
    .where('contract_id', 'in', [...ids])
    .where('status', 'in', [...statuses])
    .where('status_date', '>=', from)
    .where('status_date', '<', before)
    .orderBy('id')
    .execute();
}

export { fullName };
