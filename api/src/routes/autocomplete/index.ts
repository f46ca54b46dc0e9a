// docs/product.md: GET /Autocomplete/attorney|client|lawFirm?userName= -> [{id, firstName, lastName}].
// Users of that type whose first or last name contains userName (3+ characters, else []), at most 10.
// attorney and lawFirm: Approved users, for any Approved user; client: Approved clients for Approved admins, and for
// attorneys and law-firm users exactly the plaintiffs they may file for (contracts/filing.ts), whatever their status;
// firmAttorney (an addition): a law-firm user's confirmed attorneys, the responsible attorneys it may name. Anyone
// else gets [].
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MIN_SEARCH_LENGTH,
  autocompleteItemSchema,
  autocompleteKindSchema,
  autocompleteQuerySchema,
} from '@litfund/domain';
import type { UserType } from '@litfund/domain';
import { nameContains } from '../../users/name-search.ts';
import { confirmedAttorneysOf, ownPlaintiffIds } from '../../contracts/filing.ts';
import { callerOf } from '../../plugins/auth.ts';
import { businessToday } from '../../contracts/today.ts';
import { errorResponses } from '../error-responses.ts';

export const AUTOCOMPLETE_LIMIT = 10;

const TYPES: Record<z.infer<typeof autocompleteKindSchema>['kind'], UserType> = {
  attorney: 'Attorney',
  client: 'Client',
  lawFirm: 'LawFirm',
  firmAttorney: 'Attorney',
};

export const autocompleteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/Autocomplete/:kind',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['autocomplete'],
        security: [{ bearer: [] }],
        params: autocompleteKindSchema,
        querystring: autocompleteQuerySchema,
        response: { 200: z.array(autocompleteItemSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { kind } = request.params;
      const name = (request.query.userName ?? '').trim();
      if (name.length < MIN_SEARCH_LENGTH) return [];
      const caller = callerOf(request).user;
      const admin = caller.user_type === 'Administrator';
      const filer = caller.user_type === 'Attorney' || caller.user_type === 'LawFirm';
      if (kind === 'client' && !admin && !filer) return [];
      if (kind === 'firmAttorney' && caller.user_type !== 'LawFirm') return [];
      return (
        db
          .selectFrom('users')
          .select(['id', 'first_name as firstName', 'last_name as lastName'])
          .where('user_type', '=', TYPES[kind])
          .where(nameContains(name))
          // A filer's own plaintiffs all show, so that none missing tells of a status, ban or limit.
          .$if(kind === 'client' && filer, (q) => q.where('id', 'in', ownPlaintiffIds(db, caller)))
          .$if(kind === 'firmAttorney', (q) => q.where(confirmedAttorneysOf(caller.id, businessToday(app))))
          .$if(!(kind === 'client' && filer), (q) => q.where('status', '=', 'Approved'))
          .orderBy('first_name')
          .orderBy('last_name')
          .orderBy('id')
          .limit(AUTOCOMPLETE_LIMIT)
          .execute()
      );
    },
  );
};
