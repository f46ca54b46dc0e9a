// The payment calculator's dayValuePairs.
import type { ContractType } from '../enums.ts';
import { centsToDollars } from '../format/money.ts';
import { POST_SETTLEMENT_LAST_DAY } from './schedule.ts';
import { trancheOwedOnDayIndex } from './tranche.ts';
import type { RateSchedule } from './types.ts';

/** [day after funding, owed cents on that day]. */
export type DayValuePair = [day: number, owedCents: number];

/**
 * The days the calculator shows: one per range end (daysTo) of the schedule that applies.
 * PreSettlement: every pre range's daysTo. PostSettlement: the post ranges' daysTo up to day 60, then the pre
 * ranges ending after day 60. (With one list empty the other is used, as in effectiveRateBp.) Ascending, unique.
 */
export function calculatorDays(schedule: RateSchedule, contractType: ContractType): number[] {
  const { pre, post } = schedule;
  let days: number[];
  if (pre.length === 0) days = post.map((r) => r.daysTo);
  else if (contractType === 'PreSettlement' || post.length === 0) days = pre.map((r) => r.daysTo);
  else {
    days = [
      ...post.map((r) => r.daysTo).filter((d) => d <= POST_SETTLEMENT_LAST_DAY),
      ...pre.map((r) => r.daysTo).filter((d) => d > POST_SETTLEMENT_LAST_DAY),
    ];
  }
  return [...new Set(days)].sort((a, b) => a - b);
}

/** Ordered [day, owedCents] pairs for `amountCents` funded on day 0 (the fee defaults to none). */
export function calculatorDayValuePairs(
  schedule: RateSchedule,
  contractType: ContractType,
  amountCents: number,
  feeBp = 0,
): DayValuePair[] {
  return calculatorDays(schedule, contractType).map((d) => [
    d,
    trancheOwedOnDayIndex(amountCents, schedule, contractType, feeBp, d),
  ]);
}

/** The JSON object `{ "30": 1150, "60": 1200.5, ... }`: day string keys ascending, owed in dollars. */
export function toDayValuePairsObject(pairs: readonly DayValuePair[]): Record<string, number> {
  const object: Record<string, number> = {};
  for (const [day, cents] of [...pairs].sort((a, b) => a[0] - b[0])) object[String(day)] = centsToDollars(cents);
  return object;
}
