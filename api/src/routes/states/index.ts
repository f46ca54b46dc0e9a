// GET /AdminState: public (the registration form needs it before sign-in), sorted by name.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const stateListSchema = z.array(z.object({ id: z.number().int(), key: z.string(), name: z.string() }));

export const stateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/AdminState', { schema: { tags: ['states'], response: { 200: stateListSchema } } }, async () =>
    app.db.selectFrom('states').select(['id', 'key', 'name']).orderBy('name').execute(),
  );
};
