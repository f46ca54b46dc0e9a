// POST /Contract/list: one page of the contracts the caller may see, newest first, in ONE query (parties' names,
// tranches and payments come along as JSON so the money figures need no further round trip).
import { sql } from 'kysely';
import type { Expression, Kysely, RawBuilder, SelectQueryBuilder, SqlBool } from 'kysely';
import { MESSAGES, calendarDayToWire, centsToDollars } from '@litfund/domain';
import { insideCancelWindow } from '../compliance/cancellation.ts';
import { notFound } from '../lib/http-error.ts';
import type { ContractListItem, ContractStatus, ContractType } from '@litfund/domain';
import type { Database } from '../db/schema.ts';
import type { CallerUser } from '../types.ts';
import { containsPattern } from '../lib/like-pattern.ts';
import { reusableQuery } from '../db/reusable-query.ts';
import { isAdmin, memberLinks, presentLawFirmOf, visibleTo } from './access.ts';
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
  /** Only contracts whose cancellation window is open on the list's day. */
  inCancellationWindow?: boolean;
  /** Only contracts whose funding agreement waits for a signature. */
  awaitingSignature?: boolean;
  pageNumber: number;
  pageSize: number;
  sortingType: 'asc' | 'desc';
}

interface MoneyJson {
  a: number;
  d: string;
}
/** [first_name, last_name] of a user (the client always exists: a foreign key). */
type NamesJson = [string, string];

/** Contracts whose client / responsible attorney / responsible law firm has a full name matching the pattern. */
const partyNameMatches = (
  alias: 'cl' | 'at' | 'lf',
  column: 'client_user_id' | 'responsible_attorney_id' | 'responsible_law_firm_id',
  pattern: string,
) =>
  sql<boolean>`exists (select from users ${sql.raw(alias)} where ${sql.ref(`${alias}.id`)} = ${sql.ref(`c.${column}`)}
    and lower(${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)}) like ${pattern})`;
const namesOf = (column: 'client_user_id' | 'responsible_attorney_id' | 'responsible_law_firm_id') =>
  sql<NamesJson | null>`(select json_build_array(u.first_name, u.last_name) from users u where u.id = ${sql.ref(`c.${column}`)})`;
const fullName = (names: NamesJson | null) => `${names?.[0] ?? ''} ${names?.[1] ?? ''}`.trim();

type ContractsWhere = (eb: ContractExpressions) => Expression<SqlBool>;
type Direction = ListScope['sortingType'];

/** What the statement's text depends on: requests of one shape share one built and compiled statement. */
interface ListShape {
  admin: boolean;
  party: boolean;
  lawFirm: boolean;
  caseId: boolean;
  clientName: boolean;
  attorneyName: boolean;
  lawFirmName: boolean;
  cancelWindow: boolean;
  awaitingSignature: boolean;
  pageSize: number;
  firstPage: boolean;
  direction: Direction;
}

/** The statement's parameters (only those its shape uses). */
interface ListValues {
  callerId?: number;
  /** the business day a non-admin caller's memberships are counted on (with callerId) */
  today?: string;
  partyUserId?: number;
  lawFirmId?: number;
  casePattern?: string;
  clientPattern?: string;
  attorneyPattern?: string;
  lawFirmPattern?: string;
  /** The day a listed contract's cancellation window must still be open on (today). */
  windowOpenOn?: string;
  /** rows each access path contributes beyond page 1 */
  enough?: number;
  offset?: number;
}

function shapeAndValues(caller: CallerUser, scope: ListScope, today: string): { shape: ListShape; values: ListValues } {
  const pattern = (filter: string | undefined) => (filter?.trim() ? containsPattern(filter.trim()) : undefined);
  const values: ListValues = {
    callerId: isAdmin(caller) ? undefined : caller.id,
    today: isAdmin(caller) ? undefined : today,
    partyUserId: scope.partyUserId,
    lawFirmId: scope.lawFirmId,
    casePattern: pattern(scope.caseId),
    clientPattern: pattern(scope.clientFilter),
    attorneyPattern: pattern(scope.attorneyFilter),
    lawFirmPattern: pattern(scope.lawFirmFilter),
    windowOpenOn: scope.inCancellationWindow ? today : undefined,
  };
  const shape: ListShape = {
    admin: isAdmin(caller),
    party: values.partyUserId !== undefined,
    lawFirm: values.lawFirmId !== undefined,
    caseId: values.casePattern !== undefined,
    clientName: values.clientPattern !== undefined,
    attorneyName: values.attorneyPattern !== undefined,
    lawFirmName: values.lawFirmPattern !== undefined,
    cancelWindow: values.windowOpenOn !== undefined,
    awaitingSignature: scope.awaitingSignature === true,
    pageSize: scope.pageSize,
    firstPage: scope.pageNumber === 1,
    direction: scope.sortingType,
  };
  if (!shape.firstPage) {
    values.offset = (scope.pageNumber - 1) * scope.pageSize;
    if (!shape.admin || shape.party) values.enough = scope.pageNumber * scope.pageSize;
  }
  return { shape, values };
}

