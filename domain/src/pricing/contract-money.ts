// A contract's money figures and the payoff statement's good-through table. "today" is always an argument.
import type { ContractType } from '../enums.ts';
import { addDays, daysBetween } from '../format/dates.ts';
import { formatUsd } from '../format/money.ts';
import { assertCalendarDay } from './days.ts';
import { rateChangeDays } from './schedule.ts';
import { dayIndex, trancheOwedCents } from './tranche.ts';
import type { Closing, Payment, RateSchedule, Tranche } from './types.ts';

export interface ContractMoneyInput {
  contractType: ContractType;
  /** The snapshot kept at CheckSent. */
  schedule: RateSchedule;
  /** The client's additional fee at CheckSent, in bp. */
  feeBp: number;
  /** CheckSent principal and additional fundings; empty before funding. */
  tranches: readonly Tranche[];
  payments: readonly Payment[];
  /** The agreed payoff, when a reduced amount is set. */
  reducedCents?: number | null;
  /** The most the consumer may be asked to repay in all, before payments (a state's recovery cap); null: no cap. */
  capCents?: number | null;
  /** The closing status and its day, when the current status is PaidOff, ClosedNotPaidOff or ClosedCaseLost. */
  closing?: Closing | null;
  /** Today's business day 'YYYY-MM-DD' (see businessDayOf). */
  today: string;
}

export interface ContractMoney {
  /** The day the figures are computed for: the closing day when closed, otherwise today. */
  valuationDay: string;
  /** Sum of the tranches' schedule-owed amounts on the valuation day (before reduction and payments). */
  owedCents: number;
  /** max(0, (reduced ?? owed) - payments); 0 for ClosedCaseLost; equal to finalAmountOwedCents when closed. */
  totalDueCents: number;
  /** Sum of payments. */
  paidOffCents: number;
  /** totalDue frozen at the closing day (0 for ClosedCaseLost); null while open. */
  finalAmountOwedCents: number | null;
  /** Days until owedCents next increases; 0 when it never does again, before funding, or when closed. */
  daysBeforePriceIncrease: number;
}

function sumCents(values: readonly number[], what: string): number {
  let total = 0;
  for (const value of values) {
    if (!Number.isSafeInteger(value) || value < 0)
      throw new RangeError(`${what} must be a non-negative integer of cents, got ${value}`);
    total += value;
  }
  if (!Number.isSafeInteger(total)) throw new RangeError(`${what} total is too large`);
  return total;
}

/** Sum of the tranches' owed amounts on a business day (tranches funded later owe 0). */
export function owedSumCents(
  tranches: readonly Tranche[],
  schedule: RateSchedule,
  contractType: ContractType,
  feeBp: number,
  onDay: string,
): number {
  return tranches.reduce((sum, t) => sum + trancheOwedCents(t, schedule, contractType, feeBp, onDay), 0);
}

/**
 * The first business day after `fromDay` on which the owed sum over all tranches is higher than on `fromDay`
 * (the day-61 post-settlement switch and a later tranche's funding day included); null when it never increases.
 */
export function nextOwedIncreaseDay(
  tranches: readonly Tranche[],
  schedule: RateSchedule,
  contractType: ContractType,
  feeBp: number,
  fromDay: string,
): string | null {
  assertCalendarDay(fromDay, 'Day');
  if (tranches.length === 0) return null;
  const changeDays = [0, ...rateChangeDays(schedule, contractType)];
  const candidates = new Set<number>(); // offsets from fromDay at which some tranche's rate may change
  for (const tranche of tranches) {
    const d = dayIndex(tranche.fundedOn, fromDay);
    for (const c of changeDays) if (c > d) candidates.add(c - d);
  }
  const current = owedSumCents(tranches, schedule, contractType, feeBp, fromDay);
  for (const offset of [...candidates].sort((a, b) => a - b)) {
    const day = addDays(fromDay, offset);
    if (owedSumCents(tranches, schedule, contractType, feeBp, day) > current) return day;
  }
  return null;
}

/** totalDue on a day: max(0, min(reduced ?? owed, cap) - payments). */
function dueCents(owedCents: number, reducedCents: number | null, paidCents: number, capCents: number | null): number {
  const agreed = reducedCents ?? owedCents;
  return Math.max(0, (capCents === null ? agreed : Math.min(agreed, capCents)) - paidCents);
}

/**
 * The first day after `fromDay` on which totalDue differs from `dueCents` on `fromDay`, with its new value; null when
 * it never changes. A reduced amount fixes the sum and payments may cover an increase, so not every owed increase
 * moves what the plaintiff pays: the lists' "days until price increase" and the payoff statement both go by this.
 */
