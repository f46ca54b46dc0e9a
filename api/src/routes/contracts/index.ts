// docs/product.md: create, read, calculate and list. Visibility per contracts/access.ts; a contract the
// caller may not see answers 404.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES, calculateResponseSchema, contractCreateSchema, contractCreatedSchema, contractListItemSchema, contractListRequestSchema,
  contractReadSchema, idParamSchema,
} from '@litfund/domain';
import { notFound } from '../../lib/http-error.ts';
import { messageSchema } from '../../users/schemas.ts';
import { audit } from '../../audit/audit-log.ts';
import { contractSnapshot } from '../../contracts/audit.ts';
import { assertVisible, isAdmin, presentLawFirmOf } from '../../contracts/access.ts';
import { createContract } from '../../contracts/create.ts';
import { listContracts } from '../../contracts/list.ts';
import { readContract } from '../../contracts/read.ts';
import { businessToday } from '../../contracts/today.ts';
import { trustedSuccessSerializer } from '../../lib/trusted-answer.ts';
import { callerOf } from '../../plugins/auth.ts';

const errors = { 400: messageSchema.passthrough(), 401: messageSchema, 403: messageSchema, 404: messageSchema, 409: messageSchema };
const secured = { tags: ['contracts'], security: [{ bearer: [] }] };

export const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const readFor = async (id: number, admin: boolean) => {
    const contract = await readContract(db, id, { admin, today: businessToday(app), timeZone: app.config.businessTimeZone });
    if (!contract) throw notFound(MESSAGES.notFound);
    return contract;
  };

  app.post('/Contract', {
    preHandler: app.requireUser,
    config: { idempotent: true },
    schema: { ...secured, body: contractCreateSchema, response: { 200: contractCreatedSchema, ...errors } },
  }, async (request) => {
    const caller = callerOf(request).user;
    const today = businessToday(app);
    // An administrator's new contract is audited in the transaction that creates it.
    const { id } = await createContract(db, caller, request.body, today, app, isAdmin(caller)
      ? async (trx, created) => audit(trx, caller.id, 'contract.create', 'contract', created, null, await contractSnapshot(trx, created, { today, timeZone: app.config.businessTimeZone }))
      : undefined);
    return { id };
  });

  app.get('/Contract/:id', {
    preHandler: app.requireUser,
    schema: { ...secured, params: idParamSchema, response: { 200: contractReadSchema, ...errors } },
  }, async (request) => {
    const caller = callerOf(request).user;
    await assertVisible(db, request.params.id, caller);
    return readFor(request.params.id, isAdmin(caller));
  });

  app.get('/Contract/:id/calculate', {
    preHandler: app.requireUser,
    schema: { ...secured, params: idParamSchema, response: { 200: calculateResponseSchema, ...errors } },
  }, async (request) => {
    const caller = callerOf(request).user;
    await assertVisible(db, request.params.id, caller);
    const contract = await readFor(request.params.id, isAdmin(caller));
    return { totalAmountOwed: contract.totalDue };
  });

  // The clients call it with and without the trailing slash. The hottest route: its list is written without zod's
  // check of the answer (lib/trusted-answer.ts; the tests check the answers against the schema).
  for (const path of ['/Contract/list', '/Contract/list/']) {
    app.post(path, {
      preHandler: app.requireUser,
      serializerCompiler: trustedSuccessSerializer,
      schema: { ...secured, body: contractListRequestSchema, response: { 200: z.array(contractListItemSchema), ...errors } },
    }, async (request) => {
      const caller = callerOf(request).user;
      const { userId, lawFirmId, pagination, ...filters } = request.body;
      if (lawFirmId !== undefined && !isAdmin(caller) && lawFirmId !== await presentLawFirmOf(db, caller)) throw notFound(MESSAGES.notFound);
      return listContracts(db, caller, { ...filters, ...pagination, partyUserId: userId, lawFirmId }, businessToday(app), app.config.businessTimeZone);
    });
  }
};
