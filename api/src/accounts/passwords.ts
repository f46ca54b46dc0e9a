// Email confirmation and password reset (one-time links), and password change (signed in, current password required). Either ends every
// session of the user for good and sends a notice, in the transaction of the change.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@litfund/domain';
import type { ChangePasswordInput, LoginResponse, UserType } from '@litfund/domain';
import { HttpError, badRequest, notFound, unauthorized } from '../lib/http-error.ts';
import { hashPassword, verifyPassword } from '../lib/passwords.ts';
import { refuseCommonPassword } from '../lib/common-passwords.ts';
import { IP_LIMIT_FACTOR, THROTTLE_WINDOW_MS, release, reserve } from '../lib/throttle.ts';
import { queuePasswordChanged, queuePasswordReset } from './mails.ts';
import { endOneTimeLinks, isLive, useOneTimeToken } from './one-time-tokens.ts';
import { reservePasswordCheck, tooManyAttempts } from './sign-in.ts';

/** Reset mails per account in the throttle window, so nobody floods a mailbox; failed sign-ins never count here. */
export const RESET_MAILS_PER_WINDOW = 5;

/**
 * Mails a reset link to `email`'s account: 'sent', or 'recent' when the account had RESET_MAILS_PER_WINDOW of them in
 * the window already (no mail; the links sent still work, and the owner is told to use them rather than refused,
 * since anyone may ask for anyone's reset and must not be able to lock the owner out). 404 for an unknown address;
 * every request counts against its IP whatever the address, so one IP cannot mail every account its window's worth.
 */
export async function requestReset(app: FastifyInstance, email: string, ip: string): Promise<'sent' | 'recent'> {
  const { db, config } = app;
  const place = await reserve(db, [{ key: `reset:${ip}`, limit: config.loginMaxFailures * IP_LIMIT_FACTOR }]);
  if (!place) throw new HttpError(429, MESSAGES.tooManyRequests);
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (!user) throw notFound(MESSAGES.noUserWithEmail);
  return db.transaction().execute(async (trx) => {
    // Counted under a per-account lock, so parallel requests cannot pass the limit together.
    await sql`select pg_advisory_xact_lock(hashtext(${`reset-mail:${user.id}`}))`.execute(trx);
    const recent = await trx
      .selectFrom('one_time_tokens')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', user.id)
      .where('kind', '=', 'reset')
      .where('created_at', '>', new Date(Date.now() - THROTTLE_WINDOW_MS))
      .executeTakeFirstOrThrow();
    if (Number(recent.n) >= RESET_MAILS_PER_WINDOW) return 'recent';
    await queuePasswordReset(app, trx, { id: user.id, email });
    return 'sent';
  });
}

/** Keeps the first confirmation's time: a later link proves nothing newer. */
async function markEmailConfirmed(trx: Transaction<Database>, userId: number) {
  await trx
    .updateTable('users')
    .set({ email_confirmed_at: new Date() })
    .where('id', '=', userId)
    .where('email_confirmed_at', 'is', null)
    .execute();
}

/**
 * Confirms the email of a confirmation link when `password` is the account's; false when the link is unknown, used,
 * expired or not the email's. The link alone proves only the mailbox: someone who registered another person's address
 * would otherwise keep the account, with their own password, the moment its owner (or a mail scanner) opened the link.
 * The owner who does not know that password resets it instead (a reset confirms the address, sets the owner's
 * password and ends every session). A wrong password is 400 on `password`, leaves the link usable and counts in the
 * sign-in throttle; a dead link costs no password check.
 */
export async function confirmEmail(
  app: FastifyInstance,
  email: string,
  emailToken: string,
  password: string,
  ip: string,
): Promise<boolean> {
  const { db } = app;
  if (!(await isLive(db, 'confirm', emailToken, email))) return false;
  const attempt = await reservePasswordCheck(app, email, ip);
  const user = await db.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirst();
  if (!(await verifyPassword(user?.password_hash ?? null, password))) {
    throw badRequest(MESSAGES.wrongPassword, [{ path: 'password', message: MESSAGES.wrongPassword }]);
  }
  await attempt.succeeded();
  return db.transaction().execute(async (trx) => {
    const used = await useOneTimeToken(trx, 'confirm', emailToken, email);
    if (!used) return false;
    await markEmailConfirmed(trx, used.user_id);
    return true;
  });
}

/** Sets the password of a reset (or invitation) link; false when the link is unknown, used, expired or not the email's. */
export async function completeReset(
  app: FastifyInstance,
  email: string,
  passwordToken: string,
  password: string,
): Promise<boolean> {
  refuseCommonPassword(password);
  // A token that cannot work costs no argon2 hash: anyone may call this, as often as they like.
  if (!(await isLive(app.db, 'reset', passwordToken, email))) return false;
  const passwordHash = await hashPassword(password);
  return app.db.transaction().execute(async (trx) => {
    const used = await useOneTimeToken(trx, 'reset', passwordToken, email);
    if (!used) return false;
    // The link proves the mailbox, so it also confirms the email; other reset links of this user die too.
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', used.user_id).execute();
    await markEmailConfirmed(trx, used.user_id);
    await endOneTimeLinks(trx, used.user_id, ['reset']);
    await app.sessions.revokeAllOf(used.user_id, trx);
    await queuePasswordChanged(app, trx, { id: used.user_id, email }, 'reset');
    return true;
  });
}

/**
 * The signed-in user's new password. Every session ends, the caller's too, and the caller gets a fresh one in the
 * same transaction (so the device that made the change stays signed in and every other one is signed out).
 * Wrong current passwords are throttled per account like sign-ins.
 */
export async function changePassword(
  app: FastifyInstance,
  userId: number,
  input: ChangePasswordInput,
): Promise<LoginResponse> {
  const { db, config } = app;
  const key = `change:${userId}`;
  const reservation = await reserve(db, [{ key, limit: config.loginMaxFailures }]);
  if (!reservation) throw tooManyAttempts();
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'user_type', 'status', 'password_hash'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.password_hash, input.currentPassword))) {
    throw badRequest(MESSAGES.wrongPassword, [{ path: 'currentPassword', message: MESSAGES.wrongPassword }]);
  }
  await release(db, reservation, [key]);
  if (input.newPassword === input.currentPassword) {
    throw badRequest(MESSAGES.samePassword, [{ path: 'newPassword', message: MESSAGES.samePassword }]);
  }
  refuseCommonPassword(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const accessToken = await db.transaction().execute(async (trx) => {
    // Only while the user is still Approved with the password just checked: a rejection or another change landing
    // first would otherwise be followed by a fresh session it never ended.
    const changed = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', userId)
      .where('status', '=', 'Approved')
      .where('password_hash', '=', user.password_hash!)
      .returning('id')
      .executeTakeFirst();
    if (!changed) throw unauthorized(MESSAGES.sessionExpired);
    await app.sessions.revokeAllOf(userId, trx);
    // A reset link asked for before the change would set the password again behind the user's back.
    await endOneTimeLinks(trx, userId, ['reset']);
    await queuePasswordChanged(app, trx, { id: userId, email: user.email }, 'change');
    return app.sessions.create(userId, trx);
  });
  return {
    accessToken,
    userId,
    role: user.user_type as UserType,
    userFirtsName: user.first_name,
    userLastName: user.last_name,
    userStatus: { userStatusesValue: user.status },
  };
}
