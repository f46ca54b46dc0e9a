// The check-in mails, each queued in the transaction that claims or records the check-in: the question to the
// contract's counsel (and its reminder) with a fresh single-use link, the answer to the administrators, and the payoff
// statement after a "settled" answer.
import { sql, type Kysely } from 'kysely';
import { CHECK_IN_ANSWER_LABELS, CHECK_IN_LINK_VALID_DAYS, formatDisplayDate, formatUsd } from '@litfund/domain';
import type { CheckInAnswerKind } from '@litfund/domain';
import type { Database } from '../db/schema.ts';
import { greeting, type MailingApp } from '../accounts/mails.ts';
import { checkInPath, issueCheckInLink } from './links.ts';
import { CURRENT_COUNSEL_SQL } from './open-contract.ts';
import type { StoredAnswer } from './stored-answer.ts';
import { escapeHtml } from '../lib/html.ts';
import { attorneyWordsHtml, attorneyWordsOf, attorneyWordsText } from './attorney-words.ts';

export interface CheckInClock {
  /** The app's clock (pinned in tests). */
  now: Date;
  /** The business day. */
  today: string;
}

const shown = (day: string) => formatDisplayDate(`${day}T12:00:00.000Z`);

/** The contract's counsel a check-in asks (open-contract.ts: the attorney, else the law firm, if they may be asked). */
export async function counselOf(db: Kysely<Database>, contractId: number) {
  return db
    .selectFrom('contracts as c')
    .innerJoin('users as u', (join) => join.on(sql<boolean>`u.id = ${CURRENT_COUNSEL_SQL}`))
    .innerJoin('users as p', 'p.id', 'c.client_user_id')
    .select([
      'u.id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.status',
      'u.email_confirmed_at',
      'c.identifier',
      'c.case_id',
      'p.first_name as plaintiff_first',
      'p.last_name as plaintiff_last',
    ])
    .where('c.id', '=', contractId)
    .executeTakeFirst();
}

/** Mails the check-in's question (or its reminder) with a new link; returns who it went to, or null when nobody. */
export async function mailCheckIn(
  app: MailingApp,
  trx: Kysely<Database>,
  checkIn: { id: number; contract_id: number },
  clock: CheckInClock,
  kind: 'question' | 'reminder',
): Promise<number | null> {
  const counsel = await counselOf(trx, checkIn.contract_id);
  if (!counsel) return null;
  const token = await issueCheckInLink(trx, checkIn.id, clock.now);
  const reference = counsel.identifier ?? String(checkIn.contract_id);
  const subject =
    kind === 'question' ? `How is the case going? (${reference})` : `Reminder: how is the case going? (${reference})`;
  const plaintiff = `${counsel.plaintiff_first} ${counsel.plaintiff_last}`.trim();
  await app.mailer.enqueue(trx, {
    to: counsel.email,
    subject,
    text:
      `${greeting(counsel)}\n\n` +
      (kind === 'reminder' ? 'We have not heard back about this case yet. ' : '') +
      `LitFund funded the case of ${plaintiff || 'your client'} (contract ${reference}${counsel.case_id ? `, case ${counsel.case_id}` : ''}). ` +
      'Please tell us how it stands: still pending, settled, lost, or no longer yours. It takes a minute and needs no password:\n\n' +
      `${app.config.publicUrl}${checkInPath(token)}\n\n` +
      `The link works once, for ${CHECK_IN_LINK_VALID_DAYS} days.\n\nLitFund support: ${app.config.supportEmail}`,
  });
  return counsel.id;
}

/** One line per answer in LitFund's words: the kind and its dates and amount; what the attorney typed is not in it. */
export function describeAnswer(answer: StoredAnswer): string {
  const label = CHECK_IN_ANSWER_LABELS[answer.kind as CheckInAnswerKind];
  switch (answer.kind) {
    case 'Pending':
      return `${label}; settlement expected by ${shown(answer.expectedSettlementDate)}`;
    case 'Settled':
      return `${label} for ${formatUsd(answer.amountCents)}; payment expected ${shown(answer.expectedPaymentDate)}; payoff requested: ${answer.payoffRequested ? 'yes' : 'no'}`;
    default:
      return label;
  }
}

/** Tells every Approved administrator what the attorney answered; their own words quoted and labelled as theirs. */
export async function mailAnswerToAdmins(
  app: MailingApp,
  trx: Kysely<Database>,
  contractId: number,
  reference: string,
  answer: StoredAnswer,
): Promise<void> {
  const admins = await trx
    .selectFrom('users')
    .select('email')
    .where('user_type', '=', 'Administrator')
    .where('status', '=', 'Approved')
    .where('banned', '=', false)
    .execute();
  const words = attorneyWordsOf(answer);
  const link = `${app.config.publicUrl}/contract-page?${contractId}`;
  const intro = `The attorney answered the check-in on contract ${reference}: ${describeAnswer(answer)}.`;
  const text = [intro, attorneyWordsText(words), `See the contract: ${link}`].filter(Boolean).join('\n\n');
  const html =
    `<p>${escapeHtml(intro)}</p>${attorneyWordsHtml(words)}` +
    `<p><a href="${escapeHtml(link)}">See the contract</a></p>`;
  for (const admin of admins) {
    await app.mailer.enqueue(trx, {
      to: admin.email,
      subject: `Check-in answered: ${CHECK_IN_ANSWER_LABELS[answer.kind as CheckInAnswerKind]} (${reference})`,
      text,
      html,
    });
  }
}
