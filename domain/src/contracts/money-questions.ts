// What Edit Contract asks before it records money (docs/ui-guide.md, "Consequential actions"): each question names the
// amount, the day and the contract, and says who hears of it. None of these changes mails anyone; the parties read the
// new figures on the contract page.
import { formatDisplayDate } from '../format/dates.ts';
import { formatUsd } from '../format/money.ts';
import { CONTRACT_MESSAGES, statusNoticeLabel } from './messages.ts';

/** Who hears of a money change: nobody is mailed; the parties see it on their contract page. */
export const MONEY_NOTICE = 'Nobody is emailed; the client, attorney and law firm see it on the contract page.';

/** An amount in integer cents on a calendar day ('YYYY-MM-DD'). */
interface CentsOnDay {
  amount: number;
  date: string;
}

export const paymentQuestion = (identifier: string, { amount, date }: CentsOnDay) =>
  `Record a payment of ${formatUsd(amount)} received on ${formatDisplayDate(date)} on ${identifier}? ${MONEY_NOTICE}`;

/**
 * `request`: the identifier of the additional-funds request the tranche funds, if it funds one. Funding one makes it
 * Check Sent, a status the parties are mailed about; a plain tranche mails nobody.
 */
export const fundingQuestion = (identifier: string, { amount, date }: CentsOnDay, request?: string | null) =>
  `Record additional funding of ${formatUsd(amount)} sent on ${formatDisplayDate(date)} on ${identifier}${
    request ? `, funding the request ${request} (its status becomes Check Sent)` : ''
  }? ${request ? statusNoticeLabel('CheckSent') : MONEY_NOTICE}`;

/** Add Status's question for the funding: the check's amount and date, as the other money questions name theirs. */
export const checkSentQuestion = (identifier: string, { amount, date }: CentsOnDay) =>
  `Add the status Check Sent to ${identifier}, with a check of ${formatUsd(amount)} dated ${formatDisplayDate(date)}? ${statusNoticeLabel('CheckSent')}`;

export const reductionQuestion = (identifier: string, cents: number) =>
  `Reduce the amount owed on ${identifier} to ${formatUsd(cents)}? It replaces the amount owed, once only: it cannot be undone, and no funding can be added after it. ${MONEY_NOTICE}`;

/** SPEC's confirmation, after the amount it is about. */
export const approveQuestion = (identifier: string, cents: number) =>
  `Approve ${formatUsd(cents)} on ${identifier}. ${CONTRACT_MESSAGES.approveConfirm}`;
