// docs/product.md: login, logOut, register, reset-password, reset-password-success, confirm-email; and
// change-password for a signed-in user, and resend-confirmation, which asks for the confirmation mail again. The
// rules live in api/src/accounts.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES, registrationSchema, loginSchema, loginResponseSchema, emailQuerySchema, resetPasswordSuccessQuerySchema,
  resetPasswordSuccessBodySchema, confirmEmailQuerySchema, changePasswordSchema, MAIL_MESSAGES,
} from '@litfund/domain';
import { HttpError, badRequest } from '../../lib/http-error.ts';
import { ipKey, reserve } from '../../lib/throttle.ts';
import { resendConfirmation } from '../../accounts/mails.ts';
import { signIn } from '../../accounts/sign-in.ts';
import { register } from '../../accounts/register.ts';
import { changePassword, completeReset, confirmEmail, requestReset } from '../../accounts/passwords.ts';
import { callerOf } from '../../plugins/auth.ts';

/** Asking for the confirmation mail again: a few times an hour per address, a few more per IP. */
const CONFIRMATION_RESENDS_PER_HOUR = 3;
const CONFIRMATION_RESENDS_PER_HOUR_PER_IP = 10;
const HOUR_MS = 60 * 60 * 1000;

const messageSchema = z.object({ message: z.string() });
const errorResponses = {
  400: messageSchema.passthrough(), 401: messageSchema, 403: messageSchema, 404: messageSchema, 429: messageSchema,
};
/** The clients post these with no body (or an empty JSON one); anything sent is ignored. */
const emptyBody = z.unknown().optional();

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post('/Account/login', {
    schema: { tags: ['account'], body: loginSchema, response: { 200: loginResponseSchema, ...errorResponses } },
  }, async (request) => signIn(app, request.body.email, request.body.password, request.ip));

  app.post('/Account/logOut', {
    preHandler: app.requireUser,
    schema: { tags: ['account'], security: [{ bearer: [] }], body: emptyBody, response: { 200: messageSchema, 401: messageSchema } },
  }, async (request) => {
    await app.sessions.revoke(callerOf(request).sessionId);
    return { message: MESSAGES.logOutSuccess };
  });

  app.post('/Account/change-password', {
    preHandler: app.requireUser,
    schema: {
      tags: ['account'], security: [{ bearer: [] }], body: changePasswordSchema,
      response: { 200: loginResponseSchema.extend({ message: z.string() }), ...errorResponses },
    },
  }, async (request) => ({ message: MESSAGES.passwordChanged, ...(await changePassword(app, callerOf(request).user.id, request.body)) }));

  app.post('/Account/register', {
    schema: { tags: ['account'], body: registrationSchema, response: { 200: z.object({ id: z.number().int() }), ...errorResponses } },
  }, async (request) => ({ id: await register(app, request.body, request.ip) }));

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

  app.post('/Account/resend-confirmation', {
    schema: { tags: ['account'], querystring: emailQuerySchema, body: emptyBody, response: { 200: messageSchema, ...errorResponses } },
  }, async (request) => {
    const { email } = request.query;
    // Counted per request whatever the address's state, so neither the answer nor the throttle tells a confirmed
    // account from an unconfirmed or unknown one.
    const limits = [
      { key: `confirm-mail:${email.toLowerCase()}`, limit: CONFIRMATION_RESENDS_PER_HOUR },
      { key: `confirm-mail-${ipKey(request.ip)}`, limit: CONFIRMATION_RESENDS_PER_HOUR_PER_IP },
    ];
    if (!(await reserve(db, limits, [], HOUR_MS))) throw new HttpError(429, MAIL_MESSAGES.tooManyConfirmationMails);
    await resendConfirmation(app, email);
    return { message: MAIL_MESSAGES.confirmationResent };
  });

  app.post('/Account/confirm-email', {
    schema: { tags: ['account'], querystring: confirmEmailQuerySchema, body: emptyBody, response: { 200: messageSchema, ...errorResponses } },
  }, async (request) => {
    if (!(await confirmEmail(app, request.query.email, request.query.emailToken))) throw badRequest(MESSAGES.codeNotFound);
    return { message: 'Your email address is confirmed' };
  });
};
