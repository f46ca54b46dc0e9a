// SPEC section 7 "Account": login, logOut, register, reset-password, reset-password-success, confirm-email; and
// change-password for a signed-in user. The rules live in api/src/accounts.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES, registrationSchema, loginSchema, loginResponseSchema, emailQuerySchema, resetPasswordSuccessQuerySchema,
  resetPasswordSuccessBodySchema, confirmEmailQuerySchema, changePasswordSchema,
} from '@litfund/domain';
import { hashPassword } from '../../lib/passwords.ts';
import { badRequest } from '../../lib/http-error.ts';
import { refuseCommonPassword } from '../../lib/common-passwords.ts';
import { CONFIRM_TOKEN_TTL_MS, hashToken, newOneTimeToken } from '../../lib/tokens.ts';
import { release, reserve } from '../../lib/throttle.ts';
import { signIn, tooManyAttempts } from '../../accounts/sign-in.ts';
import { changePassword, completeReset, requestReset } from '../../accounts/passwords.ts';
import { confirmationMail } from '../../accounts/mails.ts';

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
  }, async (request) => signIn(app, request.body.email, request.body.password, request.ip));

  app.post('/Account/logOut', {
    preHandler: app.requireUser,
    schema: { tags: ['account'], security: [{ bearer: [] }], body: emptyBody, response: { 200: messageSchema, 401: messageSchema } },
  }, async (request) => {
    await app.sessions.revoke(request.caller!.sessionId);
    return { message: MESSAGES.logOutSuccess };
  });

  app.post('/Account/change-password', {
    preHandler: app.requireUser,
    schema: {
      tags: ['account'], security: [{ bearer: [] }], body: changePasswordSchema,
      response: { 200: loginResponseSchema.extend({ message: z.string() }), ...errorResponses },
    },
  }, async (request) => ({ message: MESSAGES.passwordChanged, ...(await changePassword(app, request.caller!.user.id, request.body)) }));

  app.post('/Account/register', {
    schema: { tags: ['account'], body: registrationSchema, response: { 200: z.object({ id: z.number().int() }), ...errorResponses } },
  }, async (request) => {
    const input = request.body;
    refuseCommonPassword(input.password);
    const state = await db.selectFrom('states').select('id').where('key', '=', input.state.key).executeTakeFirst();
    if (!state) throw badRequest('Choose a state', [{ path: 'state.key', message: 'Choose a state' }]);
    const passwordHash = await hashPassword(input.password);
    // Registration answers whether an email exists (SPEC): registering a taken one is a probe, limited per IP.
    const probe = await reserve(db, [{ key: `register:${request.ip}`, limit: config.loginMaxFailures }]);
    if (!probe) throw tooManyAttempts();
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
      const { token, hash } = newOneTimeToken();
      await trx.insertInto('one_time_tokens').values({ kind: 'confirm', token_hash: hash, user_id: inserted.id, expires_at: new Date(Date.now() + CONFIRM_TOKEN_TTL_MS) }).execute();
      await app.mailer.enqueue(trx, confirmationMail(config, input.email, input.firstName, token));
      return inserted.id;
    });
    if (id === null) throw badRequest(MESSAGES.userAlreadyExists);
    await release(db, probe);
    return { id };
  });

  app.post('/Account/reset-password', {
    schema: { tags: ['account'], querystring: emailQuerySchema, body: emptyBody, response: { 200: messageSchema, ...errorResponses } },
  }, async (request) => {
    await requestReset(app, request.query.email, request.ip);
    return { message: 'A link to reset your password has been sent to your email' };
  });

  app.post('/Account/reset-password-success', {
    schema: {
      tags: ['account'], querystring: resetPasswordSuccessQuerySchema, body: resetPasswordSuccessBodySchema,
      response: { 200: messageSchema, ...errorResponses },
    },
  }, async (request) => {
    if (!(await completeReset(app, request.body.email, request.query.passwordToken, request.body.password))) throw badRequest(MESSAGES.codeNotFound);
    return { message: MESSAGES.passwordChanged };
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
