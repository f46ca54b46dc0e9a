// Failed attempts (sign-ins, registration probes, current-password checks), kept in the database so every API
// instance sees them. An attempt first reserves its place as a failure under a per-key lock and is refused (429)
// when a key is at its limit; only then is the password evaluated. A success gives its place back. So parallel
// guesses cannot overshoot a limit: at most `limit` of them are ever evaluated in a window, however many arrive.
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** The longest window any key is counted over (asking for the confirmation mail again counts per hour). */
const LONGEST_WINDOW_MS = 60 * 60 * 1000;
/** The per-IP limit across accounts is this many times the per-(account, IP) one: offices and NATs share an IP. */
export const IP_LIMIT_FACTOR = 5;
/** The per-account delay starts at this and doubles with each further failure, up to the cap. */
export const ACCOUNT_DELAY_START_MS = 250;
export const ACCOUNT_DELAY_CAP_MS = 4000;

const email = (value: string) => value.trim().toLowerCase();
export const accountKey = (address: string) => `account:${email(address)}`;
export const pairKey = (address: string, ip: string) => `pair:${email(address)}|${ip}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/** A key that refuses (429) once it holds `limit` failures in the window; limit 0 never refuses. */
export interface Limit {
  key: string;
  limit: number;
}

/** The places an attempt holds; give them back with `release` when it succeeds. */
export interface Reservation {
  ids: number[];
}

/**
 * Records one failure under every key of `limits` and of `counted` (keys only counted, never refusing), unless a key
 * of `limits` is already at its limit: then nothing is recorded and null is returned. Keys are locked in one order,
 * so two attempts never wait on each other's locks crosswise.
 */
export async function reserve(
  db: Kysely<Database>,
  limits: Limit[],
  counted: string[] = [],
  windowMs = THROTTLE_WINDOW_MS,
): Promise<Reservation | null> {
  return db.transaction().execute(async (trx) => reserveWithin(trx, limits, counted, windowMs));
}

/**
 * `reserve` inside the caller's transaction: the place is taken only if that transaction commits, and the keys stay
 * locked until it ends (for a count that must agree with the change it allows, such as a saved claim).
 */
export async function reserveWithin(
  trx: Transaction<Database>,
  limits: Limit[],
  counted: string[] = [],
  windowMs = THROTTLE_WINDOW_MS,
): Promise<Reservation | null> {
  const since = new Date(Date.now() - Math.min(windowMs, LONGEST_WINDOW_MS));
  const active = limits.filter((l) => l.limit > 0);
  for (const key of [...new Set(active.map((l) => l.key))].sort()) {
    await sql`select pg_advisory_xact_lock(hashtext(${`throttle:${key}`}))`.execute(trx);
  }
  if (active.length > 0) {
    const rows = await trx
      .selectFrom('login_failures')
      .select(['key', sql<number>`count(*)::int`.as('n')])
      .where(
        'key',
        'in',
        active.map((l) => l.key),
      )
      .where('at', '>', since)
      .groupBy('key')
      .execute();
    const counts = new Map(rows.map((r) => [r.key, Number(r.n)]));
    if (active.some((l) => (counts.get(l.key) ?? 0) >= l.limit)) return null;
  }
  const keys = [...new Set([...limits.map((l) => l.key), ...counted])];
  const inserted = await trx
    .insertInto('login_failures')
    .values(keys.map((key) => ({ key })))
    .returning('id')
    .execute();
  // Forget what no longer counts now and then, so the table stays small without every attempt scanning it.
  if (Math.random() < 0.05)
    await trx
      .deleteFrom('login_failures')
      .where('at', '<', new Date(Date.now() - LONGEST_WINDOW_MS))
      .execute();
  return { ids: inserted.map((r) => r.id) };
}

/** The attempt succeeded: its places are no failures. `clear` also forgets every earlier failure of those keys. */
export async function release(db: Kysely<Database>, reservation: Reservation, clear: string[] = []): Promise<void> {
  if (reservation.ids.length > 0) await db.deleteFrom('login_failures').where('id', 'in', reservation.ids).execute();
  if (clear.length > 0) await db.deleteFrom('login_failures').where('key', 'in', clear).execute();
}

/** Failures under `key` in the window. */
export async function failuresOf(db: Kysely<Database>, key: string): Promise<number> {
  const row = await db
    .selectFrom('login_failures')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('key', '=', key)
    .where('at', '>', new Date(Date.now() - THROTTLE_WINDOW_MS))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * How long a sign-in to an account waits, given its failures in the window (from every IP): nothing below
 * `threshold`, then ACCOUNT_DELAY_START_MS doubling per failure, never more than ACCOUNT_DELAY_CAP_MS. It slows a
 * guesser spread over many IPs without ever blocking the owner.
 */
export function accountDelayMs(failures: number, threshold: number): number {
  if (threshold <= 0 || failures < threshold) return 0;
  return Math.min(ACCOUNT_DELAY_CAP_MS, ACCOUNT_DELAY_START_MS * 2 ** Math.min(failures - threshold, 16));
}

export const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });
