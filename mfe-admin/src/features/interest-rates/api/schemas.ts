// The Pricing issue's wire contract for interest-rate sets (GET/POST /api/v1/Interest...).
import { apiClient, getErrorMessage } from 'shared-ui';
import type { WireRateRange } from '@litfund/domain';

export type SettlementKind = 'pre' | 'post';

/** A saved range: {id, daysFrom, daysTo, rate} (rate a percent with at most 2 decimals). */
export interface InterestRange extends WireRateRange {
  id: number;
}

export interface InterestState {
  id?: number;
  key: string;
  name: string;
}

export interface InterestRateSet {
  id: number;
  state: InterestState;
  preSettlements: InterestRange[];
  postSettlements: InterestRange[];
}

export interface NewInterestRateSet {
  state: { key: string; name: string };
  preSettlements: WireRateRange[];
  postSettlements: WireRateRange[];
}

export class WireShapeError extends Error {
  constructor(what: string) {
    super(`Unexpected ${what} from the server`);
    this.name = 'WireShapeError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function parseRange(value: unknown): InterestRange {
  if (!isRecord(value) || !isNumber(value.id) || !isNumber(value.daysFrom) || !isNumber(value.daysTo) || !isNumber(value.rate)) {
    throw new WireShapeError('interest range');
  }
  return { id: value.id, daysFrom: value.daysFrom, daysTo: value.daysTo, rate: value.rate };
}

/** Ranges in daysFrom order (then daysTo), as the screens list them. */
export function sortRanges<T extends WireRateRange>(ranges: readonly T[]): T[] {
  return [...ranges].sort((a, b) => a.daysFrom - b.daysFrom || a.daysTo - b.daysTo);
}

export function parseSet(value: unknown): InterestRateSet {
  if (!isRecord(value) || !isNumber(value.id) || !isRecord(value.state)) throw new WireShapeError('interest rate set');
  const { state } = value;
  if (typeof state.key !== 'string' || typeof state.name !== 'string') throw new WireShapeError('interest rate state');
  const list = (ranges: unknown) => (Array.isArray(ranges) ? sortRanges(ranges.map(parseRange)) : []);
  return {
    id: value.id,
    state: { ...(isNumber(state.id) ? { id: state.id } : {}), key: state.key, name: state.name },
    preSettlements: list(value.preSettlements),
    postSettlements: list(value.postSettlements),
  };
}

export type SortingType = 'asc' | 'desc';

/** GET Interest/all[?SortingType=]: every set, sorted by state name (asc unless told). */
export async function getInterestRateSets(signal?: AbortSignal, sorting: SortingType = 'asc'): Promise<InterestRateSet[]> {
  const body = await apiClient.get('Interest/all', { signal, searchParams: { SortingType: sorting } }).json<unknown>();
  if (!Array.isArray(body)) throw new WireShapeError('interest rate list');
  return body.map(parseSet);
}

/** GET Interest/{id}. */
export async function getInterestRateSet(id: number, signal?: AbortSignal): Promise<InterestRateSet> {
  return parseSet(await apiClient.get(`Interest/${id}`, { signal }).json<unknown>());
}

/** POST Interest: a new set (409 when the state already has one). */
export async function createInterestRateSet(set: NewInterestRateSet): Promise<InterestRateSet> {
  return parseSet(await apiClient.post('Interest', { json: set }).json<unknown>());
}

const settlement = (kind: SettlementKind) => (kind === 'pre' ? 'preSettlement' : 'postSettlement');

/** POST Interest/assign/{setId}/{pre|post}Settlement: one more range on an existing set. */
export async function assignRange(setId: number, kind: SettlementKind, range: WireRateRange): Promise<InterestRange> {
  const body = await apiClient.post(`Interest/assign/${setId}/${settlement(kind)}`, { json: range }).json<unknown>();
  return parseRange(body);
}

/** POST Interest/update/{pre|post}Settlement/{rangeId}. */
export async function updateRange(kind: SettlementKind, range: InterestRange): Promise<InterestRange> {
  const json = { daysFrom: range.daysFrom, daysTo: range.daysTo, rate: range.rate, id: range.id };
  const body = await apiClient.post(`Interest/update/${settlement(kind)}/${range.id}`, { json }).json<unknown>();
  return parseRange(body);
}

/**
 * The server's message plus, when it lists them, the field issues of a 400 ({message, errors:[{path,message}]}),
 * so the administrator sees which range the server refused and why.
 */
export async function serverMessage(error: unknown): Promise<string> {
  const message = await getErrorMessage(error);
  const data = isRecord(error) ? error.data : undefined;
  const errors = isRecord(data) && Array.isArray(data.errors) ? data.errors : [];
  const details = errors
    .map((issue: unknown) => (isRecord(issue) && typeof issue.message === 'string' ? issue.message : ''))
    .filter((text) => text && text !== message);
  return details.length ? `${message}: ${[...new Set(details)].join('; ')}` : message;
}
