// docs/product.md: what happens to a contract after it is requested. Administrators' actions (statuses,
// money, parties, documents, edits) need an Approved administrator; comments and the payoff statement are for anyone
// who may read the contract. Each action's rules live in contracts/actions/ (one file per action) and run in one
// transaction with their audit row; these routes parse, guard, run the action and answer the contract as it now is.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  amountOnDaySchema,
  commentSchema,
  commentInputSchema,
  commentVisibilitySchema,
  contractAuditPageSchema,
  contractAuditQuerySchema,
  contractPartyAddSchema,
  contractReadSchema,
  contractUpdateSchema,
  attachmentParamsSchema,
  fileResponseSchema,
  idParamSchema,
  statusUpdateSchema,
  cancelContractSchema,
  uploadCommentAttachmentSchema,
  uploadDocumentSchema,
  MAX_DOCUMENT_BYTES,
} from '@litfund/domain';
import type { CallerUser } from '../../types.ts';
import { errorResponses } from '../error-responses.ts';
import { contractAuditTrail } from '../../contracts/audit.ts';
import { attachmentFile } from '../../contracts/attachment-file.ts';
import { payoffStatementFile } from '../../contracts/payoff-statement.ts';
import { visibleContract } from '../../contracts/read.ts';
import { actionContext, type ContractAction } from '../../contracts/actions/context.ts';
import { addComment } from '../../contracts/actions/add-comment.ts';
import { addFunding } from '../../contracts/actions/add-funding.ts';
import { cancelContract } from '../../contracts/actions/cancel.ts';
import { disclosureFile } from '../../compliance/disclosure-document.ts';
import { addAttorney, addLawFirm } from '../../contracts/actions/add-party.ts';
import { addPayment } from '../../contracts/actions/add-payment.ts';
import { setCommentVisibility } from '../../contracts/actions/set-comment-visibility.ts';
import { setStatus } from '../../contracts/actions/set-status.ts';
import { updateCase } from '../../contracts/actions/update-case.ts';
import { uploadCommentAttachment } from '../../contracts/actions/upload-comment-attachment.ts';
import { uploadDocument } from '../../contracts/actions/upload-document.ts';
import { businessToday } from '../../contracts/today.ts';
import { callerOf } from '../../plugins/auth.ts';

const secured = { tags: ['contracts'], security: [{ bearer: [] }] };
/** base64 of a 10 MiB file plus the JSON around it. */
const DOCUMENT_BODY_LIMIT = Math.ceil(MAX_DOCUMENT_BYTES / 3) * 4 + 64 * 1024;

