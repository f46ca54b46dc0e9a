// Which rate applies on day d.
import type { ContractType } from '../enums.ts';
import type { RateRange, RateSchedule } from './types.ts';

/** Post-settlement ranges apply while d <= 60 (docs/product.md). */
export const POST_SETTLEMENT_LAST_DAY = 60;

/** Ranges ordered by daysFrom (then daysTo), without touching the caller's array. */
export function sortRanges(ranges: readonly RateRange[]): RateRange[] {
  return [...ranges].sort((a, b) => a.daysFrom - b.daysFrom || a.daysTo - b.daysTo);
}

/**
 * The range that applies on day d: the one with daysFrom <= d <= daysTo; before the first range the first;
 * in a gap the range before it; after the last the last. Null only for an empty list. Ranges may come in any
 * order (they are taken by daysFrom); among (invalid) overlapping ranges the containing one starting latest wins.
 */
export function rateOnDay(ranges: readonly RateRange[], d: number): RateRange | null {
  if (ranges.length === 0) return null;
  const sorted = sortRanges(ranges);
  let containing: RateRange | null = null;
  let before = sorted[0]!; // the list is not empty
  for (const range of sorted) {
    if (range.daysFrom > d) break;
    before = range;
    if (d <= range.daysTo) containing = range;
  }
  return containing ?? before;
}

function rateBpOn(ranges: readonly RateRange[], d: number): number {
  const range = rateOnDay(ranges, d);
  if (!range) throw new RangeError('Empty rate schedule');
  return range.rateBp;
}

/**
 * The rate (bp, without the additional fee) for repayment on day d after funding.
 * - PreSettlement: the pre-settlement ranges.
 * - PostSettlement: the post-settlement ranges while d <= 60; from day 61 the pre-settlement rate at the same d,
 *   but never below the post-settlement rate reached on day 60: max(pre(d), post(60)), so owed never decreases.
 * Empty lists: when one list of the schedule is empty the other one is used for every day (a PostSettlement
 * contract on a set without post ranges is priced as pre-settlement, and vice versa). Throws when both are empty.
 */
export function effectiveRateBp(schedule: RateSchedule, contractType: ContractType, d: number): number {
  const { pre, post } = schedule;
  if (pre.length === 0 && post.length === 0) throw new RangeError('The interest-rate set has no ranges');
  if (pre.length === 0) return rateBpOn(post, d);
  if (post.length === 0 || contractType === 'PreSettlement') return rateBpOn(pre, d);
  if (d <= POST_SETTLEMENT_LAST_DAY) return rateBpOn(post, d);
  return Math.max(rateBpOn(pre, d), rateBpOn(post, POST_SETTLEMENT_LAST_DAY));
}

/**
 * Days (> 0, relative to funding) on which the effective rate may change: every range start and the day after
 * every range end of both lists, and day 61 (the post-settlement switch). Between two consecutive change days
 * the rate is constant. Sorted ascending, no duplicates.
 */
export function rateChangeDays(schedule: RateSchedule, contractType: ContractType): number[] {
  const days = new Set<number>();
  for (const range of [...schedule.pre, ...schedule.post]) {
    days.add(range.daysFrom);
    days.add(range.daysTo + 1);
  }
  if (contractType === 'PostSettlement') days.add(POST_SETTLEMENT_LAST_DAY + 1);
  return [...days].filter((d) => Number.isFinite(d) && d > 0).sort((a, b) => a - b);
}
