// Sign-in with the throttle that cannot lock anyone out: a hard limit per (account, IP) pair,
// a looser one per IP across accounts, and per account only a growing delay, capped, never a block.
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@litfund/domain';
import type { LoginResponse, UserType } from '@litfund/domain';
import { HttpError, forbidden, notFound } from '../lib/http-error.ts';
import { verifyPassword } from '../lib/passwords.ts';
import {
  IP_LIMIT_FACTOR,
  accountDelayMs,
  accountKey,
  failuresOf,
  ipKey,
  pairKey,
  release,
  reserve,
  sleep,
} from '../lib/throttle.ts';

export const tooManyAttempts = () => new HttpError(429, MESSAGES.tooManyAttempts);

/**
 * Takes one place in the sign-in throttle for a check of `email`'s password from `ip`, waiting the account's delay
 * first; 429 past a limit. Every route that tells whether a password is right (sign-in, confirming an address) is a
 * sign-in to a guesser, so they share these counts. `succeeded` gives the place back and clears the pair's and the
 * account's failures, as a right password does.
 */
export async function reservePasswordCheck(app: FastifyInstance, email: string, ip: string) {
  const { db, config } = app;
  const max = config.loginMaxFailures;
  const pair = pairKey(email, ip);
  const account = accountKey(email);
  const reservation = await reserve(
    db,
    [
      { key: pair, limit: max },
      { key: ipKey(ip), limit: max * IP_LIMIT_FACTOR },
    ],
    [account],
  );
  if (!reservation) throw tooManyAttempts();
  // This attempt's own place is among the account's failures; the delay is for the ones before it.
  const delay = accountDelayMs((await failuresOf(db, account)) - 1, max);
  if (delay > 0) await sleep(delay);
  return { succeeded: () => release(db, reservation, [pair, account]) };
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  ip: string,
): Promise<LoginResponse> {
  const { db } = app;
  const attempt = await reservePasswordCheck(app, email, ip);

  const user = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  if (!user) throw notFound(MESSAGES.userDoesNotExist);
  if (!(await verifyPassword(user.password_hash, password))) throw forbidden(MESSAGES.wrongPassword);

  const body = {
    userId: user.id,
    role: user.user_type as UserType,
    userFirtsName: user.first_name,
    userLastName: user.last_name,
    userStatus: { userStatusesValue: user.status },
  };
  // Approval is what gates access: New and Rejected users get 200 with an empty token and no session
  // (docs/product.md). Their attempt keeps its place in the throttle: a correct password that opens nothing would
  // otherwise buy an unlimited number of password hashes.
  if (user.status !== 'Approved') return { accessToken: '', ...body };
  await attempt.succeeded();
  const accessToken = await openSession(app, user.id, user.password_hash!);
  if (accessToken) return { accessToken, ...body };
  // The account changed while the password was being checked: answer as the account now stands.
  const now = await db
    .selectFrom('users')
    .select(['status', 'password_hash'])
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  if (now.password_hash !== user.password_hash) throw forbidden(MESSAGES.wrongPassword);
  return { accessToken: '', ...body, userStatus: { userStatusesValue: now.status } };
}

/**
 * Opens a session only while the user is still Approved with the password hash that was checked, under the user's row
 * lock. Every change that ends sessions (status, Block User, reset, password change) updates that row first in its
 * own transaction, so a sign-in racing it either waits and sees the change, or commits its session before the change
 * ends them all: no session opened before such a change outlives it.
 */
async function openSession(app: FastifyInstance, userId: number, checkedHash: string): Promise<string | null> {
  return app.db.transaction().execute(async (trx) => {
    const still = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .where('status', '=', 'Approved')
      .where('password_hash', '=', checkedHash)
      .forUpdate()
      .executeTakeFirst();
    if (!still) return null;
    await trx.updateTable('users').set({ last_login_at: new Date() }).where('id', '=', userId).execute();
    return app.sessions.create(userId, trx);
  });
}
