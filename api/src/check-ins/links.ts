// A check-in's mailed links: 32 random bytes, only the sha256 kept, each with its expiry. The check-in itself is what is
// used once: any of its links is refused once it is answered (or replaced by a newer one).
import type { Kysely } from 'kysely';
import { CHECK_IN_LINK_VALID_DAYS, CHECK_IN_MESSAGES } from '@litfund/domain';
import type { Database } from '../db/schema.ts';
import { hashToken, newOneTimeToken } from '../lib/tokens.ts';
import { HttpError, notFound } from '../lib/http-error.ts';
import { CONTRACT_OPEN_SQL, CURRENT_COUNSEL_SQL } from './open-contract.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Stores a new link to the check-in in the caller's transaction; returns the token to mail. */
export async function issueCheckInLink(trx: Kysely<Database>, checkInId: number, now: Date): Promise<string> {
  const { token, hash } = newOneTimeToken();
  await trx
    .insertInto('check_in_links')
    .values({
      token_hash: hash,
      check_in_id: checkInId,
      expires_at: new Date(now.getTime() + CHECK_IN_LINK_VALID_DAYS * DAY_MS),
    })
    .execute();
  return token;
}

/** The link's path in the portal; the token rides in the query (the page posts it back). */
export const checkInPath = (token: string) => `/check-in?token=${encodeURIComponent(token)}`;

/**
 * The open check-in a token opens, locked for the answer when `lock`; refused with the reason otherwise: an unknown
 * or altered token (404), one already answered (409); a contract no longer open, counsel other than the one asked, a
 * check-in a newer one replaced, an expired link (410). The contract is read too, so a check-in left open by an older
 * change is refused all the same.
 */
export async function openCheckIn(db: Kysely<Database>, token: string, now: Date, lock = false) {
  let query = db
    .selectFrom('check_in_links as l')
    .innerJoin('check_ins as k', 'k.id', 'l.check_in_id')
    .innerJoin('contracts as c', 'c.id', 'k.contract_id')
    .select(['k.id', 'k.contract_id', 'k.state', 'k.sent_on', 'k.sent_to_user_id', 'l.expires_at'])
    .select([CONTRACT_OPEN_SQL.as('contract_open'), CURRENT_COUNSEL_SQL.as('counsel_id')])
    .where('l.token_hash', '=', hashToken(token));
  if (lock) query = query.forUpdate('k');
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(CHECK_IN_MESSAGES.linkInvalid);
  if (row.state === 'answered') throw new HttpError(409, CHECK_IN_MESSAGES.alreadyAnswered);
  if (!row.contract_open) throw new HttpError(410, CHECK_IN_MESSAGES.linkContractClosed);
  if (row.sent_to_user_id !== null && row.counsel_id !== row.sent_to_user_id)
    throw new HttpError(410, CHECK_IN_MESSAGES.linkCounselChanged);
  if (row.state === 'replaced') throw new HttpError(410, CHECK_IN_MESSAGES.linkReplaced);
  if (new Date(row.expires_at).getTime() <= now.getTime()) throw new HttpError(410, CHECK_IN_MESSAGES.linkExpired);
  return row;
}
