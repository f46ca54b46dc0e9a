// Statutes count in calendar months from funding; rate schedules count in days. How many days a run of months
// lasts depends on the funding day: 6 months last 181 to 184 days. A rate set is checked once for every contract
// it will price, so its check uses the spans over every funding day of the Gregorian calendar.
import { addMonths, daysBetween, daysInMonth } from '../format/dates.ts';

/** The Gregorian calendar repeats every 400 years (146,097 days, a whole number of weeks and months). */
const CYCLE_MONTHS = 400 * 12;

/** The fewest and most days a run of months can last, and a funding day on which each happens. */
export interface MonthSpan {
  min: number;
  max: number;
  shortestFrom: string;
  longestFrom: string;
}

const spans = new Map<number, MonthSpan>();

/**
 * The fewest and the most days `months` calendar months after a funding day can be away (addMonths, clamped at a
 * month's end), over every funding day: 6 months are 181 to 184 days, 12 months 365 to 366.
 * From a day-of-month the target month has, the span is the sum of the lengths of `months` consecutive months from
 * the funding month; from a day it lacks (clamped), a value between two such sums. So both bounds are sums of
 * consecutive month lengths, taken here over one whole 400-year cycle.
 */
export function monthSpanDays(months: number): MonthSpan {
  if (!Number.isSafeInteger(months) || months < 0) throw new RangeError(`Whole months expected, got ${months}`);
  const known = spans.get(months);
  if (known) return known;
  const lengths: number[] = [];
  for (let i = 0; i < CYCLE_MONTHS + months; i++) lengths.push(daysInMonth(2000 + Math.floor(i / 12), (i % 12) + 1));
  let sum = lengths.slice(0, months).reduce((a, b) => a + b, 0);
  let [min, max, shortest, longest] = [sum, sum, 0, 0];
  for (let start = 1; start < CYCLE_MONTHS; start++) {
    sum += lengths[start + months - 1]! - lengths[start - 1]!;
    if (sum < min) [min, shortest] = [sum, start];
    if (sum > max) [max, longest] = [sum, start];
  }
  // A window of months from the 1st of its first month lasts exactly its sum.
  const firstOf = (monthIndex: number) => addMonths('2000-01-01', monthIndex);
  const span = { min, max, shortestFrom: firstOf(shortest), longestFrom: firstOf(longest) };
  spans.set(months, span);
  return span;
}

/** The day index (days after funding) of the day `months` calendar months after `fundedOn`. */
export function monthsLaterDay(fundedOn: string, months: number): number {
  return daysBetween(fundedOn, addMonths(fundedOn, months));
}
