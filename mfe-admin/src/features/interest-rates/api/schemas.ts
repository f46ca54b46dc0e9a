// The Pricing issue's wire shapes of interest-rate sets (GET/POST /api/v1/Interest...), checked as they arrive.
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

export class WireShapeError extends Error {
  constructor(what: string) {
    super(`Unexpected ${what} from the server`);
    this.name = 'WireShapeError';
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function parseRange(value: unknown): InterestRange {
  if (
    !isRecord(value) ||
    !isNumber(value.id) ||
    !isNumber(value.daysFrom) ||
    !isNumber(value.daysTo) ||
    !isNumber(value.rate)
  ) {
    throw new WireShapeError('interest range');
  }
  return { id: value.id, daysFrom: value.daysFrom, daysTo: value.daysTo, rate: value.rate };
}

/** daysFrom order (then daysTo), as the screens list ranges. */
export const compareRanges = (a: WireRateRange, b: WireRateRange) => a.daysFrom - b.daysFrom || a.daysTo - b.daysTo;

export function sortRanges<T extends WireRateRange>(ranges: readonly T[]): T[] {
  return [...ranges].sort(compareRanges);
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
