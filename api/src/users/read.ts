// Users on the wire (domain userSchema / publicUserSchema): money in dollars, calendar days at 12:00 UTC.
import type { Kysely } from 'kysely';
import { CLOSED_STATUSES, calendarDayToWire, centsToDollars } from '@litfund/domain';
import type { LawFirmLink, PublicUser, User, UserStatus, UserType } from '@litfund/domain';
import type { Database } from '../db/schema.ts';
import type { CallerUser } from '../types.ts';
import { approvedIdsOf, isAdmin, visibleTo } from '../contracts/access.ts';
import { linkState } from './law-firm-links.ts';

const day = (value: string | null) => (value ? calendarDayToWire(value) : null);
const iso = (value: Date | null) => (value ? value.toISOString() : null);

export async function lawFirmsOf(db: Kysely<Database>, userId: number): Promise<LawFirmLink[]> {
  const rows = await db
    .selectFrom('user_law_firms as l')
    .innerJoin('users as f', 'f.id', 'l.law_firm_user_id')
    .select([
      'l.id',
      'l.user_id',
      'l.law_firm_user_id',
      'l.start_date',
      'l.end_date',
      'l.present',
      'l.confirmed_at',
      'l.declined_at',
      'f.first_name',
      (eb) => eb('l.law_firm_user_id', 'in', approvedIdsOf('LawFirm')).as('firm_approved'),
    ])
    .where('l.user_id', '=', userId)
    .orderBy('l.start_date', 'desc')
    .orderBy('l.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    lawFirmUserId: r.law_firm_user_id,
    firstName: r.first_name,
    lawFirmName: r.first_name,
    startDate: day(r.start_date),
    endDate: day(r.end_date),
    present: r.present,
    userId: r.user_id,
    state: linkState(r),
    firmApproved: Boolean(r.firm_approved),
  }));
}

/** The user's cases: as client or as responsible attorney / law firm, newest first, with what the profile shows. */
export async function contractsOfUser(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('contracts as c')
    .select([
      'c.id',
      'c.identifier',
      'c.case_id',
      'c.contract_type',
      'c.current_status',
      'c.created_at',
      'c.amount_requested_cents',
      'c.amount_approved_cents',
      'c.check_amount_cents',
      'c.parent_contract_id',
      'c.cancelled_on',
      (eb) =>
        eb
          .selectFrom('contract_tranches as t')
          .select((t) => t.fn.coalesce(t.fn.sum<number>('t.amount_cents'), t.lit(0)).as('s'))
          .whereRef('t.contract_id', '=', 'c.id')
          .as('extra_cents'),
      (eb) =>
        eb
          .selectFrom('contract_statuses as s')
          .select((s) => s.fn.max('s.status_date').as('d'))
          .whereRef('s.contract_id', '=', 'c.id')
          .where('s.status', '=', 'CheckSent')
          .as('last_check_sent'),
    ])
    .where((eb) =>
      eb.or([
        eb('c.client_user_id', '=', userId),
        eb('c.responsible_attorney_id', '=', userId),
        eb('c.responsible_law_firm_id', '=', userId),
      ]),
    )
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}

type UserContract = Awaited<ReturnType<typeof contractsOfUser>>[number];

/** Profile activity (docs/product.md): Active when any CheckSent is within 180 days. */
export const ACTIVE_WINDOW_DAYS = 180;

function contractFigures(contracts: UserContract[], now: Date) {
  const since = now.getTime() - ACTIVE_WINDOW_DAYS * 24 * 60 * 60 * 1000;
  const open = contracts.filter(
    (c) => c.check_amount_cents != null && !(CLOSED_STATUSES as readonly string[]).includes(c.current_status),
  );
  const first = contracts.at(-1);
  return {
    active: contracts.some((c) => c.last_check_sent != null && new Date(c.last_check_sent).getTime() >= since),
    dateFirstContract: first ? first.created_at.toISOString() : null,
    totalContract: contracts.length,
    openFundTotal: centsToDollars(
      open.reduce((sum, c) => sum + Number(c.check_amount_cents ?? 0) + Number(c.extra_cents ?? 0), 0),
    ),
    associatedContracts: contracts.map((c) => ({
      id: c.id,
      identifier: c.identifier ?? '',
      caseId: c.case_id,
      contractType: c.contract_type,
      status: c.current_status,
      parentContractId: c.parent_contract_id,
      createDate: c.created_at.toISOString(),
      amountRequested: centsToDollars(c.amount_requested_cents),
      amountApproved: c.amount_approved_cents == null ? null : centsToDollars(c.amount_approved_cents),
      cancelledOn: c.cancelled_on ? calendarDayToWire(c.cancelled_on) : null,
    })),
  };
}

