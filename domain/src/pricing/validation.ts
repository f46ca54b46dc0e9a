// Server-side checks of an interest-rate set.
import { rateRangeFromWire, bpToPercent } from './rates.ts';
import { POST_SETTLEMENT_LAST_DAY } from './schedule.ts';
import type { WireRateRange } from './rates.ts';
import type { RateRange, RateSchedule } from './types.ts';

export interface RangeIssue {
  /** Index of the offending range in the list as given. */
  index: number;
  message: string;
}

export interface ScheduleIssue extends RangeIssue {
  kind: 'pre' | 'post';
}

export const RANGE_MESSAGES = {
  fromAfterTo: '"From" day must not be after "to" day',
  negative: 'Days and rate must not be negative',
  wholeDays: '"From" and "to" days must be whole numbers',
  rateDecimals: 'Rate may have at most 2 decimals',
  postAfterDay60: `A post-settlement range must end by day ${POST_SETTLEMENT_LAST_DAY}`,
  noRanges: 'Add at least one range, pre- or post-settlement, before saving the set',
} as const;

const label = (kind: 'pre' | 'post') => (kind === 'pre' ? 'pre-settlement' : 'post-settlement');
const describe = (r: RateRange) => `days ${r.daysFrom}-${r.daysTo}`;

/** One range's own problems (numbers, whole days, rate decimals, order of its days, post-settlement end). */
function ownIssues(r: RateRange, kind: 'pre' | 'post'): { messages: string[]; sound: boolean } {
  const numbers = [r.daysFrom, r.daysTo, r.rateBp];
  if (numbers.some((n) => typeof n !== 'number' || !Number.isFinite(n)))
    return { messages: ['"From" day, "to" day and rate must be numbers'], sound: false };
  const messages: string[] = [];
  let sound = true;
  if (numbers.some((n) => n < 0)) {
    messages.push(RANGE_MESSAGES.negative);
    sound = false;
  }
  if (!Number.isInteger(r.daysFrom) || !Number.isInteger(r.daysTo)) {
    messages.push(RANGE_MESSAGES.wholeDays);
    sound = false;
  }
  if (!Number.isSafeInteger(r.rateBp)) {
    messages.push(RANGE_MESSAGES.rateDecimals);
    sound = false;
  }
  if (r.daysFrom > r.daysTo) {
    messages.push(RANGE_MESSAGES.fromAfterTo);
    sound = false;
  }
  if (kind === 'post' && r.daysTo > POST_SETTLEMENT_LAST_DAY) messages.push(RANGE_MESSAGES.postAfterDay60);
  return { messages, sound };
}

const overlapMessage = (r: RateRange, other: RateRange, kind: 'pre' | 'post') =>
  `${capitalize(describe(r))} overlap another ${label(kind)} range (${describe(other)})`;
const lowerRateMessage = (r: RateRange, higher: RateRange, kind: 'pre' | 'post') =>
  `Rate ${bpToPercent(r.rateBp)}% is lower than the rate of an earlier ${label(kind)} range (${bpToPercent(higher.rateBp)}% for ${describe(higher)})`;
const higherRateMessage = (r: RateRange, lower: RateRange, kind: 'pre' | 'post') =>
  `Rate ${bpToPercent(r.rateBp)}% is higher than the rate of a later ${label(kind)} range (${bpToPercent(lower.rateBp)}% for ${describe(lower)})`;

/**
 * Checks one schedule list (engine ranges, rate in bp). Returns every problem found, each with the index of the
 * offending range in the given list; [] when the list is valid. Checks: negative numbers, non-integer days,
 * rate with more than 2 decimals (non-integer bp), daysFrom > daysTo, overlap with another range of the same
 * list, a lower rate than an earlier range (by daysFrom), and a post-settlement range ending after day 60.
 * An empty list is valid (the other list of the set is then used, see effectiveRateBp).
 */
export function validateRanges(ranges: readonly RateRange[], kind: 'pre' | 'post'): RangeIssue[] {
  const issues: RangeIssue[] = [];
  const well: Array<{ index: number; r: RateRange }> = []; // ranges sound enough for the cross-range checks
  ranges.forEach((r, index) => {
    const own = ownIssues(r, kind);
    issues.push(...own.messages.map((message) => ({ index, message })));
    if (own.sound) well.push({ index, r });
  });

  // Cross-range checks in daysFrom order; each problem is reported on the later range.
  const order = [...well].sort((a, b) => a.r.daysFrom - b.r.daysFrom || a.r.daysTo - b.r.daysTo || a.index - b.index);
  order.forEach(({ index, r }, position) => {
    const earlier = order.slice(0, position).map((o) => o.r);
    const overlapped = earlier.find((e) => e.daysTo >= r.daysFrom);
    if (overlapped) issues.push({ index, message: overlapMessage(r, overlapped, kind) });
    const higher = earlier.find((e) => e.rateBp > r.rateBp);
    if (higher) issues.push({ index, message: lowerRateMessage(r, higher, kind) });
  });
  return issues.sort((a, b) => a.index - b.index);
}

/**
 * The problems of one added or changed range (`ranges[at]`) against the rest of an otherwise valid list, each said
 * of that range: adding an overlapping range is one problem of the new range, not also one of each range it touches.
 */
export function validateChangedRange(ranges: readonly RateRange[], kind: 'pre' | 'post', at: number): string[] {
  const changed = ranges[at];
  if (!changed) throw new RangeError(`No range at ${at}`);
  const own = ownIssues(changed, kind);
  if (!own.sound) return own.messages;
  const others = ranges.filter((o, i) => i !== at && ownIssues(o, kind).sound);
  const overlapped = others.find((o) => o.daysFrom <= changed.daysTo && changed.daysFrom <= o.daysTo);
  const higherEarlier = others.find((o) => o.daysFrom < changed.daysFrom && o.rateBp > changed.rateBp);
  const lowerLater = others.find((o) => o.daysFrom > changed.daysFrom && o.rateBp < changed.rateBp);
  return [
    ...own.messages,
    ...(overlapped ? [overlapMessage(changed, overlapped, kind)] : []),
    ...(higherEarlier ? [lowerRateMessage(changed, higherEarlier, kind)] : []),
    ...(lowerLater ? [higherRateMessage(changed, lowerLater, kind)] : []),
  ];
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Both lists of a set. A set may be saved without ranges (they can be added later), see isPriceable. */
export function validateSchedule(schedule: RateSchedule): ScheduleIssue[] {
  return [
    ...validateRanges(schedule.pre, 'pre').map((i) => ({ ...i, kind: 'pre' as const })),
    ...validateRanges(schedule.post, 'post').map((i) => ({ ...i, kind: 'post' as const })),
  ];
}

/** A set can price a contract when it has at least one range (the engine throws on a set with none). */
export function isPriceable(schedule: RateSchedule): boolean {
  return schedule.pre.length > 0 || schedule.post.length > 0;
}

/**
 * Wire lists (already parsed with rateRangeSchema) -> engine schedule, or the issues found. Convenience for
 * the API's create/update handlers.
 */
export function scheduleFromWire(
  preSettlements: readonly WireRateRange[],
  postSettlements: readonly WireRateRange[],
): { ok: true; schedule: RateSchedule } | { ok: false; issues: ScheduleIssue[] } {
  const schedule: RateSchedule = {
    pre: preSettlements.map(rateRangeFromWire),
    post: postSettlements.map(rateRangeFromWire),
  };
  const issues = validateSchedule(schedule);
  return issues.length ? { ok: false, issues } : { ok: true, schedule };
}
