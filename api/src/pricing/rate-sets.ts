// Data access for the states' interest-rate sets (tables interest_rate_sets / interest_rate_ranges, migration
// 0003_interest_rates). Rates are stored as integer basis points; all checks and pricing live in
// @litfund/domain (validateRanges, calculatorDayValuePairs, ...), this module only reads and maps rows.
import type { Kysely } from 'kysely';
import { bpToPercent, sortRanges } from '@litfund/domain';
import type { RateRange, RateSchedule } from '@litfund/domain';
import type { Database } from '../db/schema.ts';

export type RangeKind = 'pre' | 'post';

/** A stored range: the engine range plus its row id. */
export interface StoredRange extends RateRange {
  id: number;
}

export interface StoredRateSet {
  id: number;
  state: { id: number; key: string; name: string };
  pre: StoredRange[];
  post: StoredRange[];
}

/** A range on the wire: {id, daysFrom, daysTo, rate} with rate a percent. */
export interface WireRange {
  id: number;
  daysFrom: number;
  daysTo: number;
  rate: number;
}

/** A set on the wire (ranges sorted by daysFrom). */
export interface WireRateSet {
  id: number;
  state: { id: number; key: string; name: string };
  preSettlements: WireRange[];
  postSettlements: WireRange[];
}

export const KIND_LIST = { pre: 'preSettlements', post: 'postSettlements' } as const;

export function rangeToWire(range: StoredRange): WireRange {
  return { id: range.id, daysFrom: range.daysFrom, daysTo: range.daysTo, rate: bpToPercent(range.rateBp) };
}

function sortStored(ranges: readonly StoredRange[]): StoredRange[] {
  return [...ranges].sort((a, b) => a.daysFrom - b.daysFrom || a.daysTo - b.daysTo || a.id - b.id);
}

export function setToWire(set: StoredRateSet): WireRateSet {
  return {
    id: set.id,
    state: set.state,
    preSettlements: sortStored(set.pre).map(rangeToWire),
    postSettlements: sortStored(set.post).map(rangeToWire),
  };
}

/** The engine schedule of a stored set (ids dropped, ranges by daysFrom). */
export function scheduleOf(set: { pre: readonly RateRange[]; post: readonly RateRange[] }): RateSchedule {
  const strip = (ranges: readonly RateRange[]): RateRange[] =>
    sortRanges(ranges.map(({ daysFrom, daysTo, rateBp }) => ({ daysFrom, daysTo, rateBp })));
  return { pre: strip(set.pre), post: strip(set.post) };
}

type SetFilter = { setId: number } | { stateId: number } | 'all';

async function loadSets(db: Kysely<Database>, filter: SetFilter): Promise<StoredRateSet[]> {
  let query = db
    .selectFrom('interest_rate_sets as s')
    .innerJoin('states as st', 'st.id', 's.state_id')
    .select(['s.id as id', 'st.id as stateId', 'st.key as stateKey', 'st.name as stateName']);
  if (filter !== 'all' && 'setId' in filter) query = query.where('s.id', '=', filter.setId);
  if (filter !== 'all' && 'stateId' in filter) query = query.where('s.state_id', '=', filter.stateId);
  const rows = await query.orderBy('st.name').orderBy('s.id').execute();
  if (rows.length === 0) return [];
  const ranges = await db
    .selectFrom('interest_rate_ranges')
    .select(['id', 'set_id', 'kind', 'days_from', 'days_to', 'rate_bp'])
    .where(
      'set_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('days_from')
    .orderBy('days_to')
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const own = ranges.filter((r) => r.set_id === row.id);
    const pick = (kind: RangeKind): StoredRange[] =>
      own
        .filter((r) => r.kind === kind)
        .map((r) => ({ id: r.id, daysFrom: r.days_from, daysTo: r.days_to, rateBp: r.rate_bp }));
    return {
      id: row.id,
      state: { id: row.stateId, key: row.stateKey, name: row.stateName },
      pre: pick('pre'),
      post: pick('post'),
    };
  });
}

/** Every set, ordered by state name (ascending). */
export function listRateSets(db: Kysely<Database>): Promise<StoredRateSet[]> {
  return loadSets(db, 'all');
}

export async function findRateSet(db: Kysely<Database>, setId: number): Promise<StoredRateSet | null> {
  return (await loadSets(db, { setId }))[0] ?? null;
}

/** The set of a state (the one that prices its clients' contracts and the calculator), or null. */
export async function findRateSetOfState(db: Kysely<Database>, stateId: number): Promise<StoredRateSet | null> {
  return (await loadSets(db, { stateId }))[0] ?? null;
}

/** The engine schedule of a state's set, or null when the state has none (contracts snapshot this at CheckSent). */
export async function scheduleOfState(db: Kysely<Database>, stateId: number): Promise<RateSchedule | null> {
  const set = await findRateSetOfState(db, stateId);
  return set ? scheduleOf(set) : null;
}

/** Inserts a set with its ranges (already validated); returns the new set id. Throws on a unique violation. */
export async function insertRateSet(db: Kysely<Database>, stateId: number, schedule: RateSchedule): Promise<number> {
  const { id } = await db
    .insertInto('interest_rate_sets')
    .values({ state_id: stateId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertRanges(db, id, schedule);
  return id;
}

export async function insertRanges(db: Kysely<Database>, setId: number, schedule: RateSchedule): Promise<void> {
  const rows = (['pre', 'post'] as const).flatMap((kind) =>
    schedule[kind].map((r) => ({
      set_id: setId,
      kind,
      days_from: r.daysFrom,
      days_to: r.daysTo,
      rate_bp: r.rateBp,
    })),
  );
  if (rows.length > 0) await db.insertInto('interest_rate_ranges').values(rows).execute();
}
