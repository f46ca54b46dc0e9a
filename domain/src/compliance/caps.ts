// What a state's cap and term allow on a day after funding: exactly for one contract's funding day, and for any
// funding day (the strictest the calendar can make it) when a rate set is checked before it prices anything.
import { monthSpanDays, monthsLaterDay } from './months.ts';
import type { ChargeCapRule, ChargeTermRule, RecoveryCapRule } from './types.ts';

/** A cap in basis points as an exact fraction num/den (a prorated cap is capBp x d / 365). */
export interface CapBp {
  num: number;
  den: number;
}

/** Days in the year of a prorated (usury-style) cap: actual/365. */
export const PRORATED_YEAR_DAYS = 365;

/** Whether a total charge of `totalBp` of the funded amount is within the cap. */
export function capAllows(cap: CapBp, totalBp: number): boolean {
  return totalBp * cap.den <= cap.num;
}

/** The cap in whole basis points, rounded down (what a message may say is allowed). */
export function capFloorBp(cap: CapBp): number {
  return Math.floor(cap.num / cap.den);
}

/**
 * The cap in cents of charges for `principalCents`, rounded half-up as the engine rounds what is owed: a rate within
 * the cap never owes more charges than this.
 */
export function capCents(principalCents: number, cap: CapBp): number {
  const denominator = BigInt(cap.den) * 10_000n;
  return Number((BigInt(principalCents) * BigInt(cap.num) * 2n + denominator) / (2n * denominator));
}

/**
 * The number of periods begun by day d: the funding day is in period 1, period k + 1 begins the day after the
 * k-th anniversary (the consumer's side of "assessed every 6 months": on the anniversary itself the earlier period's
 * charge still applies). Periods that would begin after the term never begin. `anniversaryDay(m)` gives the day
 * index of the anniversary `m` months after funding.
 */
function periodsBegun(
  rule: ChargeCapRule,
  termMonths: number | null,
  d: number,
  anniversaryDay: (months: number) => number,
): number {
  let periods = 1;
  for (let k = 1; termMonths === null || k * rule.periodMonths < termMonths; k++) {
    if (d <= anniversaryDay(k * rule.periodMonths)) break;
    periods++;
  }
  return periods;
}

function capFrom(rule: ChargeCapRule, termMonths: number | null, d: number, anniversary: (m: number) => number) {
  if (d < 0) return { num: 0, den: 1 };
  if (rule.basis === 'prorated') return { num: rule.capBp * d, den: PRORATED_YEAR_DAYS };
  return { num: rule.capBp * periodsBegun(rule, termMonths, d, anniversary), den: 1 };
}

/**
 * The cap on day d (days after funding) of a contract funded on `fundedOn`: charges stop at the term, so past it the
 * cap stays at the term's. Without the state's term rule, `term` is null.
 */
export function chargeCapOn(rule: ChargeCapRule, term: ChargeTermRule | null, fundedOn: string, d: number): CapBp {
  const stop = term ? chargesStopDay(term, fundedOn) : Infinity;
  return capFrom(rule, term?.months ?? null, Math.min(d, stop), (months) => monthsLaterDay(fundedOn, months));
}

/**
 * The cap on day d whatever the funding day: period k + 1 is sure to have begun only after the longest k periods,
 * and the term may end as early as its shortest span. A schedule within this on every day is within chargeCapOn for
 * every contract it prices.
 */
export function chargeCapAnyFunding(rule: ChargeCapRule, term: ChargeTermRule | null, d: number): CapBp {
  const stop = term ? chargesStopDayAnyFunding(term) : Infinity;
  return capFrom(rule, term?.months ?? null, Math.min(d, stop), (months) => monthSpanDays(months).max);
}

/** The last day index on which charges may accrue for a contract funded on `fundedOn` (the term's end). */
export function chargesStopDay(term: ChargeTermRule, fundedOn: string): number {
  return monthsLaterDay(fundedOn, term.months);
}

/** The earliest day index the term can end on, whatever the funding day. */
export function chargesStopDayAnyFunding(term: ChargeTermRule): number {
  return monthSpanDays(term.months).min;
}

/** What the case recovered, for a recovery cap (integer cents). */
export interface RecoveryOutcome {
  fundedCents: number;
  grossRecoveryCents: number;
  attorneyFeesCents: number;
}

/** The most the consumer can be asked to repay under a recovery cap, rounded down to the cent. */
export function recoveryCapCents(rule: RecoveryCapRule, outcome: RecoveryOutcome): number {
  const base =
    rule.of === 'grossRecovery' ? outcome.grossRecoveryCents : outcome.grossRecoveryCents - outcome.attorneyFeesCents;
  const share = Number((BigInt(Math.max(0, base)) * BigInt(rule.shareBp)) / 10_000n);
  return rule.plusFundedAmount ? outcome.fundedCents + share : share;
}
