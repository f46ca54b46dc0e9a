// Owed for one tranche on a day: principal x (1 + (rate + fee) / 100), half-up to the cent,
// computed in exact integer arithmetic (BigInt), never with floats.
import type { ContractType } from '../enums.ts';
import { addMonths, daysBetween } from '../format/dates.ts';
import { assertCalendarDay } from './days.ts';
import { effectiveRateBp } from './schedule.ts';
import type { RateSchedule, Tranche } from './types.ts';

function assertSafeInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be an integer, got ${value}`);
}

/**
 * principalCents x (10000 + totalBp) / 10000, rounded half-up to the cent (exact). Principal must be a
 * non-negative integer; totalBp an integer >= -10000.
 */
export function applyRateCents(principalCents: number, totalBp: number): number {
  assertSafeInteger(principalCents, 'Principal (cents)');
  assertSafeInteger(totalBp, 'Rate (bp)');
  if (principalCents < 0) throw new RangeError('Principal must not be negative');
  if (totalBp < -10_000) throw new RangeError('Rate must not be below -100%');
  const numerator = BigInt(principalCents) * BigInt(10_000 + totalBp);
  const owed = (numerator + 5_000n) / 10_000n; // numerator >= 0, so this is half-up
  const result = Number(owed);
  if (!Number.isSafeInteger(result)) throw new RangeError('Amount owed is too large');
  return result;
}

/** Days since funding (the funding day is day 0) of a business day. */
export function dayIndex(fundedOn: string, onDay: string): number {
  assertCalendarDay(fundedOn, 'Funding day');
  assertCalendarDay(onDay, 'Day');
  return daysBetween(fundedOn, onDay);
}

/** Owed (cents) for a tranche on day d after funding; 0 before its funding day (d < 0: not funded yet). */
export function trancheOwedOnDayIndex(
  principalCents: number,
  schedule: RateSchedule,
  contractType: ContractType,
  feeBp: number,
  d: number,
): number {
  if (d < 0) return 0;
  return applyRateCents(principalCents, effectiveRateBp(schedule, contractType, d) + feeBp);
}

/**
 * Owed (cents) for one tranche if repaid on business day `onDay` ('YYYY-MM-DD'): the rate of day
 * d = daysBetween(fundedOn, onDay) plus the additional fee. A tranche whose funding day is after `onDay` owes 0; after
 * its `chargesStopOn` it owes what it owed that day (a statute's "no charges after N months").
 */
export function trancheOwedCents(
  tranche: Tranche,
  schedule: RateSchedule,
  contractType: ContractType,
  feeBp: number,
  onDay: string,
): number {
  return trancheOwedOnDayIndex(
    tranche.principalCents,
    schedule,
    contractType,
    feeBp,
    dayIndex(tranche.fundedOn, tranche.chargesStopOn && onDay > tranche.chargesStopOn ? tranche.chargesStopOn : onDay),
  );
}

/** The last day charges accrue on a tranche funded on `fundedOn` under a term of `termMonths` calendar months. */
export function chargesStopOn(fundedOn: string, termMonths: number | null): string | null {
  return termMonths === null ? null : addMonths(fundedOn, termMonths);
}
