// POST /Contract/list: one page of the contracts the caller may see, newest first, in ONE query (parties' names,
// tranches and payments come along as JSON so the money figures need no further round trip).
import { sql } from 'kysely';
import type { Expression, Kysely, RawBuilder, SelectQueryBuilder, SqlBool } from 'kysely';
import { centsToDollars } from '@litfund/domain';
import type { ContractListItem, ContractStatus, ContractType } from '@litfund/domain';
import type { Database } from '../db/schema.ts';
import type { CallerUser } from '../types.ts';
import { containsPattern } from '../users/schemas.ts';
import { isAdmin, visibleTo } from './access.ts';
import type { ContractExpressions } from './access.ts';
import { moneyFigures } from './money.ts';
import { MONEY_COLUMNS, moneyFactsOf } from './read.ts';

export interface ListScope {
  /** Contracts where this user is the client or the responsible attorney / law firm. */
  partyUserId?: number;
  /** Contracts whose responsible law firm is this firm. */
  lawFirmId?: number;
  caseId?: string;
  clientFilter?: string;
  attorneyFilter?: string;
  lawFirmFilter?: string;
  pageNumber: number;
  pageSize: number;
  sortingType: 'asc' | 'desc';
}

interface MoneyJson { a: number; d: string }
/** [first_name, last_name] of a user (the client always exists: a foreign key). */
type NamesJson = [string, string];

/** Contracts whose client / responsible attorney / responsible law firm has a full name containing the filter. */
const partyNameMatches = (alias: 'cl' | 'at' | 'lf', column: 'client_user_id' | 'responsible_attorney_id' | 'responsible_law_firm_id', filter: string) =>
  sql<boolean>`exists (select from users ${sql.raw(alias)} where ${sql.ref(`${alias}.id`)} = ${sql.ref(`c.${column}`)}
    and lower(${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)}) like ${containsPattern(filter.trim())})`;
const namesOf = (column: 'client_user_id' | 'responsible_attorney_id' | 'responsible_law_firm_id') =>
  sql<NamesJson | null>`(select json_build_array(u.first_name, u.last_name) from users u where u.id = ${sql.ref(`c.${column}`)})`;
const fullName = (names: NamesJson | null) => `${names?.[0] ?? ''} ${names?.[1] ?? ''}`.trim();

type ContractsWhere = (eb: ContractExpressions) => Expression<SqlBool>;
type Direction = ListScope['sortingType'];

/** The conditions of the list's filters (every access path applies them all). */
function filtersOf(scope: ListScope): ContractsWhere {
  const caseId = scope.caseId?.trim();
  const names = [
    ['cl', 'client_user_id', scope.clientFilter?.trim()],
    ['at', 'responsible_attorney_id', scope.attorneyFilter?.trim()],
    ['lf', 'responsible_law_firm_id', scope.lawFirmFilter?.trim()],
  ] as const;
  return (eb) => eb.and([
    ...(scope.lawFirmId === undefined ? [] : [eb('c.responsible_law_firm_id', '=', scope.lawFirmId)]),
    ...(caseId ? [eb.or([eb(sql`lower(c.case_id)`, 'like', containsPattern(caseId)), eb(sql`lower(c.identifier)`, 'like', containsPattern(caseId))])] : []),
    ...names.filter(([, , filter]) => filter).map(([alias, column, filter]) => partyNameMatches(alias, column, filter!)),
  ]);
}

/**
 * The ways to the contracts the list may show, each an index walk newest first: "client, responsible attorney or
 * responsible law firm is X" as one condition with OR (and the present-law-firm subquery) cannot use the per-party
 * indexes, and PostgreSQL walked every contract by date: a client with 5 contracts waited 0.4-1.7 s at 1M. Each path
 * is one party column; the page is the newest of the paths' newest (a contract two paths reach counts once).
 */
function accessPaths(caller: CallerUser, scope: ListScope): Array<ContractsWhere | 'presentLawFirms'> {
  const party = (id: number): ContractsWhere[] => [
    (eb) => eb('c.client_user_id', '=', id), (eb) => eb('c.responsible_attorney_id', '=', id), (eb) => eb('c.responsible_law_firm_id', '=', id),
  ];
  if (scope.partyUserId !== undefined) {
    // The party's contracts, of those the caller may see.
    const visible = visibleTo(caller);
    return party(scope.partyUserId).map((path): ContractsWhere => (eb) => eb.and([path(eb), visible(eb)]));
  }
  if (isAdmin(caller)) return [(eb) => eb.lit(true)];
  return [...party(caller.id), 'presentLawFirms'];
}

