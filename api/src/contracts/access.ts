// Who may see a contract: Approved admins; its client; its responsible (last) attorney and law
// firm; attorneys whose present, confirmed, started membership of an Approved firm makes its responsible law firm
// theirs (a Client or LawFirm account is nobody's member, whatever links it holds). Everyone
// else gets 404, so ids cannot be probed. A membership the user only claimed (or the firm declined) grants nothing,
// nor does one of a firm an administrator has not approved or has rejected. Every query that reads a contract for a
// caller applies `visibleTo` in its own WHERE: a contract the caller may not see is simply not found, with the same
// answer as one that does not exist.
import { sql, type ExpressionBuilder, type Kysely, type RawBuilder } from 'kysely';
import type { UserType } from '@litfund/domain';
import type { Database } from '../db/schema.ts';
import type { CallerUser } from '../types.ts';

/** Who a contract is read for: what visibility depends on. */
export type Viewer = Pick<CallerUser, 'id' | 'user_type'>;

export const isAdmin = (user: Pick<CallerUser, 'user_type'>) => user.user_type === 'Administrator';

/** Expressions over `contracts as c`. */
export type ContractExpressions = ExpressionBuilder<Database & { c: Database['contracts'] }, 'c'>;

/**
 * The ids of the Approved users of `type`: the one rule for counsel. Only they may be named on a non-admin's request,
 * claimed as one's law firm, become a request's responsible firm by default, or open a firm's contracts to its
 * members. An account an administrator has not approved, or has rejected, is nobody's counsel or firm.
 */
export function approvedIdsOf(type: Extract<UserType, 'Attorney' | 'LawFirm'>): RawBuilder<number> {
  return sql<number>`(select approved.id from users approved where approved.user_type = ${type} and approved.status = 'Approved')`;
}

/**
 * Links on `user_law_firms as f` that make a firm the user's on the business day `today`: present, confirmed (a claim
 * is not), started (a membership dated in the future opens nothing before its start date), of an attorney (links a
 * Client or LawFirm account holds from before claims were refused stay, but count for nothing), of a firm that is
 * Approved (a New or Rejected firm's memberships open nothing, and it is no attorney's default firm).
 */
export function memberLinks(eb: LinkExpressions, userId: number, today: string) {
  return eb.and([
    eb('f.user_id', '=', userId),
    linkInForce(eb, today),
    eb('f.user_id', 'in', sql<number>`(select member.id from users member where member.user_type = 'Attorney')`),
    eb('f.law_firm_user_id', 'in', approvedIdsOf('LawFirm')),
  ]);
}

/** Expressions over `user_law_firms as f`. */
export type LinkExpressions = ExpressionBuilder<Database & { f: Database['user_law_firms'] }, 'f'>;

/**
 * A link in force on the business day `today`, from either side (a member's firms, a firm's members): present,
 * confirmed (a claim is not), and started (a membership dated in the future counts for nothing before its start date).
 */
export function linkInForce(eb: LinkExpressions, today: string) {
  return eb.and([
    eb('f.present', '=', true),
    eb('f.confirmed_at', 'is not', null),
    eb.or([eb('f.start_date', 'is', null), eb('f.start_date', '<=', today)]),
  ]);
}

/** A where-condition on `contracts as c` true for the contracts `user` may see on the business day `today`. */
export function visibleTo(user: Viewer, today: string) {
  return (eb: ContractExpressions) => {
    if (isAdmin(user)) return eb.lit(true);
    return eb.or([
      eb('c.client_user_id', '=', user.id),
      eb('c.responsible_attorney_id', '=', user.id),
      eb('c.responsible_law_firm_id', '=', user.id),
      eb(
        'c.responsible_law_firm_id',
        'in',
        eb
          .selectFrom('user_law_firms as f')
          .select('f.law_firm_user_id')
          .where((f) => memberLinks(f, user.id, today)),
      ),
    ]);
  };
}

/**
 * The user's present, confirmed, started, Approved law firm on `today` (the one the law-firm list uses and a request
 * names by default), or null. A LawFirm user is their own firm.
 */
export async function presentLawFirmOf(db: Kysely<Database>, user: Viewer, today: string): Promise<number | null> {
  if (user.user_type === 'LawFirm') return user.id;
  const link = await db
    .selectFrom('user_law_firms as f')
    .select('f.law_firm_user_id')
    .where((f) => memberLinks(f, user.id, today))
    .orderBy('f.start_date', 'desc')
    .orderBy('f.id', 'desc')
    .executeTakeFirst();
  return link?.law_firm_user_id ?? null;
}
