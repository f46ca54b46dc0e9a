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

/** One interest range as it travels on the wire (docs/product.md). */
export const rateRangeSchema = z.object({
  daysFrom: z
    .number('"From" day is required')
    .int('"From" day must be a whole number')
    .min(0, '"From" day must not be negative'),
  daysTo: z
    .number('"To" day is required')
    .int('"To" day must be a whole number')
    .min(0, '"To" day must not be negative'),
  rate: z
    .number('Rate is required')
    .min(0, 'Rate must not be negative')
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
