// Shared fixtures of the pricing tests (not a test file itself).
import fc from 'fast-check';
import type { RateRange, RateSchedule } from './types.ts';

/**
 * The golden schedule. Pre: first range starts at day 1 (day 0 is "before the first range"), no gaps.
 * Post: 5% to day 30, 20% to day 60; at day 61 the pre rate (15%) is lower than 20%, so the floor applies
 * until day 91 (22.5%).
 */
export const SCHEDULE: RateSchedule = {
  pre: [
    { daysFrom: 1, daysTo: 30, rateBp: 1000 },
    { daysFrom: 31, daysTo: 90, rateBp: 1500 },
    { daysFrom: 91, daysTo: 180, rateBp: 2250 },
    { daysFrom: 181, daysTo: 365, rateBp: 3000 },
  ],
  post: [
    { daysFrom: 0, daysTo: 30, rateBp: 500 },
    { daysFrom: 31, daysTo: 60, rateBp: 2000 },
  ],
};

/** Funding day of the golden tables: day 0. */
export const FUNDED = '2026-01-15';
/** $1,000.00 */
export const THOUSAND = 100_000;

/** How generated schedules look: the pricing tests' defaults, longer and steeper ones for the compliance tests. */
export interface RangesShape {
  maxStart: number;
  maxGap: number;
  maxLen: number;
  maxInc: number;
  maxRanges: number;
  firstRate: fc.Arbitrary<number>;
}

/**
 * Sequential, non-overlapping ranges with non-decreasing rates (possibly with gaps), optionally listed in reverse:
 * valid by validateRanges. `maxDaysTo` bounds the last day (60 for post-settlement ranges).
 */
export function rangesArb(maxDaysTo: number | null, minLength: number, shape: Partial<RangesShape> = {}) {
  const { maxStart = 5, maxGap = 10, maxLen = 90, maxInc = 700, maxRanges = 6 } = shape;
  return fc
    .record({
      start: fc.nat({ max: maxStart }),
      firstRate: shape.firstRate ?? fc.nat({ max: 3000 }),
      steps: fc.array(
        fc.record({ gap: fc.nat({ max: maxGap }), len: fc.nat({ max: maxLen }), inc: fc.nat({ max: maxInc }) }),
        { minLength, maxLength: maxRanges },
      ),
      reverse: fc.boolean(),
    })
    .map(({ start, firstRate, steps, reverse }) => {
      const ranges: RateRange[] = [];
      let from = start;
      let rate = firstRate;
      for (const step of steps) {
        const to = from + step.len;
        if (maxDaysTo !== null && to > maxDaysTo) break;
        ranges.push({ daysFrom: from, daysTo: to, rateBp: rate });
        from = to + 1 + step.gap;
        rate += step.inc;
      }
      return reverse ? ranges.reverse() : ranges;
    });
}

/** A valid set with at least one pre-settlement range. */
export function scheduleArb(shape: Partial<RangesShape> = {}): fc.Arbitrary<RateSchedule> {
  return fc.record({ pre: rangesArb(null, 1, shape), post: rangesArb(60, 0, shape) }).filter((s) => s.pre.length > 0);
}

/** Ranges from [daysFrom, daysTo, rateBp] rows, as the golden tables write them. */
export const ranges = (...rows: Array<[number, number, number]>): RateRange[] =>
  rows.map(([daysFrom, daysTo, rateBp]) => ({ daysFrom, daysTo, rateBp }));
