// A contract's money figures from its stored facts, through domain/pricing (DESIGN.md section 4).
import {
  CLOSED_STATUSES, calendarDateIn, centsToDollars, contractMoney, riskRate,
} from '@litfund/domain';
import type { ClosingStatus, ContractMoneyInput, ContractStatus, ContractType, RateSchedule } from '@litfund/domain';

/** The stored facts the figures depend on (one contract). */
export interface MoneyFacts {
  contractType: string;
  checkAmountCents: number | null;
  checkDate: string | null;
  rateSnapshot: unknown;
  feeSnapshotBp: number | null;
  tranches: ReadonlyArray<{ amountCents: number; fundedOn: string }>;
  payments: ReadonlyArray<{ amountCents: number; paidOn: string }>;
  reducedCents: number | null;
  currentStatus: string;
  currentStatusAt: Date | string;
  amountSettlementCents: number | null;
  estimatedSettlement: string | null;
}

export interface MoneyFigures {
  totalDue: number | null;
  paidOff: number;
  finalAmountOwed: number | null;
  daysBeforePriceIncrease: number;
  currentContractRiskRatePercent: number | null;
}

const isSchedule = (value: unknown): value is RateSchedule =>
  typeof value === 'object' && value !== null && Array.isArray((value as RateSchedule).pre) && Array.isArray((value as RateSchedule).post);

/** The pricing input, or null before CheckSent (nothing is funded, so nothing is owed). */
export function moneyInput(facts: MoneyFacts, today: string, timeZone: string): ContractMoneyInput | null {
  if (facts.checkAmountCents == null || !facts.checkDate || !isSchedule(facts.rateSnapshot)) return null;
  const closed = (CLOSED_STATUSES as readonly string[]).includes(facts.currentStatus);
  return {
    contractType: facts.contractType as ContractType,
    schedule: facts.rateSnapshot,
    feeBp: facts.feeSnapshotBp ?? 0,
    tranches: [
      { principalCents: facts.checkAmountCents, fundedOn: facts.checkDate },
      ...facts.tranches.map((t) => ({ principalCents: t.amountCents, fundedOn: t.fundedOn })),
    ],
    payments: facts.payments.map((p) => ({ amountCents: p.amountCents, paidOn: p.paidOn })),
    reducedCents: facts.reducedCents,
    closing: closed ? { status: facts.currentStatus as ClosingStatus, on: calendarDateIn(new Date(facts.currentStatusAt), timeZone) } : null,
    today,
  };
}

/** totalDue and friends in dollars; totalDue is null until CheckSent is in the history. */
export function moneyFigures(facts: MoneyFacts, today: string, timeZone: string): MoneyFigures {
  const paidOffCents = facts.payments.reduce((sum, p) => sum + p.amountCents, 0);
  const input = moneyInput(facts, today, timeZone);
  if (!input) {
    return { totalDue: null, paidOff: centsToDollars(paidOffCents), finalAmountOwed: null, daysBeforePriceIncrease: 0, currentContractRiskRatePercent: null };
  }
  const money = contractMoney(input);
  return {
    totalDue: centsToDollars(money.totalDueCents),
    paidOff: centsToDollars(money.paidOffCents),
    finalAmountOwed: money.finalAmountOwedCents == null ? null : centsToDollars(money.finalAmountOwedCents),
    daysBeforePriceIncrease: money.daysBeforePriceIncrease,
    currentContractRiskRatePercent: riskRate(money.totalDueCents, facts.contractType as ContractType, facts.amountSettlementCents, facts.estimatedSettlement),
  };
}

export const isClosed = (status: string) => (CLOSED_STATUSES as readonly ContractStatus[]).includes(status as ContractStatus);