/** The whole user, or null when there is no such user; `now` (the app's clock) decides whether they are active. */
export async function readUser(db: Kysely<Database>, id: number, now: Date = new Date()): Promise<User | null> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('states as s', 's.id', 'u.state_id')
    .leftJoin('users as a', 'a.id', 'u.status_by_user_id')
    .selectAll('u')
    .select(['s.id as s_id', 's.key as s_key', 's.name as s_name', 'a.first_name as a_first', 'a.last_name as a_last'])
    .where('u.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const [lawFirms, contracts] = await Promise.all([lawFirmsOf(db, id), contractsOfUser(db, id)]);
  const figures = contractFigures(contracts, now);
  const avatar =
    row.avatar && row.avatar_mime
      ? `data:${row.avatar_mime};base64,${Buffer.from(row.avatar).toString('base64')}`
      : null;
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    userType: row.user_type as UserType,
    roleName: row.user_type,
    city: row.city,
    state: row.s_id != null ? { id: row.s_id, key: row.s_key ?? '', name: row.s_name ?? '' } : null,
    website: row.website,
    avatar,
    lawFirms,
    active: figures.active,
    dateFirstContract: figures.dateFirstContract,
    dateOfBirth: day(row.date_of_birth),
    streetAddress: row.street,
    zipCode: row.zip,
    phoneNumber: row.phone,
    loanLimit: row.loan_limit_cents == null ? null : centsToDollars(row.loan_limit_cents),
    banned: row.banned,
    additionalFee: row.additional_fee_bp / 100,
    createDate: row.created_at.toISOString(),
    dateLogin: iso(row.last_login_at),
    openFundTotal: figures.openFundTotal,
    totalContract: figures.totalContract,
    userStatus: {
      userStatusesValue: row.status as UserStatus,
      date: iso(row.status_date),
      approvedByUserId: row.status_by_user_id,
      approvedByUserName: row.a_first != null ? `${row.a_first} ${row.a_last ?? ''}`.trim() : null,
    },
    textLawFirm: row.text_law_firm,
    emailConfirmed: row.email_confirmed_at != null,
    associatedContracts: figures.associatedContracts,
  };
}

/** What any signed-in user may see of another user. */
export function publicCard(user: User): PublicUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    userType: user.userType,
    roleName: user.roleName,
    city: user.city,
    state: user.state,
    website: user.website,
    avatar: user.avatar,
    // Claims and declined links are the user's and the firm's business until the firm confirms them; a firm awaiting
    // approval or rejected is no one the funder vouches for (its own card is a 404), so it is not named either.
    lawFirms: user.lawFirms.filter((l) => l.state === 'confirmed' && l.firmApproved),
    active: user.active,
    dateFirstContract: user.dateFirstContract,
    isPublicCard: true,
  };
}

/**
 * What `caller` may read of user `id`, or null for 404: the whole user for themself and
 * Approved admins; Approved attorneys' and law firms' public cards for any signed-in user (one awaiting approval,
 * rejected or set back to New is no one the funder vouches for, as in the autocomplete); a plaintiff's card only for
 * the parties of that plaintiff's contracts (whoever may see one of them); nobody else's.
 */
export async function userFor(
  db: Kysely<Database>,
  caller: CallerUser,
  id: number,
  today: string,
  now: Date = new Date(),
): Promise<User | PublicUser | null> {
  if (caller.id === id || isAdmin(caller)) return readUser(db, id, now);
  const target = await db.selectFrom('users').select(['user_type', 'status']).where('id', '=', id).executeTakeFirst();
  if (!target) return null;
  if (target.user_type === 'Client') {
    const party = await db
      .selectFrom('contracts as c')
      .select('c.id')
      .where('c.client_user_id', '=', id)
      .where(visibleTo(caller, today))
      .limit(1)
      .executeTakeFirst();
    if (!party) return null;
  } else if ((target.user_type !== 'Attorney' && target.user_type !== 'LawFirm') || target.status !== 'Approved') {
    return null;
  }
  const user = await readUser(db, id, now);
  if (!user) return null;
  return publicCard(user);
}
