// The attorney's answer through a check-in link: recorded on the check-in (the contract's case-update timeline) with
// its audit row, the administrators told, and for "settled" the payoff statement good through the expected payment
// day mailed to the attorney; all in one transaction, so a refused or failed answer leaves nothing behind.
import type { Kysely } from 'kysely';
import { checkInAnswerDateProblem, type CheckInAnswer, type CheckInView } from '@litfund/domain';
import { badField } from '../lib/http-error.ts';
import type { Database } from '../db/schema.ts';
import type { MailingApp } from '../accounts/mails.ts';
import { audit } from '../audit/audit-log.ts';
import { settledPayoffStatementFile } from '../contracts/payoff-statement.ts';
import { openCheckIn } from './links.ts';
import { describeAnswer, mailAnswerToAdmins, type CheckInClock } from './mails.ts';
import { storedAnswer } from './stored-answer.ts';

/** What the form shows: the case asked about (refused like an answer when the link does not work). */
export async function checkInView(db: Kysely<Database>, token: string, now: Date): Promise<CheckInView> {
  const checkIn = await openCheckIn(db, token, now);
  // The one the link was mailed to (never a successor: a change of counsel retires the link).
  const contract = await db
    .selectFrom('contracts as c')
    .innerJoin('users as p', 'p.id', 'c.client_user_id')
    .leftJoin('users as a', (join) => join.on('a.id', '=', checkIn.sent_to_user_id))
    .select(['c.identifier', 'c.case_id', 'p.first_name', 'p.last_name', 'a.first_name as af', 'a.last_name as al'])
    .where('c.id', '=', checkIn.contract_id)
    .executeTakeFirstOrThrow();
  return {
    contractIdentifier: contract.identifier ?? String(checkIn.contract_id),
    plaintiff: `${contract.first_name} ${contract.last_name}`.trim(),
    caseId: contract.case_id,
    attorney: `${contract.af ?? ''} ${contract.al ?? ''}`.trim(),
    sentOn: checkIn.sent_on ?? '',
  };
}

export async function answerCheckIn(
  app: MailingApp,
  db: Kysely<Database>,
  token: string,
  answer: CheckInAnswer,
  clock: CheckInClock,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const checkIn = await openCheckIn(trx, token, clock.now, true);
    const badDate = checkInAnswerDateProblem(answer, clock.today);
    if (badDate) throw badField(`answer.${badDate.path}`, badDate.message);
    const stored = storedAnswer(answer);
    await trx
      .updateTable('check_ins')
      .set({ state: 'answered', answered_at: clock.now, answered_on: clock.today, answer: JSON.stringify(stored) })
      .where('id', '=', checkIn.id)
      .execute();
    const contract = await trx
      .selectFrom('contracts')
      .select(['identifier'])
      .where('id', '=', checkIn.contract_id)
      .executeTakeFirstOrThrow();
    const reference = contract.identifier ?? String(checkIn.contract_id);
    // The answer is the attorney's act: the audit names them (the one the link was mailed to).
    if (checkIn.sent_to_user_id !== null)
      await audit(
        trx,
        checkIn.sent_to_user_id,
        'contract.checkIn.answer',
        'contract',
        checkIn.contract_id,
        null,
        JSON.stringify({ checkInId: checkIn.id, answer: stored }),
      );
    await mailAnswerToAdmins(app, trx, checkIn.contract_id, reference, stored);
    if (stored.kind === 'Settled') {
      // To whoever answered: the one the link was mailed to (openCheckIn refused it if counsel changed since).
      const counsel =
        checkIn.sent_to_user_id === null
          ? undefined
          : await trx
              .selectFrom('users')
              .select('email')
              .where('id', '=', checkIn.sent_to_user_id)
              .where('email', 'not like', '%.invalid')
              .executeTakeFirst();
      if (counsel) {
        const file = await settledPayoffStatementFile(trx, checkIn.contract_id, {
          today: clock.today,
          timeZone: app.config.businessTimeZone,
          paidBy: stored.expectedPaymentDate,
          instructions: app.config.payoffInstructions,
        });
        await app.mailer.enqueue(trx, {
          to: counsel.email,
          subject: `Payoff statement (${reference})`,
          text:
            `Thank you for telling us the case settled: ${describeAnswer(stored)}.\n\n` +
            'The payoff statement attached is good through the expected payment day. Please pay the payoff from the ' +
            `settlement, quoting contract ${reference}.\n\nLitFund support: ${app.config.supportEmail}`,
          attachments: [{ fileName: file.fileName, mimeType: file.mimeType, base64Content: file.base64Content }],
        });
      }
    }
  });
}
