// The case's own dates, checked by the request form, Edit Contract and the server alike. Pure functions over calendar
// days ('YYYY-MM-DD', which compare as strings): "today" is the caller's business day (the server's pinned clock in
// tests), so no schema asks the system clock.
import { CLOSED_STATUSES, type ContractStatus } from '../enums.ts';
import { CONTRACT_MESSAGES } from './messages.ts';

export interface CaseDates {
  dateAccident?: string | null;
  estimatedDuration?: string | null;
}

export interface CaseDateProblem {
  path: 'dateAccident' | 'estimatedDuration';
  message: string;
}

/**
 * An accident cannot have happened after today, and the case cannot settle before its accident. A settlement date in
 * the past is fine: post-settlement funding is asked for after the case settled.
 */
export function caseDateProblems({ dateAccident, estimatedDuration }: CaseDates, today: string): CaseDateProblem[] {
  const problems: CaseDateProblem[] = [];
  // A settlement is measured against a possible accident only: a mistyped future accident is the one thing to fix.
  if (dateAccident && dateAccident > today)
    problems.push({ path: 'dateAccident', message: CONTRACT_MESSAGES.accidentInFuture });
  else if (dateAccident && estimatedDuration && estimatedDuration < dateAccident)
    problems.push({ path: 'estimatedDuration', message: CONTRACT_MESSAGES.settlementBeforeAccident });
  return problems;
}

/**
 * Why a case takes no request for additional funds, or null when it takes one. A request is money the case may still
 * send: not on a closed case (paid off or lost), not on a declined one (LitFund said no to the case itself), not on
 * a cancelled one, and not after a reduction (the agreed payoff: no funding is added after it, so the request could never be funded).
 */
export function additionalFundsRefusal(parent: {
  status: ContractStatus | string | null | undefined;
  reduced: boolean;
  /** Cancelled inside the consumer's window: the plaintiff returns the money, none is added. */
  cancelled?: boolean;
}): string | null {
  if ((CLOSED_STATUSES as readonly string[]).includes(parent.status ?? ''))
    return CONTRACT_MESSAGES.closedNoAdditionalFunds;
  if (parent.status === 'Declined') return CONTRACT_MESSAGES.declinedNoAdditionalFunds;
  if (parent.cancelled) return CONTRACT_MESSAGES.cancelledNoMoreMoney;
  if (parent.reduced) return CONTRACT_MESSAGES.reducedNoAdditionalFunds;
  return null;
}

/**
 * The statuses an additional-funds request is funded from: LitFund said yes to it (Approved), or its contract is signed
 * after that. Under review (Waiting Approval, Signed Pre-Approval, Awaiting Feedback) it is not decided yet.
 */
export const FUNDABLE_REQUEST_STATUSES: readonly ContractStatus[] = ['Approved', 'ContractSigned'];

/**
 * Why a tranche may not fund this additional-funds request, or null when it may: it is funded once, as it was decided
 * (approved; never declined or closed). Edit Contract offers only the requests this passes; the server refuses the rest
 * with these words.
 */
export function requestFundingRefusal(status: ContractStatus | string | null | undefined): string | null {
  if (status === 'Declined' || (CLOSED_STATUSES as readonly string[]).includes(status ?? ''))
    return CONTRACT_MESSAGES.requestDeclinedOrClosed;
  if (status === 'CheckSent' || status === 'CheckCashed') return CONTRACT_MESSAGES.requestAlreadyFunded;
  if (!(FUNDABLE_REQUEST_STATUSES as readonly string[]).includes(status ?? ''))
    return CONTRACT_MESSAGES.requestNotApproved;
  return null;
}

export const requestMayBeFunded = (status: ContractStatus | string | null | undefined): boolean =>
  requestFundingRefusal(status) === null;
