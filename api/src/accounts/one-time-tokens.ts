// One-time links' tokens (confirm the address, reset or choose a password): issued, checked, used and ended here, each
// in the caller's transaction. Only a token's sha256 is stored.
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { hashToken, newOneTimeToken } from '../lib/tokens.ts';

export type TokenKind = 'confirm' | 'reset';

/** Stores a new token of `kind` for the user, valid `ttlMs` from now; returns the token to mail. */
export async function issueToken(
  trx: Kysely<Database>,
  userId: number,
  kind: TokenKind,
  ttlMs: number,
): Promise<string> {
  const { token, hash } = newOneTimeToken();
  await trx
    .insertInto('one_time_tokens')
    .values({ kind, token_hash: hash, user_id: userId, expires_at: new Date(Date.now() + ttlMs) })
    .execute();
  return token;
}

/** The row of `token` as long as it works: of this kind, not used, not expired, and mailed to `email`. */
const live = (kind: TokenKind, token: string, email: string) => (eb: ExpressionBuilder<Database, 'one_time_tokens'>) =>
  eb.and([
    eb('token_hash', '=', hashToken(token)),
    eb('kind', '=', kind),
    eb('used_at', 'is', null),
    eb('expires_at', '>', new Date()),
    eb('user_id', '=', eb.selectFrom('users').select('id').where('email', '=', email)),
  ]);

/**
 * Whether `token` would still work for `email`; uses nothing (a check before expensive work). A live token with
 * another address is not used up by a refusal, so it must fail this check too, or each replay would buy the work.
 */
export async function isLive(db: Kysely<Database>, kind: TokenKind, token: string, email: string): Promise<boolean> {
  return (
    (await db
      .selectFrom('one_time_tokens')
      .select('id')
      .where(live(kind, token, email))
      .executeTakeFirst()) !== undefined
  );
}

/** Marks a live token of `email` used; its user, or undefined when unknown, used, expired or another's. */
export async function useOneTimeToken(trx: Kysely<Database>, kind: TokenKind, token: string, email: string) {
  return trx
    .updateTable('one_time_tokens')
    .set({ used_at: new Date() })
    .where(live(kind, token, email))
    .returning('user_id')
    .executeTakeFirst();
}

/** Ends the user's unused links of `kinds`: a link mailed before a change must not outlive it. */
export async function endOneTimeLinks(trx: Kysely<Database>, userId: number, kinds: TokenKind[]): Promise<void> {
  await trx
    .updateTable('one_time_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('kind', 'in', kinds)
    .where('used_at', 'is', null)
    .execute();
}