/** The conditions of the list's filters (every access path applies them all). */
function filtersOf(v: ListValues, awaitingSignature = false): ContractsWhere {
  const names = [
    ['cl', 'client_user_id', v.clientPattern],
    ['at', 'responsible_attorney_id', v.attorneyPattern],
    ['lf', 'responsible_law_firm_id', v.lawFirmPattern],
  ] as const;
  return (eb) =>
    eb.and([
      ...(v.lawFirmId === undefined ? [] : [eb('c.responsible_law_firm_id', '=', v.lawFirmId)]),
      ...(v.casePattern === undefined
        ? []
        : [
            eb.or([
              eb(sql`lower(c.case_id)`, 'like', v.casePattern),
              eb(sql`lower(c.identifier)`, 'like', v.casePattern),
            ]),
          ]),
      // The window is fixed at CheckSent (compliance/cancellation.ts); a cancelled or closed contract is out of it.
      ...(v.windowOpenOn === undefined ? [] : [insideCancelWindow(eb, v.windowOpenOn)]),
      // An open agreement (the partial unique index agreements_open_idx answers it per contract).
      ...(awaitingSignature
        ? [sql<SqlBool>`exists (select 1 from agreements a where a.contract_id = c.id and a.state = 'open')`]
        : []),
      ...names
        .filter(([, , pattern]) => pattern !== undefined)
        .map(([alias, column, pattern]) => partyNameMatches(alias, column, pattern!)),
    ]);
}

/**
 * The ways to the contracts the list may show, each an index walk newest first: "client, responsible attorney or
 * responsible law firm is X" as one condition with OR (and the present-law-firm subquery) cannot use the per-party
 * indexes, and PostgreSQL walked every contract by date: a client with 5 contracts waited 0.4-1.7 s at 1M. Each path
 * is one party column; the page is the newest of the paths' newest (a contract two paths reach counts once).
 */
function accessPaths(shape: ListShape, v: ListValues): Array<ContractsWhere | 'presentLawFirms'> {
  const party = (id: number): ContractsWhere[] => [
    (eb) => eb('c.client_user_id', '=', id),
    (eb) => eb('c.responsible_attorney_id', '=', id),
    (eb) => eb('c.responsible_law_firm_id', '=', id),
  ];
  if (shape.party) {
    if (shape.admin) return party(v.partyUserId!);
    // The party's contracts, of those the caller may see.
    const visible = visibleTo({ id: v.callerId!, user_type: '' }, v.today!);
    return party(v.partyUserId!).map(
      (path): ContractsWhere =>
        (eb) =>
          eb.and([path(eb), visible(eb)]),
    );
  }
  if (shape.admin) return [(eb) => eb.lit(true)];
  return [...party(v.callerId!), 'presentLawFirms'];
}

/** The list's statement for a shape, built with the given values (stand-ins when it is compiled for reuse). */
function buildList(db: Kysely<Database>, shape: ListShape, v: ListValues) {
  const { direction } = shape;
  const filters = filtersOf(v, shape.awaitingSignature);
  // The page size is written into the statement, and page 1 has no OFFSET, so that a generic plan, should the statement
  // ever be prepared, knows it reads 10 rows down an index (with LIMIT $1, PostgreSQL's generic plan assumes a tenth of
  // the table and sorts 1M contracts: 851 ms). pageSize is an integer 1..100 (zod).
  const pageSize = sql.lit(shape.pageSize);
  const newest = <
    Q extends SelectQueryBuilder<Database & { c: Database['contracts'] }, 'c', { id: number; created_at: Date }>,
  >(
    q: Q,
    limit: RawBuilder<number> | number,
  ) => q.orderBy('c.created_at', direction).orderBy('c.id', direction).limit(limit);

  const paths = accessPaths(shape, v);
  const onlyPath = paths.length === 1 ? paths[0] : undefined;
  let page;
  if (onlyPath !== undefined && onlyPath !== 'presentLawFirms') {
    page = newest(
      db.selectFrom('contracts as c').select(['c.id', 'c.created_at']).where(onlyPath).where(filters),
      pageSize,
    ).$if(!shape.firstPage, (q) => q.offset(v.offset!));
  } else {
    // Each path's first pageNumber x pageSize contracts hold the page.
    const enough = shape.firstPage ? pageSize : v.enough!;
    const branches = paths.map((path) =>
      path === 'presentLawFirms'
        ? db
            .selectFrom('user_law_firms as f')
            .innerJoinLateral(
              (eb) =>
                newest(
                  eb
                    .selectFrom('contracts as c')
                    .select(['c.id', 'c.created_at'])
                    .whereRef('c.responsible_law_firm_id', '=', 'f.law_firm_user_id')
                    .where(filters),
                  enough,
                ).as('c'),
              (join) => join.onTrue(),
            )
            .select(['c.id', 'c.created_at'])
            .where((f) => memberLinks(f, v.callerId!, v.today!))
        : newest(db.selectFrom('contracts as c').select(['c.id', 'c.created_at']).where(path).where(filters), enough),
    );
    page = db
      .selectFrom(sql<{ id: number; created_at: Date }>`(${sql.join(branches, sql` union `)})`.as('c'))
      .select(['c.id', 'c.created_at']);
    page = newest(page, pageSize).$if(!shape.firstPage, (q) => q.offset(v.offset!));
  }

  // Then the page's columns, the parties' names and the money rows of those rows only. Joined to the whole query,
  // the users came through Memoize nodes sized for a million rows, and zeroing their hash tables was 28 % of
  // PostgreSQL's CPU on this list (perf).
  return db
    .selectFrom(page.as('p'))
    .innerJoin('contracts as c', 'c.id', 'p.id')
    .select([
      ...MONEY_COLUMNS.map((column) => `c.${column}` as const),
      'c.id',
      'c.identifier',
      'c.case_id',
      'c.parent_contract_id',
      'c.created_at',
      'c.amount_requested_cents',
      'c.client_user_id',
      'c.responsible_attorney_id',
      'c.responsible_law_firm_id',
      namesOf('client_user_id').as('cl'),
      namesOf('responsible_attorney_id').as('at'),
      namesOf('responsible_law_firm_id').as('lf'),
      sql<
        MoneyJson[] | null
      >`(select json_agg(json_build_object('a', t.amount_cents, 'd', t.funded_on)) from contract_tranches t where t.contract_id = c.id)`.as(
        'tranches',
      ),
      sql<
        MoneyJson[] | null
      >`(select json_agg(json_build_object('a', p.amount_cents, 'd', p.paid_on)) from contract_payments p where p.contract_id = c.id)`.as(
        'payments',
      ),
    ])
    .orderBy('c.created_at', direction)
    .orderBy('c.id', direction);
}

