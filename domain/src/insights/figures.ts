// Shared arithmetic of statistics and ratings: a case's funded and paid amounts, sums, ratios and rounding.
import type { InsightAmount, InsightContract } from './types.ts';

/**
 * Rounds half away from zero to `decimals` places. Goes through the decimal string form so that values such as
 * 1.005 round up, as a person rounding the printed number would.
 */
export function roundTo(value: number, decimals: number): number {
  const shift = (n: number, by: number) => {
    const [mantissa, exponent = '0'] = String(n).split('e'); // tiny and huge numbers print as 1e-7
    return Number(`${mantissa}e${Number(exponent) + by}`);
  };
  const rounded = shift(Math.round(shift(Math.abs(value), decimals)), -decimals);
  return rounded === 0 ? 0 : Math.sign(value) * rounded;
}

/** A ratio, or null when there is nothing to divide by (an average over no cases is unknown, not 0). */
export const ratio = (numerator: number, denominator: number): number | null =>
  denominator === 0 ? null : numerator / denominator;

/** Cents (possibly fractional, e.g. an average) as dollars rounded half-up to the cent; null stays null. */
export const dollarsOf = (cents: number | null): number | null => (cents == null ? null : roundTo(cents, 0) / 100);

export const sumOf = (amounts: readonly InsightAmount[]): number => amounts.reduce((sum, a) => sum + a.amountCents, 0);
export const fundedCents = (c: InsightContract): number => sumOf(c.fundings);
export const paidCents = (c: InsightContract): number => sumOf(c.payments);
export const total = <T>(items: readonly T[], of: (item: T) => number): number =>
  items.reduce((sum, item) => sum + of(item), 0);

/** Funded: a CheckSent was recorded. Only funded cases are open or closed; an unfunded case cost the funder nothing. */
export const isFunded = (c: InsightContract): boolean => c.fundings.length > 0;

/** The first funding day (the CheckSent's check date). Only for funded contracts (open or closed). */
export const fundedOn = (c: InsightContract): string => {
  const [head] = c.fundings;
  if (!head) throw new Error('An unfunded contract has no funding day');
  return c.fundings.reduce((first, f) => (f.on < first ? f.on : first), head.on);
};
