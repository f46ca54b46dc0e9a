// GET /api/health: the process answers and the database does.
import { z } from 'zod';
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['up', 'down']),
  message: z.string().optional(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
        return { status: 'ok' as const, database: 'up' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database down');
        return reply.status(503).send({ status: 'error', database: 'down', message: 'The database is unavailable' });
      }
    },
  );
};