function nextDueChange(
  input: ContractMoneyInput,
  fromDay: string,
  fromDueCents: number,
  paidCents: number,
): { day: string; dueCents: number } | null {
  const { tranches, schedule, contractType, feeBp } = input;
  const reducedCents = input.reducedCents ?? null;
  if (reducedCents !== null) return null;
  for (let probe = fromDay; ;) {
    const next = nextOwedIncreaseDay(tranches, schedule, contractType, feeBp, probe);
    if (!next) return null;
    const owed = owedSumCents(tranches, schedule, contractType, feeBp, next);
    const due = dueCents(owed, reducedCents, paidCents, input.capCents ?? null);
    if (due !== fromDueCents) return { day: next, dueCents: due };
    probe = next;
  }
}

/**
 * A contract's money on `today` (or, when closed, frozen at the closing day). Payments are credits whatever
 * their date (a payment recorded after the closing still counts); a reduced amount replaces the owed sum
 * whatever the day; a recovery cap bounds either. ClosedCaseLost owes 0 (non-recourse); ClosedNotPaidOff keeps what was owed (written off);
 * PaidOff keeps any residue.
 */
export function contractMoney(input: ContractMoneyInput): ContractMoney {
  const { contractType, schedule, feeBp, tranches, payments, closing, today } = input;
  const reducedCents = input.reducedCents ?? null;
  assertCalendarDay(today, 'Today');
  if (closing) assertCalendarDay(closing.on, 'Closing day');
  if (reducedCents !== null && (!Number.isSafeInteger(reducedCents) || reducedCents < 0)) {
    throw new RangeError(`Reduced amount must be a non-negative integer of cents, got ${reducedCents}`);
  }
  const capCents = input.capCents ?? null;
  if (capCents !== null && (!Number.isSafeInteger(capCents) || capCents < 0)) {
    throw new RangeError(`Cap must be a non-negative integer of cents, got ${capCents}`);
  }
  sumCents(
    tranches.map((t) => t.principalCents),
    'Principal',
  );
  const paidOffCents = sumCents(
    payments.map((p) => p.amountCents),
    'Payment',
  );

  const valuationDay = closing ? closing.on : today;
  const owedCents = owedSumCents(tranches, schedule, contractType, feeBp, valuationDay);
  const due = dueCents(owedCents, reducedCents, paidOffCents, capCents);

  if (closing) {
    const finalAmountOwedCents = closing.status === 'ClosedCaseLost' ? 0 : due;
    return {
      valuationDay,
      owedCents,
      totalDueCents: finalAmountOwedCents,
      paidOffCents,
      finalAmountOwedCents,
      daysBeforePriceIncrease: 0,
    };
  }
  const next = nextDueChange(input, today, due, paidOffCents);
  return {
    valuationDay,
    owedCents,
    totalDueCents: due,
    paidOffCents,
    finalAmountOwedCents: null,
    daysBeforePriceIncrease: next ? daysBetween(today, next.day) : 0,
  };
}

/**
 * A reduced amount may not exceed the owed sum when it is recorded. Returns the message
 * for a 400, or null when acceptable.
 */
export function validateReducedAmount(reducedCents: number, owedCents: number): string | null {
  if (!Number.isSafeInteger(reducedCents)) return 'The reduced amount must be a whole number of cents';
  if (reducedCents < 0) return 'The reduced amount must not be negative';
  if (reducedCents > owedCents) return `The reduced amount may not exceed the amount owed (${formatUsd(owedCents)})`;
  return null;
}

export interface PayoffLine {
  /** First business day this payoff applies to. */
  from: string;
  /** Last business day this payoff holds (the day before it next increases); null when it never increases. */
  goodThrough: string | null;
  payoffCents: number;
}

/**
 * The payoff statement's table: today's payoff and the payoff after each coming increase, each good through
 * the day before the next increase. Increases of the owed sum that leave the payoff unchanged (a reduced
 * amount, or payments covering it) are merged. A closed contract has one line: the frozen final amount.
 * At most `maxLines` lines (the last one then has a goodThrough date).
 */
export function priceChangeSchedule(input: ContractMoneyInput, maxLines = 24): PayoffLine[] {
  const money = contractMoney(input);
  if (input.closing) return [{ from: money.valuationDay, goodThrough: null, payoffCents: money.totalDueCents }];
  const lines: PayoffLine[] = [];
  let from = input.today;
  let payoff = money.totalDueCents;
  while (lines.length < maxLines) {
    const next = nextDueChange(input, from, payoff, money.paidOffCents);
    if (!next) {
      lines.push({ from, goodThrough: null, payoffCents: payoff });
      break;
    }
    lines.push({ from, goodThrough: addDays(next.day, -1), payoffCents: payoff });
    from = next.day;
    payoff = next.dueCents;
  }
  return lines;
}
