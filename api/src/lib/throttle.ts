// Failed sign-ins per account and per IP, kept in the database so every API instance sees them.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** The longest window any key is counted over (asking for the confirmation mail again counts per hour). */
const LONGEST_WINDOW_MS = 60 * 60 * 1000;

export const accountKey = (email: string) => `account:${email.toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/** True when any of the keys has reached `max` failures inside the window. */
export async function isThrottled(db: Kysely<Database>, keys: string[], max: number, windowMs = THROTTLE_WINDOW_MS): Promise<boolean> {
  if (max <= 0) return false;
  const since = new Date(Date.now() - Math.min(windowMs, LONGEST_WINDOW_MS));
  const rows = await db
    .selectFrom('login_failures')
    .select(['key', sql<number>`count(*)::int`.as('n')])
    .where('key', 'in', keys)
    .where('at', '>', since)
    .groupBy('key')
    .execute();
  return rows.some((r) => r.n >= max);
}

export async function recordFailure(db: Kysely<Database>, keys: string[]): Promise<void> {
  await db.insertInto('login_failures').values(keys.map((key) => ({ key }))).execute();
  // Forget what no longer counts, so the table stays small.
  await db.deleteFrom('login_failures').where('at', '<', new Date(Date.now() - LONGEST_WINDOW_MS)).execute();
}

export async function clearFailures(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('login_failures').where('key', '=', key).execute();
}
