// SPEC section 7 "Account": login, logOut, register, reset-password, reset-password-success, confirm-email; and
// resend-confirmation, which asks for the confirmation mail again.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES, registrationSchema, loginSchema, loginResponseSchema, emailQuerySchema, resetPasswordSuccessQuerySchema,
  resetPasswordSuccessBodySchema, confirmEmailQuerySchema, MAIL_MESSAGES,
} from '@litfund/domain';
import type { UserType } from '@litfund/domain';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { badRequest, notFound, forbidden, HttpError } from '../../lib/http-error.ts';
import { refuseCommonPassword } from '../../lib/common-passwords.ts';
import { hashToken } from '../../lib/tokens.ts';
import { THROTTLE_WINDOW_MS, accountKey, clearFailures, ipKey, isThrottled, recordFailure } from '../../lib/throttle.ts';
import { queueConfirmation, queuePasswordReset, resendConfirmation } from '../../users/account-mail.ts';

const RESET_MAILS_PER_WINDOW = 5;
/** Asking for the confirmation mail again: a few times an hour per address, a few more per IP. */
const CONFIRMATION_RESENDS_PER_HOUR = 3;
const CONFIRMATION_RESENDS_PER_HOUR_PER_IP = 10;
const HOUR_MS = 60 * 60 * 1000;