export async function listContracts(db: Kysely<Database>, caller: CallerUser, scope: ListScope, today: string, timeZone: string): Promise<ContractListItem[]> {
  const direction: Direction = scope.sortingType;
  const filters = filtersOf(scope);
  const offset = (scope.pageNumber - 1) * scope.pageSize;
  // The page size is written into the statement, and page 1 has no OFFSET: a prepared statement's generic plan then
  // knows it reads 10 rows down an index (with LIMIT $1, PostgreSQL's generic plan assumes a tenth of the table and
  // sorts 1M contracts: 851 ms), so page 1 is planned once per connection. pageSize is an integer 1..100 (zod).
  const pageSize = sql.lit(scope.pageSize);
  const newest = <Q extends SelectQueryBuilder<Database & { c: Database['contracts'] }, 'c', { id: number; created_at: Date }>>(q: Q, limit: RawBuilder<number> | number) =>
    q.orderBy('c.created_at', direction).orderBy('c.id', direction).limit(limit);

  const paths = accessPaths(caller, scope);
  let page;
  if (paths.length === 1 && paths[0] !== 'presentLawFirms') {
    page = newest(db.selectFrom('contracts as c').select(['c.id', 'c.created_at']).where(paths[0]).where(filters), pageSize)
      .$if(offset > 0, (q) => q.offset(offset));
  } else {
    // Each path's first pageNumber x pageSize contracts hold the page.
    const enough = scope.pageNumber === 1 ? pageSize : scope.pageNumber * scope.pageSize;
    const branches = paths.map((path) => (path === 'presentLawFirms'
      ? db.selectFrom('user_law_firms as f')
        .innerJoinLateral((eb) => newest(eb.selectFrom('contracts as c').select(['c.id', 'c.created_at'])
          .whereRef('c.responsible_law_firm_id', '=', 'f.law_firm_user_id').where(filters), enough).as('c'), (join) => join.onTrue())
        .select(['c.id', 'c.created_at'])
        .where('f.user_id', '=', caller.id).where('f.present', '=', true)
      : newest(db.selectFrom('contracts as c').select(['c.id', 'c.created_at']).where(path).where(filters), enough)));
    page = db.selectFrom(sql<{ id: number; created_at: Date }>`(${sql.join(branches, sql` union `)})`.as('c'))
      .select(['c.id', 'c.created_at']);
    page = newest(page, pageSize).$if(offset > 0, (q) => q.offset(offset));
  }

  // Then the page's columns, the parties' names and the money rows of those rows only. Joined to the whole query,
  // the users came through Memoize nodes sized for a million rows, and zeroing their hash tables was 28 % of
  // PostgreSQL's CPU on this list (perf).
  const rows = await db
    .selectFrom(page.as('p'))
    .innerJoin('contracts as c', 'c.id', 'p.id')
    .select([
      ...MONEY_COLUMNS.map((column) => `c.${column}` as const),
      'c.id', 'c.identifier', 'c.case_id', 'c.parent_contract_id', 'c.created_at', 'c.amount_requested_cents',
      'c.client_user_id', 'c.responsible_attorney_id', 'c.responsible_law_firm_id',
      namesOf('client_user_id').as('cl'),
      namesOf('responsible_attorney_id').as('at'),
      namesOf('responsible_law_firm_id').as('lf'),
      sql<MoneyJson[] | null>`(select json_agg(json_build_object('a', t.amount_cents, 'd', t.funded_on)) from contract_tranches t where t.contract_id = c.id)`.as('tranches'),
      sql<MoneyJson[] | null>`(select json_agg(json_build_object('a', p.amount_cents, 'd', p.paid_on)) from contract_payments p where p.contract_id = c.id)`.as('payments'),
    ])
    .orderBy('c.created_at', direction)
    .orderBy('c.id', direction)
    .execute();

  return rows.map((r) => {
    const figures = moneyFigures(moneyFactsOf(r, {
      tranches: (r.tranches ?? []).map((t) => ({ amount_cents: Number(t.a), funded_on: t.d })),
      payments: (r.payments ?? []).map((p) => ({ amount_cents: Number(p.a), paid_on: p.d })),
    }), today, timeZone);
    return {
      id: r.id,
      identifier: r.identifier ?? '',
      caseId: r.case_id,
      contractType: r.contract_type as ContractType,
      parentContractId: r.parent_contract_id,
      createDate: r.created_at.toISOString(),
      status: r.current_status as ContractStatus,
      amountRequested: centsToDollars(r.amount_requested_cents),
      totalDue: figures.totalDue,
      paidOff: figures.paidOff,
      daysBeforePriceIncrease: figures.daysBeforePriceIncrease,
      currentContractRiskRatePercent: figures.currentContractRiskRatePercent,
      contractClientDTO: { userId: r.client_user_id, user: { firstName: r.cl?.[0] ?? '', lastName: r.cl?.[1] ?? '' } },
      responsibleAttorney: r.responsible_attorney_id == null ? null : { userId: r.responsible_attorney_id, userName: fullName(r.at) },
      responsibleLawFirm: r.responsible_law_firm_id == null ? null : { userId: r.responsible_law_firm_id, userName: fullName(r.lf) },
    };
  });
}