export const contractActionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  /** Runs the action in its own transaction, then reads the contract as the caller now sees it. */
  const run = async <I>(action: ContractAction<I>, caller: CallerUser, id: number, input: I) => {
    const ctx = actionContext(app);
    await db.transaction().execute((trx) => action(trx, ctx, caller, id, input));
    return visibleContract(db, id, { viewer: caller, today: ctx.today, timeZone: ctx.timeZone });
  };
  const adminAction = { onRequest: app.requireApprovedAdmin };
  /** An Approved administrator's action on /Contract/{id}/...: the body's schema in, the whole contract out. */
  const contractAction = <B extends z.ZodType>(body: B) => ({
    ...adminAction,
    schema: { ...secured, params: idParamSchema, body, response: { 200: contractReadSchema, ...errorResponses } },
  });

  app.post('/Contract/:id/statusUpdate', contractAction(statusUpdateSchema), async (request) =>
    run(setStatus, callerOf(request).user, request.params.id, request.body),
  );

  app.post(
    '/Contract/:id/updateAmountPayment',
    { ...contractAction(amountOnDaySchema), config: { idempotent: true } },
    async (request) => run(addPayment, callerOf(request).user, request.params.id, request.body),
  );

  app.post(
    '/Contract/:id/addAdditionalFundingRequest',
    { ...contractAction(amountOnDaySchema), config: { idempotent: true } },
    async (request) => run(addFunding, callerOf(request).user, request.params.id, request.body),
  );

  app.post('/Contract/:id/cancel', contractAction(cancelContractSchema), async (request) =>
    run(cancelContract, callerOf(request).user, request.params.id, request.body),
  );

  app.post('/Contract/:id/update', contractAction(contractUpdateSchema), async (request) =>
    run(updateCase, callerOf(request).user, request.params.id, request.body),
  );

  app.post('/Contract/:id/addAttorney', contractAction(contractPartyAddSchema), async (request) =>
    run(addAttorney, callerOf(request).user, request.params.id, request.body),
  );

  app.post('/Contract/:id/addLawFirm', contractAction(contractPartyAddSchema), async (request) =>
    run(addLawFirm, callerOf(request).user, request.params.id, request.body),
  );

  app.post(
    '/Contract/:id/uploadDocument',
    { ...contractAction(uploadDocumentSchema), bodyLimit: DOCUMENT_BODY_LIMIT },
    async (request) => run(uploadDocument, callerOf(request).user, request.params.id, request.body),
  );

  const commentsAnswer = { 200: z.array(commentSchema), ...errorResponses };

  app.post(
    '/Contract/:id/addComment',
    {
      onRequest: app.requireUser,
      schema: { ...secured, params: idParamSchema, body: commentInputSchema, response: commentsAnswer },
    },
    async (request) =>
      (await run(addComment, callerOf(request).user, request.params.id, request.body)).contractComments,
  );

  app.post(
    '/Contract/:id/comments/:commentId/visibility',
    {
      ...adminAction,
      schema: {
        ...secured,
        params: idParamSchema.extend({ commentId: idParamSchema.shape.id }),
        body: commentVisibilitySchema,
        response: commentsAnswer,
      },
    },
    async (request) => {
      const { id, commentId } = request.params;
      return (await run(setCommentVisibility, callerOf(request).user, id, { ...request.body, commentId }))
        .contractComments;
    },
  );

  app.post(
    '/Contract/:id/uploadCommentAttachment',
    {
      onRequest: app.requireUser,
      bodyLimit: DOCUMENT_BODY_LIMIT,
      schema: { ...secured, params: idParamSchema, body: uploadCommentAttachmentSchema, response: commentsAnswer },
    },
    async (request) =>
      (await run(uploadCommentAttachment, callerOf(request).user, request.params.id, request.body)).contractComments,
  );

  app.get(
    '/Contract/:id/audit',
    {
      ...adminAction,
      schema: {
        ...secured,
        params: idParamSchema,
        querystring: contractAuditQuerySchema,
        response: { 200: contractAuditPageSchema, ...errorResponses },
      },
    },
    async (request) =>
      contractAuditTrail(
        db,
        callerOf(request).user,
        businessToday(app),
        request.params.id,
        request.query.page,
        request.query.pageSize,
      ),
  );

  app.get(
    '/Contract/:id/payoffStatement',
    {
      onRequest: app.requireUser,
      config: { download: true },
      schema: { ...secured, params: idParamSchema, response: { 200: fileResponseSchema, ...errorResponses } },
    },
    async (request) =>
      payoffStatementFile(db, callerOf(request).user, request.params.id, {
        today: businessToday(app),
        timeZone: app.config.businessTimeZone,
        instructions: app.config.payoffInstructions,
      }),
  );

  // One stored file's content (the contract read lists files by their metadata only).
  app.get(
    '/Contract/:id/attachment/:fileId',
    {
      onRequest: app.requireUser,
      config: { download: true },
      schema: { ...secured, params: attachmentParamsSchema, response: { 200: fileResponseSchema, ...errorResponses } },
    },
    async (request) =>
      attachmentFile(db, callerOf(request).user, businessToday(app), request.params.id, request.params.fileId),
  );

  app.get(
    '/Contract/:id/disclosure',
    {
      onRequest: app.requireUser,
      config: { download: true },
      schema: { ...secured, params: idParamSchema, response: { 200: fileResponseSchema, ...errorResponses } },
    },
    async (request) =>
      disclosureFile(db, callerOf(request).user, request.params.id, {
        today: businessToday(app),
        timeZone: app.config.businessTimeZone,
      }),
  );
};
