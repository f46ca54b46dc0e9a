// GET /api/v1/dev/outbox: mail kept instead of sent, newest first. Registered only on the embedded database.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linksIn } from '../../plugins/mail.ts';

const outboxSchema = z.array(z.object({
  id: z.number().int(), to: z.string(), subject: z.string(), text: z.string(), html: z.string().nullable(),
  createdAt: z.string(), links: z.array(z.string()),
}));

export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dev/outbox', { schema: { tags: ['dev'], response: { 200: outboxSchema } } }, async () => {
    const rows = await app.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(200).execute();
    return rows.map((r) => ({ id: r.id, to: r.to, subject: r.subject, text: r.text, html: r.html, createdAt: r.created_at.toISOString(), links: linksIn(r.text) }));
  });
};
