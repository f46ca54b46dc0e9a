// The check-in schedule, run by every API instance over the shared database (a job table, no leader):
//  1. plan: each open funded contract whose last check-in (or funding) is its period old gets a 'due' row; the partial
//     unique index on open check-ins makes a second instance's identical INSERT a no-op (ON CONFLICT DO NOTHING);
//  2. send: due rows are claimed FOR UPDATE SKIP LOCKED, and each one's mail is queued and its state set to 'sent' in
//     the claiming transaction, so a row is mailed once: another instance skips it while it is locked and no longer
//     sees it as due once committed; a crash before the commit leaves it due for the next pass;
//  3. remind: sent rows unanswered for CHECK_IN_REMINDER_AFTER_DAYS are claimed the same way, once (reminded_at).
// Days are business days from the app's clock, so tests pin them.
import { sql, type Kysely } from 'kysely';
import { CHECK_IN_REMINDER_AFTER_DAYS, DEFAULT_CHECK_IN_EVERY_DAYS, addDays } from '@litfund/domain';
import type { Database } from '../db/schema.ts';
import type { MailingApp } from '../accounts/mails.ts';
import { mailCheckIn, type CheckInClock } from './mails.ts';
import { CONTRACT_OPEN_SQL, CURRENT_COUNSEL_SQL, OPEN_FUNDED_SQL } from './open-contract.ts';

const BATCH = 20;

/** Inserts a due check-in for every contract whose period has run out by `today`; returns how many. */
export async function planDueCheckIns(db: Kysely<Database>, today: string): Promise<number> {
  const result = await sql`
    INSERT INTO check_ins (contract_id, due_on)
    SELECT c.id, ${today}::date
    FROM contracts c
    WHERE ${OPEN_FUNDED_SQL}
      AND NOT EXISTS (SELECT 1 FROM check_ins o WHERE o.contract_id = c.id AND o.state IN ('due', 'sent'))
      AND coalesce((SELECT max(l.sent_on) FROM check_ins l WHERE l.contract_id = c.id), c.check_date)
        + coalesce(c.check_in_every_days, ${DEFAULT_CHECK_IN_EVERY_DAYS}) <= ${today}::date
    ON CONFLICT (contract_id) WHERE state IN ('due', 'sent') DO NOTHING`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Sends one check-in now in the caller's transaction (the row is locked or new): mail, then state 'sent'. */
export async function sendCheckIn(
  app: MailingApp,
  trx: Kysely<Database>,
  checkIn: { id: number; contract_id: number },
  clock: CheckInClock,
): Promise<boolean> {
  const to = await mailCheckIn(app, trx, checkIn, clock, 'question');
  // Nobody to ask any more (counsel removed since it was planned): the row goes, so the planner may try again later.
  if (to === null) await trx.deleteFrom('check_ins').where('id', '=', checkIn.id).execute();
  else
    await trx
      .updateTable('check_ins')
      .set({ state: 'sent', sent_at: clock.now, sent_on: clock.today, sent_to_user_id: to })
      .where('id', '=', checkIn.id)
      .execute();
  return to !== null;
}

/** Claims and mails due check-ins in batches, one transaction per batch; returns how many were mailed. */
export async function sendDueCheckIns(app: MailingApp, db: Kysely<Database>, clock: CheckInClock): Promise<number> {
  let sent = 0;
  for (;;) {
    const { claimed, mailed } = await db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('check_ins')
        .select(['id', 'contract_id'])
        .where('state', '=', 'due')
        .where('due_on', '<=', clock.today)
        .orderBy('due_on')
        .orderBy('id')
        .limit(BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      let n = 0;
      for (const row of rows) if (await sendCheckIn(app, trx, row, clock)) n += 1;
      return { claimed: rows.length, mailed: n };
    });
    sent += mailed;
    if (claimed < BATCH) return sent;
  }
}

/** Claims sent check-ins unanswered for the reminder period and mails each a reminder once; returns how many. */
export async function remindUnansweredCheckIns(
  app: MailingApp,
  db: Kysely<Database>,
  clock: CheckInClock,
): Promise<number> {
  const sentBy = addDays(clock.today, -CHECK_IN_REMINDER_AFTER_DAYS);
  let reminded = 0;
  for (;;) {
    const claimed = await db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('check_ins')
        .select(['id', 'contract_id'])
        .where('state', '=', 'sent')
        .where('reminded_at', 'is', null)
        .where('sent_on', '<=', sentBy)
        // Only while the question stands: the contract still open and its counsel the one asked.
        .where(
          sql<boolean>`EXISTS (SELECT 1 FROM contracts c WHERE c.id = check_ins.contract_id AND ${CONTRACT_OPEN_SQL}
            AND ${CURRENT_COUNSEL_SQL} = check_ins.sent_to_user_id)`,
        )
        .orderBy('sent_on')
        .orderBy('id')
        .limit(BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      for (const row of rows) {
        await mailCheckIn(app, trx, row, clock, 'reminder');
        // Marked even when nobody can be mailed now: the work queue shows it either way, and it is never retried.
        await trx
          .updateTable('check_ins')
          .set({ reminded_at: clock.now, reminded_on: clock.today })
          .where('id', '=', row.id)
          .execute();
      }
      return rows.length;
    });
    reminded += claimed;
    if (claimed < BATCH) return reminded;
  }
}

/**
 * Retires open check-ins whose question no longer stands: the contract is no longer open, or (once mailed) its counsel
 * is not the one asked (changed, banned, no longer Approved). The changes that cause this retire them in their own
 * transaction; this pass clears any left by an older change, so the planner can ask the counsel there is now.
 */
export async function retireStaleCheckIns(db: Kysely<Database>): Promise<number> {
  const result = await sql`
    UPDATE check_ins k SET state = 'replaced'
    FROM contracts c
    WHERE c.id = k.contract_id AND k.state IN ('due', 'sent')
      AND (NOT ${CONTRACT_OPEN_SQL}
        OR (k.state = 'sent' AND ${CURRENT_COUNSEL_SQL} IS DISTINCT FROM k.sent_to_user_id))`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** One pass of the schedule: clear what no longer stands, plan, send, remind. */
export async function runCheckInPass(app: MailingApp, db: Kysely<Database>, clock: CheckInClock) {
  await retireStaleCheckIns(db);
  const planned = await planDueCheckIns(db, clock.today);
  const sent = await sendDueCheckIns(app, db, clock);
  const reminded = await remindUnansweredCheckIns(app, db, clock);
  return { planned, sent, reminded };
}
