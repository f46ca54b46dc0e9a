// The plain input of statistics and ratings: one user's cases, each
// reduced to the facts the figures need. Money is integer cents, days are 'YYYY-MM-DD' in the business time zone.
import type { ContractType } from '../enums.ts';
import type { ClosingStatus } from '../pricing/types.ts';

export interface InsightAmount {
  amountCents: number;
  /** 'YYYY-MM-DD' in the business time zone. */
  on: string;
}

export interface InsightContract {
  contractType: ContractType;
  clientId: number;
  /** What was asked for: the request's amount plus its additional-funds requests' amounts. */
  requestedCents: number;
  /** The CheckSent principal first, then each additional funding; empty while the case is not funded. */
  fundings: readonly InsightAmount[];
  payments: readonly InsightAmount[];
  /** The agreed payoff and the schedule-owed sum on the day it was recorded; null when none was set. */
  reduction: { reducedCents: number; owedWhenReducedCents: number } | null;
  /** The closing status and its day; null while the current status is not a closing one. */
  closing: { status: ClosingStatus; on: string; owedAtClosingCents: number } | null;
}
