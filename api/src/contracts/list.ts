// POST /Contract/list: one page of the contracts the caller may see, newest first, in ONE query (parties' names,
// tranches and payments come along as JSON so the money figures need no further round trip).
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { centsToDollars } from '@litfund/domain';
import type { ContractListItem, ContractStatus, ContractType } from '@litfund/domain';
import type { Database } from '../db/schema.ts';
import type { CallerUser } from '../types.ts';
import { containsPattern } from '../users/schemas.ts';
import { visibleTo } from './access.ts';
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

export async function listContracts(db: Kysely<Database>, caller: CallerUser, scope: ListScope, today: string, timeZone: string): Promise<ContractListItem[]> {
  // First the page of contracts, then the parties' names and the money rows of those 10 rows only. Joined to the
  // whole query, the users came through Memoize nodes sized for a million rows, and zeroing their hash tables was
  // 28 % of PostgreSQL's CPU on this list (perf); PostgreSQL now runs it in half the time (EXPLAIN ANALYZE at 1M).
  const page = db
    .selectFrom('contracts as c')
    .select([
      ...MONEY_COLUMNS.map((column) => `c.${column}` as const),
      'c.id', 'c.identifier', 'c.case_id', 'c.parent_contract_id', 'c.created_at', 'c.amount_requested_cents',
      'c.client_user_id', 'c.responsible_attorney_id', 'c.responsible_law_firm_id',
    ])
    .where(visibleTo(caller))
    .$if(scope.partyUserId !== undefined, (q) => q.where((eb) => eb.or([
      eb('c.client_user_id', '=', scope.partyUserId!),
      eb('c.responsible_attorney_id', '=', scope.partyUserId!),
      eb('c.responsible_law_firm_id', '=', scope.partyUserId!),
    ])))
    .$if(scope.lawFirmId !== undefined, (q) => q.where('c.responsible_law_firm_id', '=', scope.lawFirmId!))
    .$if(Boolean(scope.caseId?.trim()), (q) => q.where((eb) => eb.or([
      eb(sql`lower(c.case_id)`, 'like', containsPattern(scope.caseId!.trim())),
      eb(sql`lower(c.identifier)`, 'like', containsPattern(scope.caseId!.trim())),
    ])))
    .$if(Boolean(scope.clientFilter?.trim()), (q) => q.where(partyNameMatches('cl', 'client_user_id', scope.clientFilter!)))
    .$if(Boolean(scope.attorneyFilter?.trim()), (q) => q.where(partyNameMatches('at', 'responsible_attorney_id', scope.attorneyFilter!)))
    .$if(Boolean(scope.lawFirmFilter?.trim()), (q) => q.where(partyNameMatches('lf', 'responsible_law_firm_id', scope.lawFirmFilter!)))
    .orderBy('c.created_at', scope.sortingType)
    .orderBy('c.id', scope.sortingType)
    // The page size is written into the statement, and page 1 has no OFFSET: a prepared statement's generic plan then
    // knows it reads 10 rows down the index (with LIMIT $1, PostgreSQL's generic plan assumes a tenth of the table and
    // sorts 1M contracts: 851 ms), so page 1 is planned once per connection. pageSize is an integer 1..100 (zod).
    .limit(sql.lit(scope.pageSize))
    .$if(scope.pageNumber > 1, (q) => q.offset((scope.pageNumber - 1) * scope.pageSize));

  const rows = await db
    .selectFrom(page.as('c'))
    .selectAll('c')
    .select([
      namesOf('client_user_id').as('cl'),
      namesOf('responsible_attorney_id').as('at'),
      namesOf('responsible_law_firm_id').as('lf'),
      sql<MoneyJson[] | null>`(select json_agg(json_build_object('a', t.amount_cents, 'd', t.funded_on)) from contract_tranches t where t.contract_id = c.id)`.as('tranches'),
      sql<MoneyJson[] | null>`(select json_agg(json_build_object('a', p.amount_cents, 'd', p.paid_on)) from contract_payments p where p.contract_id = c.id)`.as('payments'),
    ])
    .orderBy('c.created_at', scope.sortingType)
    .orderBy('c.id', scope.sortingType)
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
