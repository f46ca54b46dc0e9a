// GET /api/v1/dev/outbox: the embedded demo's mail viewer, newest first. Registered only on the embedded database, and
// only for Approved administrators: its links are live one-time credentials of other users. Never compressed: those
// links sit beside text others chose (names, descriptions), what BREACH-style attacks measure.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAIL_STATUSES } from '@litfund/domain';
import { linksIn, type MailAttachment } from '../../mail/outbox.ts';
import { errorResponses } from '../error-responses.ts';

const outboxSchema = z.array(
  z.object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().nullable(),
    status: z.enum(MAIL_STATUSES),
    createdAt: z.string(),
    links: z.array(z.string()),
    /** Files sent with the message: names, types and sizes (not their contents). */
    attachments: z.array(z.object({ fileName: z.string(), mimeType: z.string(), bytes: z.number().int() })),
  }),
);

export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      onRequest: app.requireApprovedAdmin,
      compress: false,
      schema: { tags: ['dev'], security: [{ bearer: [] }], response: { 200: outboxSchema, ...errorResponses } },
    },
    async () => {
      const rows = await app.db
        .selectFrom('outbox')
        .select(['id', 'to', 'subject', 'text', 'html', 'status', 'created_at', 'attachments'])
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        text: r.text,
        html: r.html,
        status: r.status,
        createdAt: r.created_at.toISOString(),
        links: linksIn(r.text),
        attachments: ((r.attachments as MailAttachment[] | null) ?? []).map((a) => ({
          fileName: a.fileName,
          mimeType: a.mimeType,
          bytes: Buffer.from(a.base64Content, 'base64').length,
        })),
      }));
    },
  );
};
