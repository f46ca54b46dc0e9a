// The totals every statistic and rating is a ratio of. A user's figures are made in two steps: each case is reduced
// to what it contributes (CaseFigures), and those are added up (InsightSums); statistics.ts and ratings.ts then divide
// and round. The API keeps each case's CaseFigures on its contract row and adds them up in SQL
// (api/src/insights/sums.ts); its tests check that the SQL's sums are insightSumsOf's, so the definitions stay here.
import { LOST_STATUSES } from '../enums.ts';
import { daysBetween } from '../format/dates.ts';
import { fundedCents, fundedOn, isFunded, paidCents, total } from './figures.ts';
import type { InsightContract } from './types.ts';

/** What one case contributes to its users' figures. Fixed until the case's money or status changes. */
export interface CaseFigures {
  clientId: number;
  /** The request's amount plus its additional-funds requests' amounts. */
  requestedCents: number;
  paidCents: number;
  /** Null while the case is not funded (no CheckSent): such a case is neither open nor closed. */
  funded: { cents: number; firstOn: string } | null;
  closing: InsightContract['closing'];
  reduction: InsightContract['reduction'];
}

export function caseFiguresOf(c: InsightContract): CaseFigures {
  return {
    clientId: c.clientId,
    requestedCents: c.requestedCents,
    paidCents: paidCents(c),
    funded: isFunded(c) ? { cents: fundedCents(c), firstOn: fundedOn(c) } : null,
    closing: c.closing,
    reduction: c.reduction,
  };
}

/**
 * The day open durations are counted from: an open case's days are daysBetween(first funding, today), so their sum is
 * openCount x day(today) - the sum of day(first funding), with day(d) = daysBetween(DAY_ZERO, d). The sums then do not
 * depend on today.
 */
export const DAY_ZERO = '1970-01-01';

/** One closed case's reduction: the agreed payoff and what the schedule owed the day it was recorded. */
export type ReductionFigures = NonNullable<InsightContract['reduction']>;

export interface InsightSums {
  requestedCents: number;
  /** Every payment received, open and unfunded cases' too. */
  paidCents: number;
  fundedCount: number;
  fundedCents: number;
  /** Distinct clients of the funded cases. */
  fundedClients: number;
  openCount: number;
  openFundedCents: number;
  /** Sum over the open cases of daysBetween(DAY_ZERO, first funding day). */
  openFirstFundingDays: number;
  closedCount: number;
  /** What the schedule owed on the closing days. */
  closedOwedCents: number;
  closedPaidCents: number;
  closedFundedCents: number;
  /** Sum over the closed cases of the days from the first funding to the closing. */
  closedDays: number;
  lostCount: number;
  /** Principal not recovered, case by case (a lost case that paid back more lost nothing). */
  lostUnrecoveredCents: number;
  /** The closed cases with a reduction, in the order of their contracts' ids (their shares are added in that order). */
  reductions: ReductionFigures[];
}

type Funded = CaseFigures & { funded: NonNullable<CaseFigures['funded']> };
type Closed = Funded & { closing: NonNullable<CaseFigures['closing']> };
const isFundedCase = (c: CaseFigures): c is Funded => c.funded !== null;
const isClosedCase = (c: CaseFigures): c is Closed => c.funded !== null && c.closing !== null;

/** The day number daysBetween(DAY_ZERO, day). */
export const dayNumber = (day: string): number => daysBetween(DAY_ZERO, day);

/** Adds up the cases (in their contracts' id order). */
export function insightSumsOf(cases: readonly CaseFigures[]): InsightSums {
  const funded = cases.filter(isFundedCase);
  const open = funded.filter((c) => c.closing === null);
  const closed = cases.filter(isClosedCase);
  const lost = closed.filter((c) => LOST_STATUSES.includes(c.closing.status));
  return {
    requestedCents: total(cases, (c) => c.requestedCents),
    paidCents: total(cases, (c) => c.paidCents),
    fundedCount: funded.length,
    fundedCents: total(funded, (c) => c.funded.cents),
    fundedClients: new Set(funded.map((c) => c.clientId)).size,
    openCount: open.length,
    openFundedCents: total(open, (c) => c.funded.cents),
    openFirstFundingDays: total(open, (c) => dayNumber(c.funded.firstOn)),
    closedCount: closed.length,
    closedOwedCents: total(closed, (c) => c.closing.owedAtClosingCents),
    closedPaidCents: total(closed, (c) => c.paidCents),
    closedFundedCents: total(closed, (c) => c.funded.cents),
    closedDays: total(closed, (c) => daysBetween(c.funded.firstOn, c.closing.on)),
    lostCount: lost.length,
    lostUnrecoveredCents: total(lost, (c) => Math.max(0, c.funded.cents - c.paidCents)),
    reductions: closed.flatMap((c) => (c.reduction ? [c.reduction] : [])),
  };
}

/** The sums of a user's cases as InsightContract (the domain's input, in id order). */
export const insightSumsOfContracts = (contracts: readonly InsightContract[]): InsightSums =>
  insightSumsOf(contracts.map(caseFiguresOf));