// Building and compiling the list's statement was a tenth of the API's CPU on the contract list; each shape is built
// once, with stand-ins (values no request sends), and later requests of that shape only fill in their values.
const STAND_IN: Required<ListValues> = {
  callerId: -900_001,
  today: 'stand-in: today',
  partyUserId: -900_002,
  lawFirmId: -900_003,
  casePattern: 'stand-in: case',
  clientPattern: 'stand-in: client',
  attorneyPattern: 'stand-in: attorney',
  lawFirmPattern: 'stand-in: law firm',
  windowOpenOn: '1900-01-02',
  enough: -900_004,
  offset: -900_005,
};
const SHAPES_MAX = 500;
const compiledLists = new Map<string, ReturnType<typeof compileList>>();
function compileList(db: Kysely<Database>, shape: ListShape, values: ListValues) {
  const standIns = Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== undefined)
      .map(([name]) => [name, STAND_IN[name as keyof ListValues]]),
  ) as ListValues;
  return reusableQuery(buildList(db, shape, standIns), standIns);
}

/** The page of contracts the caller may see; 404 when a non-admin names a law firm other than their present one. */
export async function listContracts(
  db: Kysely<Database>,
  caller: CallerUser,
  scope: ListScope,
  today: string,
  timeZone: string,
): Promise<ContractListItem[]> {
  if (
    scope.lawFirmId !== undefined &&
    !isAdmin(caller) &&
    scope.lawFirmId !== (await presentLawFirmOf(db, caller, today))
  )
    throw notFound(MESSAGES.notFound);
  const { shape, values } = shapeAndValues(caller, scope, today);
  const key = JSON.stringify(shape);
  let run = compiledLists.get(key);
  if (!run) {
    run = compileList(db, shape, values);
    if (compiledLists.size >= SHAPES_MAX) compiledLists.clear();
    compiledLists.set(key, run);
  }
  const rows = await run(db, values);

  // Typed as the answer's item: the route writes it without zod's check, so no field may be missing or extra.
  return rows.map((r): ContractListItem => {
    const figures = moneyFigures(
      moneyFactsOf(r, {
        tranches: (r.tranches ?? []).map((t) => ({ amount_cents: Number(t.a), funded_on: t.d })),
        payments: (r.payments ?? []).map((p) => ({ amount_cents: Number(p.a), paid_on: p.d })),
      }),
      today,
      timeZone,
    );
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
      // The funder's measure of a case: administrators only, as on the contract page.
      currentContractRiskRatePercent: isAdmin(caller) ? figures.currentContractRiskRatePercent : null,
      cancelledOn: r.cancelled_on ? calendarDayToWire(r.cancelled_on) : null,
      contractClientDTO: { userId: r.client_user_id, user: { firstName: r.cl?.[0] ?? '', lastName: r.cl?.[1] ?? '' } },
      responsibleAttorney:
        r.responsible_attorney_id == null ? null : { userId: r.responsible_attorney_id, userName: fullName(r.at) },
      responsibleLawFirm:
        r.responsible_law_firm_id == null ? null : { userId: r.responsible_law_firm_id, userName: fullName(r.lf) },
    };
  });
}
