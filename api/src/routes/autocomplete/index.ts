// SPEC section 7 "Autocomplete": GET /Autocomplete/attorney|client|lawFirm?userName= -> [{id, firstName, lastName}].
// Approved users of that type whose first or last name contains userName (3+ characters, else []), at most 10.
// attorney and lawFirm: any Approved user; client: Approved admins, and attorneys for the clients of their own
// contracts (DESIGN.md section 3); anyone else gets [].
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserType } from '@litfund/domain';
import { MIN_SEARCH_LENGTH, autocompleteItemSchema, autocompleteKindSchema, autocompleteQuerySchema, messageSchema } from '../../users/schemas.ts';
import { nameContains } from '../../users/helpers.ts';

export const AUTOCOMPLETE_LIMIT = 10;

const TYPES: Record<z.infer<typeof autocompleteKindSchema>['kind'], UserType> = { attorney: 'Attorney', client: 'Client', lawFirm: 'LawFirm' };

export const autocompleteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/Autocomplete/:kind', {
    preHandler: app.requireUser,
    schema: {
      tags: ['autocomplete'], security: [{ bearer: [] }], params: autocompleteKindSchema, querystring: autocompleteQuerySchema,
      response: { 200: z.array(autocompleteItemSchema), 400: messageSchema.passthrough(), 401: messageSchema },
    },
  }, async (request) => {
    const { kind } = request.params;
    const name = (request.query.userName ?? '').trim();
    if (name.length < MIN_SEARCH_LENGTH) return [];
    const caller = request.caller!.user;
    if (kind === 'client' && caller.user_type !== 'Administrator' && caller.user_type !== 'Attorney') return [];
    const ownClientsOnly = kind === 'client' && caller.user_type === 'Attorney';
    return db.selectFrom('users')
      .select(['id', 'first_name as firstName', 'last_name as lastName'])
      .where('user_type', '=', TYPES[kind])
      .where('status', '=', 'Approved')
      .where(nameContains(name))
      .$if(ownClientsOnly, (q) => q.where('id', 'in', (eb) => eb.selectFrom('contracts as c').select('c.client_user_id').where((w) => w.or([
        w('c.responsible_attorney_id', '=', caller.id),
        w.exists(w.selectFrom('contract_parties as p').select('p.id').whereRef('p.contract_id', '=', 'c.id').where('p.role', '=', 'attorney').where('p.user_id', '=', caller.id)),
      ]))))
      .orderBy('first_name')
      .orderBy('last_name')
      .orderBy('id')
      .limit(AUTOCOMPLETE_LIMIT)
      .execute();
  });
};
