// Percent <-> basis points, exactly (no float multiplication): the wire carries rates as percents with at most
// 2 decimals, the engine works in integer basis points.
import { z } from 'zod';
import { dollarsToCents, centsToDollars } from '../format/money.ts';
import type { RateRange } from './types.ts';

/**
 * A percent (JSON number or numeric string, at most 2 decimals) -> integer basis points; null when it has more
 * than 2 decimals, is not a finite number or is not a safe integer in bp. 12.5 -> 1250, '7.25' -> 725.
 * Same exact string parsing as dollarsToCents (a percent with 2 decimals is to bp what dollars are to cents).
 */
export function percentToBp(percent: number | string): number | null {
  return dollarsToCents(percent);
}

/** Basis points -> a percent as a JSON number (1250 -> 12.5). */
export function bpToPercent(bp: number): number {
  return centsToDollars(bp);
}

const hasAtMostTwoDecimals = (value: number) => percentToBp(value) !== null;

/** Storage bounds: days and rates far above any real schedule, well inside the int4 columns. */
export const MAX_RATE_DAY = 100_000;
export const MAX_RATE_PERCENT = 100_000;

/**
 * One interest range as it travels on the wire (docs/product.md), and as the admin form checks it. A number past its
 * bound or below zero says only that (the later checks are skipped): 1e20 is first of all too large, though it is
 * also not a safe whole number and has no exact 2-decimal form.
 */
export const rateRangeSchema = z.object({
  daysFrom: z
    .number('"From" day is required')
    .max(MAX_RATE_DAY, { message: `"From" day must be at most ${MAX_RATE_DAY}`, abort: true })
    .min(0, { message: '"From" day must not be negative', abort: true })
    .int('"From" day must be a whole number'),
  daysTo: z
    .number('"To" day is required')
    .max(MAX_RATE_DAY, { message: `"To" day must be at most ${MAX_RATE_DAY}`, abort: true })
    .min(0, { message: '"To" day must not be negative', abort: true })
    .int('"To" day must be a whole number'),
  rate: z
    .number('Rate is required')
    .max(MAX_RATE_PERCENT, { message: `Rate must be at most ${MAX_RATE_PERCENT}%`, abort: true })
    .min(0, { message: 'Rate must not be negative', abort: true })
    .refine(hasAtMostTwoDecimals, 'Rate may have at most 2 decimals'),
});
export type WireRateRange = z.infer<typeof rateRangeSchema>;

/** A parsed wire range -> engine range. Throws when the rate is not exact to 2 decimals (run the schema first). */
export function rateRangeFromWire(range: WireRateRange): RateRange {
  const rateBp = percentToBp(range.rate);
  if (rateBp === null) throw new RangeError(`Rate ${range.rate} has more than 2 decimals`);
  return { daysFrom: range.daysFrom, daysTo: range.daysTo, rateBp };
}

export function rateRangeToWire(range: RateRange): WireRateRange {
  return { daysFrom: range.daysFrom, daysTo: range.daysTo, rate: bpToPercent(range.rateBp) };
}
