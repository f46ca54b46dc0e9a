// Statistics (docs/product.md) with the portal's formulas: money in dollars and day counts rounded to 2
// decimals, roi to 5. Averages over no cases are null (unknown), sums and counts over no cases are 0.
import { daysBetween } from '../format/dates.ts';
import {
  dollarsOf,
  fundedCents,
  fundedOn,
  isClosed,
  isFunded,
  isLost,
  isOpen,
  paidCents,
  ratio,
  roundTo,
  total,
} from './figures.ts';
import type { InsightContract } from './types.ts';

export interface Statistics {
  lifeTimeRequested: number;
  openContractsCount: number;
  openContractAmount: number;
  openAmountAverage: number | null;
  openDurationAverage: number | null;
  closedContractsCount: number;
  lifetimeProjectedAmountClosed: number;
  closedProjectedAmountAverage: number | null;
  closedRealAmountAverage: number | null;
  closedDurationAverage: number | null;
  lifeTimeReceivedAverage: number | null;
  lifeTimePayments: number;
  lifeTimePaidAverage: number | null;
  lifeTimeLost: number;
  roi: number | null;
}

const days = (value: number | null) => (value == null ? null : roundTo(value, 2));
const dollars = (cents: number) => dollarsOf(cents) as number;

/** Days from the first funding to the closing day of a closed case. */
export const daysToClose = (c: InsightContract & { closing: NonNullable<InsightContract['closing']> }): number =>
  daysBetween(fundedOn(c), c.closing.on);

/** Every Statistics figure of one user's cases, `today` being the business day open durations run to. */
export function statisticsOf(contracts: readonly InsightContract[], today: string): Statistics {
  const funded = contracts.filter(isFunded);
  const open = contracts.filter(isOpen);
  const closed = contracts.filter(isClosed);
  const lost = contracts.filter(isLost);

  const openFunded = total(open, fundedCents);
  const projectedClosed = total(closed, (c) => c.closing.owedAtClosingCents);
  const paidClosed = total(closed, paidCents);
  const fundedClosed = total(closed, fundedCents);
  const payments = total(contracts, paidCents);
  return {
    lifeTimeRequested: dollars(total(contracts, (c) => c.requestedCents)),
    openContractsCount: open.length,
    openContractAmount: dollars(openFunded),
    openAmountAverage: dollarsOf(ratio(openFunded, open.length)),
    openDurationAverage: days(
      ratio(
        total(open, (c) => daysBetween(fundedOn(c), today)),
        open.length,
      ),
    ),
    closedContractsCount: closed.length,
    lifetimeProjectedAmountClosed: dollars(projectedClosed),
    closedProjectedAmountAverage: dollarsOf(ratio(projectedClosed, closed.length)),
    closedRealAmountAverage: dollarsOf(ratio(paidClosed, closed.length)),
    closedDurationAverage: days(ratio(total(closed, daysToClose), closed.length)),
    // Every payment received (open cases' too) per closed case; closedRealAmountAverage counts closed cases' only.
    lifeTimeReceivedAverage: dollarsOf(ratio(payments, closed.length)),
    lifeTimePayments: dollars(payments),
    lifeTimePaidAverage: dollarsOf(ratio(total(funded, fundedCents), funded.length)),
    // Principal not recovered, case by case: a lost case whose payments exceeded its principal lost nothing.
    lifeTimeLost: dollars(total(lost, (c) => Math.max(0, fundedCents(c) - paidCents(c)))),
    roi: fundedClosed === 0 ? null : roundTo((paidClosed - fundedClosed) / fundedClosed, 5),
  };
}
