// Statistics (docs/product.md) with the portal's formulas: money in dollars and day counts rounded to 2
// decimals, roi to 5. Averages over no cases are null (unknown), sums and counts over no cases are 0.
import { dollarsOf, ratio, roundTo } from './figures.ts';
import { dayNumber, insightSumsOfContracts, type InsightSums } from './sums.ts';
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

/** Every Statistics figure from the sums of a user's cases, `today` being the business day open durations run to. */
export function statisticsFromSums(s: InsightSums, today: string): Statistics {
  // Each open case's days are daysBetween(first funding, today); see DAY_ZERO.
  const openDays = s.openCount * dayNumber(today) - s.openFirstFundingDays;
  return {
    lifeTimeRequested: dollars(s.requestedCents),
    openContractsCount: s.openCount,
    openContractAmount: dollars(s.openFundedCents),
    openAmountAverage: dollarsOf(ratio(s.openFundedCents, s.openCount)),
    openDurationAverage: days(ratio(openDays, s.openCount)),
    closedContractsCount: s.closedCount,
    lifetimeProjectedAmountClosed: dollars(s.closedOwedCents),
    closedProjectedAmountAverage: dollarsOf(ratio(s.closedOwedCents, s.closedCount)),
    closedRealAmountAverage: dollarsOf(ratio(s.closedPaidCents, s.closedCount)),
    closedDurationAverage: days(ratio(s.closedDays, s.closedCount)),
    // Every payment received (open cases' too) per closed case; closedRealAmountAverage counts closed cases' only.
    lifeTimeReceivedAverage: dollarsOf(ratio(s.paidCents, s.closedCount)),
    lifeTimePayments: dollars(s.paidCents),
    lifeTimePaidAverage: dollarsOf(ratio(s.fundedCents, s.fundedCount)),
    lifeTimeLost: dollars(s.lostUnrecoveredCents),
    roi: s.closedFundedCents === 0 ? null : roundTo((s.closedPaidCents - s.closedFundedCents) / s.closedFundedCents, 5),
  };
}

/** Every Statistics figure of one user's cases (in id order), `today` being the business day open durations run to. */
export const statisticsOf = (contracts: readonly InsightContract[], today: string): Statistics =>
  statisticsFromSums(insightSumsOfContracts(contracts), today);