const messageSchema = z.object({ message: z.string() });
const errorResponses = {
  400: messageSchema.passthrough(), 401: messageSchema, 403: messageSchema, 404: messageSchema, 429: messageSchema,
};
/** SPEC's clients post these with no body (or an empty JSON one); anything sent is ignored. */
const emptyBody = z.unknown().optional();

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  app.post('/Account/login', {
    schema: { tags: ['account'], body: loginSchema, response: { 200: loginResponseSchema, ...errorResponses } },
  }, async (request) => {
    const { email, password } = request.body;
    const keys = [accountKey(email), ipKey(request.ip)];
    if (await isThrottled(db, keys, config.loginMaxFailures)) throw new HttpError(429, MESSAGES.tooManyAttempts);
    const user = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    if (!user) {
      await recordFailure(db, keys);
      throw notFound(MESSAGES.userDoesNotExist);
    }
    if (!(await verifyPassword(user.password_hash, password))) {
      await recordFailure(db, keys);
      throw forbidden(MESSAGES.wrongPassword);
    }
    await clearFailures(db, keys[0]);
    const body = {
      userId: user.id,
      role: user.user_type as UserType,
      userFirtsName: user.first_name,
      userLastName: user.last_name,
      userStatus: { userStatusesValue: user.status },
    };
    // Approval is what gates access: an unconfirmed email does not block sign-in (an admin may approve a user
    // before they click the link, and users created by admins confirm by setting their password). New and
    // Rejected users get 200 with an empty token and no session (SPEC section 4: Limited Access).
    if (user.status !== 'Approved') return { accessToken: '', ...body };
    const accessToken = await app.sessions.create(user.id);
    await db.updateTable('users').set({ last_login_at: new Date() }).where('id', '=', user.id).execute();
    return { accessToken, ...body };
  });

  app.post('/Account/logOut', {
    preHandler: app.requireUser,
    schema: { tags: ['account'], security: [{ bearer: [] }], body: emptyBody, response: { 200: messageSchema, 401: messageSchema } },
  }, async (request) => {
    await app.sessions.revoke(request.caller!.sessionId);
    return { message: MESSAGES.logOutSuccess };
  });

  app.post('/Account/register', {
    schema: { tags: ['account'], body: registrationSchema, response: { 200: z.object({ id: z.number().int() }), ...errorResponses } },
  }, async (request) => {
    const input = request.body;
    // Registration answers whether an email exists (SPEC); repeated probes from one IP are throttled like sign-ins.
    const ip = ipKey(request.ip);
    if (await isThrottled(db, [ip], config.loginMaxFailures)) throw new HttpError(429, MESSAGES.tooManyAttempts);
    refuseCommonPassword(input.password);
    const state = await db.selectFrom('states').select('id').where('key', '=', input.state.key).executeTakeFirst();
    if (!state) throw badRequest('Choose a state', [{ path: 'state.key', message: 'Choose a state' }]);
    const passwordHash = await hashPassword(input.password);
    const id = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('users')
        .values({
          email: input.email,
          password_hash: passwordHash,
          first_name: input.firstName,
          last_name: input.lastName,
          date_of_birth: input.dateOfBirth,
          street: input.streetAddress,
          city: input.city,
          state_id: state.id,
          zip: input.zipCode,
          phone: input.phoneNumber,
          website: input.website,
          text_law_firm: input.textLawFirm,
          avatar: null,
          avatar_mime: null,
          loan_limit_cents: null,
          user_type: input.userType,
          status: 'New',
          status_date: null,
          status_by_user_id: null,
          email_confirmed_at: null,
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return null;
      await queueConfirmation(app, trx, { id: inserted.id, email: input.email, firstName: input.firstName });
      return inserted.id;
    });
    if (id === null) {
      await recordFailure(db, [ip]);
      throw badRequest(MESSAGES.userAlreadyExists);
    }
    return { id };
  });

  app.post('/Account/reset-password', {
    schema: { tags: ['account'], querystring: emailQuerySchema, body: emptyBody, response: { 200: messageSchema, ...errorResponses } },
  }, async (request) => {
    const { email } = request.query;
    const keys = [accountKey(email), ipKey(request.ip)];
    if (await isThrottled(db, keys, config.loginMaxFailures)) throw new HttpError(429, MESSAGES.tooManyAttempts);
    const user = await db.selectFrom('users').select(['id', 'first_name']).where('email', '=', email).executeTakeFirst();
    if (!user) {
      await recordFailure(db, [keys[1]]);
      throw notFound(MESSAGES.noUserWithEmail);
    }
    // At most RESET_MAILS_PER_WINDOW reset mails per account in the throttle window, so nobody floods a mailbox.
    const recent = await db.selectFrom('one_time_tokens').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', user.id).where('kind', '=', 'reset').where('created_at', '>', new Date(Date.now() - THROTTLE_WINDOW_MS))
      .executeTakeFirstOrThrow();
    if (Number(recent.n) >= RESET_MAILS_PER_WINDOW) throw new HttpError(429, MESSAGES.tooManyAttempts);
    await db.transaction().execute((trx) => queuePasswordReset(app, trx, { id: user.id, email, firstName: user.first_name }));
    return { message: 'A link to reset your password has been sent to your email' };
  });

  app.post('/Account/reset-password-success', {
    schema: {
      tags: ['account'], querystring: resetPasswordSuccessQuerySchema, body: resetPasswordSuccessBodySchema,
      response: { 200: messageSchema, ...errorResponses },
    },
  }, async (request) => {
    const { passwordToken } = request.query;
    const { password, email } = request.body;
    refuseCommonPassword(password);
    const passwordHash = await hashPassword(password);
    const done = await db.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable('one_time_tokens')
        .set({ used_at: new Date() })
        .where('token_hash', '=', hashToken(passwordToken))
        .where('kind', '=', 'reset')
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date())
        .where('user_id', '=', (eb) => eb.selectFrom('users').select('id').where('email', '=', email))
        .returning('user_id')
        .executeTakeFirst();
      if (!used) return false;
      // The link proves the mailbox, so it also confirms the email; other reset links of this user die too.
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', used.user_id).execute();
      await trx.updateTable('users').set({ email_confirmed_at: new Date() }).where('id', '=', used.user_id).where('email_confirmed_at', 'is', null).execute();
      await trx.updateTable('one_time_tokens').set({ used_at: new Date() }).where('user_id', '=', used.user_id).where('kind', '=', 'reset').where('used_at', 'is', null).execute();
      await app.sessions.revokeAllOf(used.user_id, trx);
      return true;
    });
    if (!done) throw badRequest(MESSAGES.codeNotFound);
    return { message: 'Your password has been changed' };
  });

  app.post('/Account/resend-confirmation', {
    schema: { tags: ['account'], querystring: emailQuerySchema, body: emptyBody, response: { 200: messageSchema, ...errorResponses } },
  }, async (request) => {
    const { email } = request.query;
    // Counted per request whatever the address's state, so neither the answer nor the throttle tells a confirmed
    // account from an unconfirmed or unknown one.
    const accountLimit = [`confirm-mail:${email.toLowerCase()}`];
    const ipLimit = [`confirm-mail-${ipKey(request.ip)}`];
    if (await isThrottled(db, accountLimit, CONFIRMATION_RESENDS_PER_HOUR, HOUR_MS)
      || await isThrottled(db, ipLimit, CONFIRMATION_RESENDS_PER_HOUR_PER_IP, HOUR_MS)) {
      throw new HttpError(429, MAIL_MESSAGES.tooManyConfirmationMails);
    }
    await recordFailure(db, [...accountLimit, ...ipLimit]);
    await resendConfirmation(app, email);
    return { message: MAIL_MESSAGES.confirmationResent };
  });

  app.post('/Account/confirm-email', {
    schema: { tags: ['account'], querystring: confirmEmailQuerySchema, body: emptyBody, response: { 200: messageSchema, ...errorResponses } },
  }, async (request) => {
    const { emailToken, email } = request.query;
    const done = await db.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable('one_time_tokens')
        .set({ used_at: new Date() })
        .where('token_hash', '=', hashToken(emailToken))
        .where('kind', '=', 'confirm')
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date())
        .where('user_id', '=', (eb) => eb.selectFrom('users').select('id').where('email', '=', email))
        .returning('user_id')
        .executeTakeFirst();
      if (!used) return false;
      await trx.updateTable('users').set({ email_confirmed_at: new Date() }).where('id', '=', used.user_id).where('email_confirmed_at', 'is', null).execute();
      return true;
    });
    if (!done) throw badRequest(MESSAGES.codeNotFound);
    return { message: 'Your email address is confirmed' };
  });
};
