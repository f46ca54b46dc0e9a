// Law-firm membership: a link a user adds or changes on their own profile is a claim that
// grants nothing until the law firm's own account or an Approved admin confirms it; either may decline a claim or end
// a membership. Links admins create or edit are confirmed at once.
import type { Kysely, Selectable, Transaction } from 'kysely';
import { LAW_FIRM_MEMBERSHIP_MESSAGES as M, MESSAGES, calendarDayToWire } from '@litfund/domain';
import type { LawFirmLinkState, LawFirmMember, UserType } from '@litfund/domain';
import type { Database, UserLawFirmsTable } from '../db/schema.ts';
import type { CallerUser } from '../types.ts';
import { HttpError, badRequest, conflict, notFound } from '../lib/http-error.ts';
import { reserveWithin } from '../lib/throttle.ts';
import { approvedIdsOf, isAdmin } from '../contracts/access.ts';
import { audit } from '../audit/audit-log.ts';
import { greetingOf } from '../accounts/mails.ts';

type LinkRow = Selectable<UserLawFirmsTable>;
type LinkValues = Pick<LinkRow, 'law_firm_user_id' | 'start_date' | 'end_date' | 'present'>;
type Confirmation = Pick<LinkRow, 'confirmed_at' | 'confirmed_by_user_id' | 'declined_at'>;

export const linkState = (link: Pick<LinkRow, 'confirmed_at' | 'declined_at'>): LawFirmLinkState =>
  link.confirmed_at ? 'confirmed' : link.declined_at ? 'declined' : 'pending';

const confirmedBy = (actor: Pick<CallerUser, 'id'>, now: Date): Confirmation => ({
  confirmed_at: now,
  confirmed_by_user_id: actor.id,
  declined_at: null,
});
const claim: Confirmation = { confirmed_at: null, confirmed_by_user_id: null, declined_at: null };

/**
 * The confirmation columns a saved link gets. An admin's link is confirmed. A user's own new link is a claim; their
 * edit of an existing link keeps its standing only when nothing changes or when it only ends a confirmed membership
 * (an ended link grants nothing); any other change (firm, dates, present again) is a new claim, so a confirmed link
 * to one firm can never be turned into a membership of another, or stretched over other dates, without the firm.
 */
export function confirmationOnSave(
  actor: Pick<CallerUser, 'id' | 'user_type'>,
  before: (LinkValues & Confirmation) | null,
  next: LinkValues,
  now: Date,
): Partial<Confirmation> {
  if (isAdmin(actor)) return confirmedBy(actor, now);
  if (!before) return claim;
  const sameFirmAndStart = before.law_firm_user_id === next.law_firm_user_id && before.start_date === next.start_date;
  const unchanged = sameFirmAndStart && before.present === next.present && before.end_date === next.end_date;
  if (unchanged) return {};
  const endsConfirmed = sameFirmAndStart && before.confirmed_at != null && before.present && !next.present;
  return endsConfirmed ? {} : claim;
}

/** Claims awaiting a firm's decision that one user may hold at once: enough for a career's firms, not a flood. */
export const MAX_PENDING_CLAIMS = 5;
/**
 * Claims one user may make or change in an hour: a claim pointed from firm to firm is shown to each firm in turn, so
 * without a count of its own it would flood their lists (and walk the firms' ids) without end.
 */
export const CLAIMS_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Refuses a new claim while the user already holds MAX_PENDING_CLAIMS undecided ones (a firm declines claims one by
 * one, and each is shown to it), and any claim (a new one, or a change of a claim, pending or not) past
 * CLAIMS_PER_HOUR. Locks the user's row first, so parallel claims are counted one after another; the hour's count is
 * taken in the transaction, so only a saved claim counts.
 */
export async function assertRoomForClaim(
  trx: Transaction<Database>,
  userId: number,
  saved: Partial<Confirmation>,
  alreadyPending = false,
): Promise<void> {
  if (saved !== claim) return;
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
  if (!alreadyPending) {
    const pending = await trx
      .selectFrom('user_law_firms')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('confirmed_at', 'is', null)
      .where('declined_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(pending.n) >= MAX_PENDING_CLAIMS) throw conflict(M.tooManyClaims);
  }
  const place = await reserveWithin(trx, [{ key: `law-firm-claims:${userId}`, limit: CLAIMS_PER_HOUR }], [], HOUR_MS);
  if (!place) throw new HttpError(429, M.tooManyClaimsThisHour);
}

const day = (value: string | null) => (value ? calendarDayToWire(value) : null);

/**
 * Throws 400 'Choose a law firm' unless `id` is a law firm the link may name: any law firm for an administrator's
 * link; only an Approved one (`approvedIdsOf`) for a user's own claim. A New or Rejected firm answers exactly as an id
 * that is no firm at all, and its name is never echoed, so claims cannot probe which ids are firms.
 */
export async function assertLawFirm(db: Kysely<Database>, id: number, path: string, approvedOnly: boolean) {
  const firm = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', id)
    .where('user_type', '=', 'LawFirm')
    .$if(approvedOnly, (q) => q.where('id', 'in', approvedIdsOf('LawFirm')))
    .executeTakeFirst();
  if (!firm) {
    const message = 'Choose a law firm';
    throw badRequest(message, [{ path, message }]);
  }
}

/**
 * Throws 400 unless the member is an attorney: a plaintiff's or a law firm's own account is no firm's member (only
 * attorney members open a firm's contracts, access.ts `memberLinks`), whoever asks, an administrator included.
 */
export function assertMayBeMember(member: { userType: UserType }, path = 'lawFirmUserId') {
  if (member.userType !== 'Attorney') throw badRequest(M.attorneysOnly, [{ path, message: M.attorneysOnly }]);
}

/** Everyone who claims or holds (or held) a membership of the firm, claims first; declined claims are left out. */
export async function membersOf(db: Kysely<Database>, firmId: number): Promise<LawFirmMember[]> {
  const rows = await db
    .selectFrom('user_law_firms as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select([
      'l.id',
      'l.user_id',
      'l.start_date',
      'l.end_date',
      'l.present',
      'l.confirmed_at',
      'l.declined_at',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.user_type',
    ])
    .where('l.law_firm_user_id', '=', firmId)
    .where('l.declined_at', 'is', null)
    .orderBy((eb) => eb.case().when('l.confirmed_at', 'is', null).then(0).else(1).end())
    .orderBy('l.present', 'desc')
    .orderBy('l.start_date', 'desc')
    .orderBy('l.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    userType: r.user_type as UserType,
    startDate: day(r.start_date),
    endDate: day(r.end_date),
    present: r.present,
    state: linkState(r),
  }));
}

