// The numbers of a contract's disclosure: the amount due at the end of each 6-month interval up to the state's
// term, the APR at each, the maximum total, and what is due if repaid at any time. The amount due follows the
// pricing engine (owed = funded x (1 + (rate + fee) / 100), half-up to the cent) and stops growing at the term.
import type { ContractType } from '../enums.ts';
import { addDays, addMonths } from '../format/dates.ts';
import { rateChangeDays } from '../pricing/schedule.ts';
import { trancheOwedOnDayIndex } from '../pricing/tranche.ts';
import type { RateSchedule } from '../pricing/types.ts';
import { semiannualAprBp } from './apr.ts';
import { chargesStopDay } from './caps.ts';
import { monthsLaterDay } from './months.ts';
import { ruleOf } from './state-rules.ts';
import type { ComplianceRule, DisclosureRule } from './types.ts';

export const DISCLOSURE_INTERVAL_MONTHS = 6;
/** How far the table goes without a term or a length in the statute: the NE and OH layout's 36 months. */
export const DEFAULT_DISCLOSURE_MONTHS = 36;

export interface DisclosureInput {
  /** What the consumer receives and keeps (the base of the APR, as WV and NE require), in cents. */
  fundedCents: number;
  /** 'YYYY-MM-DD' of funding (day 0). */
  fundedOn: string;
  schedule: RateSchedule;
  contractType: ContractType;
  /** The plaintiff's additional fee, basis points added to every rate. */
  feeBp: number;
  /** One-time fees (document fee) repaid with the funded amount, in cents. */
  oneTimeFeesCents?: number;
  /** The rules that apply to the contract (statuteInForce or applicableLaw on the funding day). */
  rules: readonly ComplianceRule[];
}

export interface DisclosureRow {
  months: number;
  /** 'YYYY-MM-DD' the interval ends: `months` calendar months after funding. */
  endsOn: string;
  /** Days after funding. */
  day: number;
  /** Repaid on `endsOn`: funded amount, charges and one-time fees. */
  amountDueCents: number;
  /** APR in basis points, actuarial with a 6-month unit-period (apr.ts). */
  aprBp: number;
}

export interface RepaidAnyTime {
  fromOn: string;
  /** The last day this amount is due; null when it stays due from then on. */
  throughOn: string | null;
  amountDueCents: number;
}

export interface Disclosure {
  fundedCents: number;
  oneTimeFeesCents: number;
  rows: DisclosureRow[];
  /** The last day charges accrue (the state's term), or null when the state sets none. */
  chargesStopOn: string | null;
  /** The most the consumer can owe: what is due once the amount stops growing. */
  maximumTotalCents: number;
  anyTime: RepaidAnyTime[];
  /** What the statute asks the disclosure to show, or null when it prescribes nothing. */
  required: DisclosureRule | null;
}

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be whole cents, got ${value}`);
}

/** The interval ends (in months) up to `through`, `through` itself last when it is not a whole interval. */
function intervalMonths(through: number): number[] {
  const months: number[] = [];
  for (let m = DISCLOSURE_INTERVAL_MONTHS; m <= through; m += DISCLOSURE_INTERVAL_MONTHS) months.push(m);
  if (through % DISCLOSURE_INTERVAL_MONTHS !== 0) months.push(through);
  return months;
}

export function disclosureNumbers(input: DisclosureInput): Disclosure {
  const { fundedCents, fundedOn, schedule, contractType, feeBp, rules } = input;
  const oneTimeFeesCents = input.oneTimeFeesCents ?? 0;
  assertCents(fundedCents, 'The funded amount');
  assertCents(oneTimeFeesCents, 'One-time fees');
  const term = ruleOf(rules, 'chargeTerm');
  const required = ruleOf(rules, 'disclosure');
  const stop = term ? chargesStopDay(term, fundedOn) : null;
  const dueOn = (d: number) =>
    trancheOwedOnDayIndex(fundedCents, schedule, contractType, feeBp, stop === null ? d : Math.min(d, stop)) +
    oneTimeFeesCents;

  const through =
    term?.months ?? (typeof required?.throughMonths === 'number' ? required.throughMonths : DEFAULT_DISCLOSURE_MONTHS);
  const rows = intervalMonths(through).map((months) => {
    const day = monthsLaterDay(fundedOn, months);
    const amountDueCents = dueOn(day);
    return {
      months,
      endsOn: addMonths(fundedOn, months),
      day,
      amountDueCents,
      aprBp: semiannualAprBp(fundedCents, amountDueCents, months),
    };
  });

  // Stretches of days over which the amount due stays the same: it can only change on a rate change day.
  const starts = [0, ...rateChangeDays(schedule, contractType).filter((d) => stop === null || d <= stop)];
  const anyTime: Array<{ from: number; amountDueCents: number }> = [];
  for (const from of starts) {
    const amountDueCents = dueOn(from);
    if (anyTime.at(-1)?.amountDueCents !== amountDueCents) anyTime.push({ from, amountDueCents });
  }
  return {
    fundedCents,
    oneTimeFeesCents,
    rows,
    chargesStopOn: stop === null ? null : addDays(fundedOn, stop),
    maximumTotalCents: anyTime.at(-1)!.amountDueCents, // owed never decreases, so the last stretch is the most
    anyTime: anyTime.map((stretch, i) => {
      const next = anyTime[i + 1];
      return {
        fromOn: addDays(fundedOn, stretch.from),
        throughOn: next ? addDays(fundedOn, next.from - 1) : null,
        amountDueCents: stretch.amountDueCents,
      };
    }),
    required,
  };
}
