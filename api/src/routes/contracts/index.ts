// docs/product.md: create, read, calculate and list. Visibility per contracts/access.ts; a contract the
// caller may not see answers 404.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calculateResponseSchema,
  contractCreateSchema,
  contractCreatedSchema,
  contractListItemSchema,
  contractListRequestSchema,
  contractReadSchema,
  idParamSchema,
} from '@litfund/domain';
import { errorResponses } from '../error-responses.ts';
import type { Viewer } from '../../contracts/access.ts';
import { createContract } from '../../contracts/create.ts';
import { listContracts } from '../../contracts/list.ts';
import { visibleContract } from '../../contracts/read.ts';
import { businessToday } from '../../contracts/today.ts';
import { trustedSuccessSerializer } from '../../lib/trusted-answer.ts';
import { callerOf } from '../../plugins/auth.ts';

const secured = { tags: ['contracts'], security: [{ bearer: [] }] };

export const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const readFor = (id: number, viewer: Viewer) =>
    visibleContract(db, id, { viewer, today: businessToday(app), timeZone: app.config.businessTimeZone });

  app.post(
    '/Contract',
    {
      onRequest: app.requireUser,
      config: { idempotent: true },
      schema: { ...secured, body: contractCreateSchema, response: { 200: contractCreatedSchema, ...errorResponses } },
    },
    async (request) => createContract(db, callerOf(request).user, request.body, businessToday(app), app),
  );

  app.get(
    '/Contract/:id',
    {
      onRequest: app.requireUser,
      schema: { ...secured, params: idParamSchema, response: { 200: contractReadSchema, ...errorResponses } },
    },
    async (request) => readFor(request.params.id, callerOf(request).user),
  );

  app.get(
    '/Contract/:id/calculate',
    {
      onRequest: app.requireUser,
      schema: { ...secured, params: idParamSchema, response: { 200: calculateResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const contract = await readFor(request.params.id, callerOf(request).user);
      return { totalAmountOwed: contract.totalDue };
    },
  );

  // The clients call it with and without the trailing slash. The hottest route: its list is written without zod's
  // check of the answer (lib/trusted-answer.ts; the tests check the answers against the schema).
  for (const path of ['/Contract/list', '/Contract/list/']) {
    app.post(
      path,
      {
        onRequest: app.requireUser,
        serializerCompiler: trustedSuccessSerializer,
        schema: {
          ...secured,
          body: contractListRequestSchema,
          response: { 200: z.array(contractListItemSchema), ...errorResponses },
        },
      },
      async (request) => {
        const { userId, lawFirmId, pagination, ...filters } = request.body;
        return listContracts(
          db,
          callerOf(request).user,
          { ...filters, ...pagination, partyUserId: userId, lawFirmId },
          businessToday(app),
          app.config.businessTimeZone,
        );
      },
    );
  }
};