/** Throws 404 unless `firmId` is a law firm the caller manages: the firm's own account, or any firm for an admin. */
export async function assertManagesFirm(db: Kysely<Database>, caller: CallerUser, firmId: number): Promise<void> {
  const firm = await db.selectFrom('users').select('user_type').where('id', '=', firmId).executeTakeFirst();
  if (!firm || firm.user_type !== 'LawFirm' || (!isAdmin(caller) && caller.id !== firmId))
    throw notFound(MESSAGES.notFound);
}

/**
 * The link, locked until the transaction ends, when the caller manages its firm; 404 otherwise, so link ids cannot be
 * probed. Locked, so a decision applies to the firm and dates it was checked against, never to a member's edit that
 * lands in between.
 */
async function managedLink(trx: Kysely<Database>, caller: CallerUser, linkId: number): Promise<LinkRow> {
  const link = await trx
    .selectFrom('user_law_firms')
    .selectAll()
    .where('id', '=', linkId)
    .forUpdate()
    .executeTakeFirst();
  if (!link || (!isAdmin(caller) && caller.id !== link.law_firm_user_id)) throw notFound(MESSAGES.notFound);
  return link;
}

const snapshot = (link: LinkRow) => JSON.stringify({ ...link, state: linkState(link) });

export type MembershipDecision = 'confirm' | 'decline' | 'end';

export interface MembershipNotice {
  to: string;
  subject: string;
  text: string;
}
/** Queues the member's notice (the app's mailer). */
export type EnqueueNotice = (db: Kysely<Database>, mail: MembershipNotice) => Promise<void>;

const NOTICE: Record<MembershipDecision, (firm: string) => string> = {
  confirm: (firm) => `${firm} confirmed your membership. Its contracts are now open to you in LitFund.`,
  decline: (firm) => `Your claim of membership of ${firm} was declined. Please contact the firm if this is a mistake.`,
  end: (firm) => `Your membership of ${firm} has ended in LitFund. Its contracts are no longer open to you.`,
};

/**
 * Confirms or declines a pending claim, or ends a present confirmed membership (present=false, ended today), with
 * its audit row and the member's notice mail in the same transaction. The update is conditional, so two deciders racing get one success and a 409.
 * Returns the firm's id.
 */
export async function decideMembership(
  db: Kysely<Database>,
  caller: CallerUser,
  linkId: number,
  decision: MembershipDecision,
  today: string,
  enqueue: EnqueueNotice,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const link = await managedLink(trx, caller, linkId);
    const now = new Date();
    let query = trx.updateTable('user_law_firms').where('id', '=', linkId);
    if (decision === 'end') {
      // An end date before the start would be a history no one can edit; a membership starting later ends on its start.
      const endDate = link.start_date && link.start_date > today ? link.start_date : today;
      query = query
        .set({ present: false, end_date: endDate })
        .where('present', '=', true)
        .where('confirmed_at', 'is not', null);
    } else {
      query = query
        .set(decision === 'confirm' ? confirmedBy(caller, now) : { ...claim, declined_at: now })
        .where('confirmed_at', 'is', null)
        .where('declined_at', 'is', null);
    }
    const updated = await query.returningAll().executeTakeFirst();
    if (!updated) throw conflict(decision === 'end' ? M.notCurrent : M.notPending);
    await audit(
      trx,
      caller.id,
      `user.lawFirm.${decision}.${linkId}`,
      'user',
      link.user_id,
      snapshot(link),
      snapshot(updated),
    );
    const [member, firm] = await Promise.all([
      trx.selectFrom('users').select('email').where('id', '=', link.user_id).executeTakeFirstOrThrow(),
      trx.selectFrom('users').select('first_name').where('id', '=', link.law_firm_user_id).executeTakeFirstOrThrow(),
    ]);
    // Parties built inside a request have a placeholder address until an administrator gives them one.
    if (!member.email.endsWith('.invalid')) {
      await enqueue(trx, {
        to: member.email,
        subject: `Law firm membership: ${firm.first_name}`,
        text: `${await greetingOf(trx, link.user_id)}\n\n${NOTICE[decision](firm.first_name)}`,
      });
    }
    return link.law_firm_user_id;
  });
}
