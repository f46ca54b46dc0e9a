// Reading check-ins: a contract's case-update timeline (administrators, and the contract's counsel for their own
// contracts) and the unanswered ones the work queue lists.
import { sql, type Kysely } from 'kysely';
import { CHECK_IN_REMINDER_AFTER_DAYS, DEFAULT_CHECK_IN_EVERY_DAYS, MESSAGES, addDays } from '@litfund/domain';
import type { CheckInTimeline } from '@litfund/domain';
import type { Database } from '../db/schema.ts';
import { isAdmin, visibleTo, type Viewer } from '../contracts/access.ts';
import { notFound } from '../lib/http-error.ts';
import { answerRead, type StoredAnswer } from './stored-answer.ts';
import { CONTRACT_OPEN_SQL, CURRENT_COUNSEL_SQL } from './open-contract.ts';

/** The timeline of a contract the viewer may see as admin or counsel (404 for anyone else, as for a missing one). */
export async function checkInTimeline(
  db: Kysely<Database>,
  viewer: Viewer,
  contractId: number,
  today: string,
): Promise<CheckInTimeline> {
  const contract = await db
    .selectFrom('contracts as c')
    .select(['c.id', 'c.check_in_every_days', 'c.check_date', CONTRACT_OPEN_SQL.as('asking')])
    .where('c.id', '=', contractId)
    .where(visibleTo(viewer, today))
    .executeTakeFirst();
  // A plaintiff sees their contract but not what their counsel reports about the case.
  if (!contract || !(isAdmin(viewer) || viewer.user_type === 'Attorney' || viewer.user_type === 'LawFirm'))
    throw notFound(MESSAGES.notFound);
  const rows = await db
    .selectFrom('check_ins as k')
    .leftJoin('users as r', 'r.id', 'k.requested_by_user_id')
    .leftJoin('users as t', 't.id', 'k.sent_to_user_id')
    .select([
      'k.id',
      'k.state',
      'k.due_on',
      'k.sent_on',
      'k.reminded_on',
      'k.answered_on',
      'k.answer',
      'r.first_name as rf',
      'r.last_name as rl',
      't.first_name as tf',
      't.last_name as tl',
    ])
    .where('k.contract_id', '=', contractId)
    .orderBy('k.id', 'desc')
    .execute();
  const everyDays = contract.check_in_every_days;
  const lastSent = rows.find((r) => r.sent_on)?.sent_on ?? contract.check_date;
  const open = rows.some((r) => r.state === 'due' || r.state === 'sent');
  const name = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());
  return {
    everyDays,
    defaultEveryDays: DEFAULT_CHECK_IN_EVERY_DAYS,
    asking: contract.asking,
    nextDueOn:
      contract.asking && lastSent && !open ? addDays(lastSent, everyDays ?? DEFAULT_CHECK_IN_EVERY_DAYS) : null,
    items: rows.map((r) => ({
      id: r.id,
      state: r.state,
      dueOn: r.due_on,
      sentOn: r.sent_on,
      sentTo: name(r.tf, r.tl),
      remindedOn: r.reminded_on,
      answeredOn: r.answered_on,
      requestedBy: name(r.rf, r.rl),
      answer: r.answer ? answerRead(r.answer as StoredAnswer) : null,
    })),
  };
}

export interface UnansweredCheckIn {
  checkInId: number;
  contractId: number;
  contractIdentifier: string;
  sentOn: string;
  remindedOn: string | null;
  sentTo: string | null;
}

/**
 * Check-ins mailed at least `olderThanDays` business days before `today` (by default the reminder period: reminded and
 * still unanswered) and not answered, oldest first: the work queue's "check-ins unanswered".
 */
export async function unansweredCheckIns(
  db: Kysely<Database>,
  options: { today: string; olderThanDays?: number; limit?: number },
): Promise<{ items: UnansweredCheckIn[]; totalCount: number }> {
  const sentBy = addDays(options.today, -(options.olderThanDays ?? CHECK_IN_REMINDER_AFTER_DAYS));
  // Only while the question stands (the contract open, its counsel the one asked): one left open by an older change
  // of the contract is not work for anyone.
  const base = db
    .selectFrom('check_ins as k')
    .innerJoin('contracts as c', 'c.id', 'k.contract_id')
    .where('k.state', '=', 'sent')
    .where('k.sent_on', '<=', sentBy)
    .where(CONTRACT_OPEN_SQL)
    .where(sql<boolean>`${CURRENT_COUNSEL_SQL} = k.sent_to_user_id`);
  const [rows, total] = await Promise.all([
    base
      .leftJoin('users as t', 't.id', 'k.sent_to_user_id')
      .select(['k.id', 'k.contract_id', 'c.identifier', 'k.sent_on', 'k.reminded_on', 't.first_name', 't.last_name'])
      .orderBy('k.sent_on')
      .orderBy('k.id')
      .limit(options.limit ?? 50)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    totalCount: total.n,
    items: rows.map((r) => ({
      checkInId: r.id,
      contractId: r.contract_id,
      contractIdentifier: r.identifier ?? String(r.contract_id),
      sentOn: r.sent_on ?? '',
      remindedOn: r.reminded_on,
      sentTo: r.first_name === null ? null : `${r.first_name} ${r.last_name ?? ''}`.trim(),
    })),
  };
}
