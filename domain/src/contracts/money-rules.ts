// The rules checked whenever money moves on a contract (a check, an additional tranche, a payment, an approved
// amount): pure functions over cents and calendar days, so the API enforces them and the forms can say the same
// thing first. No zod here: the edit-contract page imports these without loading a schema.
import { formatUsd } from '../format/money.ts';
import { amountAtMostMessage } from './limits.ts';
import { addDays, formatDisplayDate } from '../format/dates.ts';

/**
 * Largest single check, tranche, payment, approved or reduced amount: ten million dollars. Far above any
 * pre-settlement funding, far below what would let one typo (an extra three zeros) distort the statistics.
 */
export const MAX_MONEY_MOVEMENT_DOLLARS = 10_000_000;
export const MAX_MONEY_MOVEMENT_CENTS = MAX_MONEY_MOVEMENT_DOLLARS * 100;

export const MONEY_RULE_MESSAGES = {
  tooLarge: amountAtMostMessage(MAX_MONEY_MOVEMENT_CENTS),
  plaintiffBanned: 'The plaintiff is banned: no money may be sent to them',
  plaintiffNotApproved: "The plaintiff's account is not Approved: approve it before sending money",
  notFunded: 'Record the check (CheckSent) before payments or additional funding',
  noFundingAfterReduction: 'The payoff was reduced: no funding can be added after a reduction',
  dateInFuture: 'The date may not be after today',
  /** The field's error when the server asks for confirmation of an overpayment (the UI shows a dialog instead). */
  confirmOverpayment: 'Confirm the overpayment',
} as const;

/** The open funded total the move would reach, against the plaintiff's loan limit. */
export const loanLimitMessage = (limitCents: number, reachedCents: number) =>
  `This would take the plaintiff's open funded total to ${formatUsd(reachedCents)}, above their loan limit of ${formatUsd(limitCents)}`;
export const checkAboveApprovedMessage = (approvedCents: number) =>
  `The check may not exceed the approved amount (${formatUsd(approvedCents)})`;
export const approvedBelowCheckMessage = (checkCents: number) =>
  `The approved amount may not be below the check already sent (${formatUsd(checkCents)})`;
export const dateBeforeFundingMessage = (fundedOn: string) =>
  `The date may not be before the funding date (${formatDisplayDate(fundedOn)})`;
export const overpaymentMessage = (paymentCents: number, owedCents: number) =>
  `This payment of ${formatUsd(paymentCents)} is more than the ${formatUsd(owedCents)} owed today. Record it anyway?`;

/** What the API knows of the plaintiff when money is about to be sent to them. */
export interface Recipient {
  banned: boolean;
  status: string;
  loanLimitCents: number | null;
  /** Principal of the plaintiff's open funded contracts, tranches included, before this move. */
  openFundedCents: number;
}

/** Why a check or a tranche of `addCents` may not go to this plaintiff, or null when it may. */
export function fundingRefusal(recipient: Recipient, addCents: number): string | null {
  if (recipient.banned) return MONEY_RULE_MESSAGES.plaintiffBanned;
  if (recipient.status !== 'Approved') return MONEY_RULE_MESSAGES.plaintiffNotApproved;
  const reached = recipient.openFundedCents + addCents;
  if (recipient.loanLimitCents != null && reached > recipient.loanLimitCents)
    return loanLimitMessage(recipient.loanLimitCents, reached);
  return null;
}

/** A payment's or tranche's day must fall between the funding day and today (ISO days compare as strings). */
export function movementDateProblem(day: string, fundedOn: string | null, today: string): string | null {
  if (day > today) return MONEY_RULE_MESSAGES.dateInFuture;
  if (fundedOn != null && day < fundedOn) return dateBeforeFundingMessage(fundedOn);
  return null;
}

/** How long before the request a check may be dated: cases are often entered after the money went out, not years after. */
export const CHECK_DATED_BEFORE_REQUEST_MAX_DAYS = 365;

/**
 * A check's day must not be after today, before the accident, or more than a year before the request was filed: a check
 * dated decades back would price the funding at the schedule's last rate from its first day.
 */
export function checkDateProblem(
  day: string,
  dates: { requestedOn: string; accidentOn: string | null },
  today: string,
): string | null {
  if (day > today) return MONEY_RULE_MESSAGES.dateInFuture;
  const earliest = [addDays(dates.requestedOn, -CHECK_DATED_BEFORE_REQUEST_MAX_DAYS), dates.accidentOn ?? '']
    .sort()
    .at(-1)!;
  if (day < earliest)
    return `The check date may not be before ${formatDisplayDate(earliest)} (the accident, or a year before the request)`;
  return null;
}

/** The check against an approved amount set earlier, and an approved amount against a check sent earlier. */
export function checkVersusApproved(
  checkCents: number | null,
  approvedCents: number | null,
  approvedIsNew: boolean,
): string | null {
  if (checkCents == null || approvedCents == null || checkCents <= approvedCents) return null;
  return approvedIsNew ? approvedBelowCheckMessage(checkCents) : checkAboveApprovedMessage(approvedCents);
}
