// Mail delivery for administrators: the outbox newest first with each message's state, and sending a given-up
// message again. Message bodies are not listed: they hold other users' one-time links.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAIL_MESSAGES,
  MESSAGES,
  adminMailPageSchema,
  adminMailQuerySchema,
  idParamSchema,
  messageSchema,
} from '@litfund/domain';
import { conflict, notFound } from '../../lib/http-error.ts';
import { audit } from '../../audit/audit-log.ts';
import { listOutbox, retryFailed } from '../../mail/outbox.ts';
import { callerOf } from '../../plugins/auth.ts';
import { errorResponses } from '../error-responses.ts';

const secured = { tags: ['admin'], security: [{ bearer: [] }] };

export const adminMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get(
    '/AdminMail',
    {
      onRequest: app.requireApprovedAdmin,
      schema: {
        ...secured,
        querystring: adminMailQuerySchema,
        response: { 200: adminMailPageSchema, ...errorResponses },
      },
    },
    async (request) => ({
      ...(await listOutbox(db, request.query.pageNumber, request.query.pageSize)),
      // Only a server with SMTP_URL runs the delivery worker (plugins/mail.ts).
      delivering: Boolean(app.config.smtpUrl),
    }),
  );

  app.post(
    '/AdminMail/:id/retry',
    {
      onRequest: app.requireApprovedAdmin,
      schema: {
        ...secured,
        params: idParamSchema,
        body: z.unknown().optional(),
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await db.transaction().execute(async (trx) => {
        if (!(await retryFailed(trx, id, app.config.mail.giveUpAfterMs))) {
          const exists = await trx.selectFrom('outbox').select('id').where('id', '=', id).executeTakeFirst();
          throw exists ? conflict(MAIL_MESSAGES.onlyFailedRetried) : notFound(MESSAGES.notFound);
        }
        await audit(trx, callerOf(request).user.id, 'mail.retry', 'outbox', id, null, null);
      });
      return { message: MAIL_MESSAGES.retryQueued };
    },
  );
};
