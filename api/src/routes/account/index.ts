// docs/product.md: login, logOut, register, reset-password, reset-password-success, confirm-email; and
// change-password for a signed-in user, and resend-confirmation, which asks for the confirmation mail again. The
// rules live in api/src/accounts.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  registrationSchema,
  loginSchema,
  loginResponseSchema,
  emailQuerySchema,
  resetPasswordSuccessQuerySchema,
  resetPasswordSuccessBodySchema,
  confirmEmailQuerySchema,
  confirmEmailBodySchema,
  changePasswordSchema,
  MAIL_MESSAGES,
  messageSchema,
} from '@litfund/domain';
import { badRequest } from '../../lib/http-error.ts';
import { resendConfirmation } from '../../accounts/mails.ts';
import { signIn } from '../../accounts/sign-in.ts';
import { register } from '../../accounts/register.ts';
import { changePassword, completeReset, confirmEmail, requestReset } from '../../accounts/passwords.ts';
import { callerOf } from '../../plugins/auth.ts';
import { errorResponses } from '../error-responses.ts';

/** The clients post these with no body (or an empty JSON one); anything sent is ignored. */
const emptyBody = z.unknown().optional();

/** The signed-out requests about a mailed link: an address or link in the query, nothing in the body, a message back. */
const emailLinkOptions = <Query extends z.ZodType>(querystring: Query) => ({
  schema: { tags: ['account'], querystring, body: emptyBody, response: { 200: messageSchema, ...errorResponses } },
});

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Account/login',
    {
      // it carries the session token (see plugins/compression.ts)
      compress: false,
      schema: { tags: ['account'], body: loginSchema, response: { 200: loginResponseSchema, ...errorResponses } },
    },
    async (request) => signIn(app, request.body.email, request.body.password, request.ip),
  );

  app.post(
    '/Account/logOut',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        body: emptyBody,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => {
      await app.sessions.revoke(callerOf(request).sessionId);
      return { message: MESSAGES.logOutSuccess };
    },
  );

  app.post(
    '/Account/change-password',
    {
      // it carries the new session token (see plugins/compression.ts)
      compress: false,
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        body: changePasswordSchema,
        response: { 200: loginResponseSchema.extend({ message: z.string() }), ...errorResponses },
      },
    },
    async (request) => ({
      message: MESSAGES.passwordChanged,
      ...(await changePassword(app, callerOf(request).user.id, request.body)),
    }),
  );

  app.post(
    '/Account/register',
    {
      schema: {
        tags: ['account'],
        body: registrationSchema,
        response: { 200: z.object({ id: z.number().int() }), ...errorResponses },
      },
    },
    async (request) => ({ id: await register(app, request.body, request.ip) }),
  );

  app.post('/Account/reset-password', emailLinkOptions(emailQuerySchema), async (request) => {
    const outcome = await requestReset(app, request.query.email, request.ip);
    return { message: outcome === 'sent' ? MESSAGES.resetLinkSent : MESSAGES.resetLinkSentRecently };
  });

  app.post(
    '/Account/reset-password-success',
    {
      schema: {
        tags: ['account'],
        querystring: resetPasswordSuccessQuerySchema,
        body: resetPasswordSuccessBodySchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => {
      if (!(await completeReset(app, request.body.email, request.query.passwordToken, request.body.password)))
        throw badRequest(MESSAGES.codeNotFound);
      return { message: MESSAGES.passwordChanged };
    },
  );

  app.post('/Account/resend-confirmation', emailLinkOptions(emailQuerySchema), async (request) => {
    const outcome = await resendConfirmation(app, request.query.email, request.ip);
    return {
      message: outcome === 'asked' ? MAIL_MESSAGES.confirmationResent : MAIL_MESSAGES.confirmationSentRecently,
    };
  });

  app.post(
    '/Account/confirm-email',
    {
      schema: {
        tags: ['account'],
        querystring: confirmEmailQuerySchema,
        body: confirmEmailBodySchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { email, emailToken } = request.query;
      if (!(await confirmEmail(app, email, emailToken, request.body.password, request.ip)))
        throw badRequest(MESSAGES.codeNotFound);
      return { message: 'Your email address is confirmed' };
    },
  );
};
