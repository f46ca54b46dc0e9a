// SPEC section 7 "Contracts": what happens to a contract after it is requested. Administrators' actions (statuses,
// money, parties, documents, edits) need an Approved administrator and are audited; comments and the payoff
// statement are for anyone who may read the contract. Once-only facts are decided by conditional writes.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely, Updateable } from 'kysely';
import {
  CONTRACT_MESSAGES, MESSAGES, amountOnDaySchema, commentSchema, commentInputSchema, commentVisibilitySchema, contractMoney,
  contractPartyAddSchema, contractReadSchema, contractUpdateSchema, dollarsToCents, fileResponseSchema, formatUsd, idParamSchema,
  statusUpdateSchema, uploadCommentAttachmentSchema, uploadDocumentSchema, validateReducedAmount,
} from '@litfund/domain';
import type { ContractsTable, Database } from '../../db/schema.ts';
import { HttpError, badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { messageSchema } from '../../users/schemas.ts';
import { audit, decodeBase64 } from '../../users/helpers.ts';
import { scheduleOfState } from '../../pricing/rate-sets.ts';
import { assertVisible, isAdmin } from '../../contracts/access.ts';
import { DOCUMENT_FORMATS, sniffDocument } from '../../contracts/files.ts';
import { moneyInput } from '../../contracts/money.ts';
import { NOTIFIED_STATUSES, notifyParties } from '../../contracts/notify.ts';
import { payoffStatementText, renderStatementPdf } from '../../contracts/payoff-statement.ts';
import { loadMoneyFacts, readContract } from '../../contracts/read.ts';
import { businessToday } from '../../contracts/today.ts';
import { MAX_DOCUMENT_BYTES } from '@litfund/domain';

const errors = {
  400: messageSchema.passthrough(), 401: messageSchema, 403: messageSchema, 404: messageSchema, 409: messageSchema, 413: messageSchema, 415: messageSchema,
};
const secured = { tags: ['contracts'], security: [{ bearer: [] }] };
/** base64 of a 10 MiB file plus the JSON around it. */
const DOCUMENT_BODY_LIMIT = Math.ceil(MAX_DOCUMENT_BYTES / 3) * 4 + 64 * 1024;
const CHECK_SENT_TWICE = 'CheckSent has already been recorded for this contract';
const DEFAULT_PAYOFF_INSTRUCTIONS = 'Wire the payoff to LitFund Funding LLC, or mail a check to LitFund, quoting the contract number.';

/** A calendar day recorded as that day at 12:00 UTC (SPEC's 12:00 rule), so it reads back as the same day. */
const atNoon = (day: string) => new Date(`${day}T12:00:00.000Z`);

/** Wire name -> column of the case fields an administrator edits; money is converted to cents. */
const CASE_FIELD_COLUMNS = {
  caseId: 'case_id', estimatedSettlement: 'estimated_settlement', estimatedAdditional: 'estimated_additional', recipientCheck: 'recipient_check',
  estimatedDuration: 'estimated_duration', opposingInsurance: 'opposing_insurance', insuranceAdjuster: 'insurance_adjuster',
  adjusterPhone: 'adjuster_phone', claimNumber: 'claim_number', liability: 'liability', propertyDamage: 'property_damage',
  injuryLevel: 'injury_level', dateAccident: 'date_accident', caseManager: 'case_manager', accidentDescription: 'accident_description',
} as const;

function caseFieldChanges(input: z.output<typeof contractUpdateSchema>): Updateable<ContractsTable> {
  const changes: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(CASE_FIELD_COLUMNS)) {
    const value = input[field as keyof typeof CASE_FIELD_COLUMNS];
    if (value !== undefined) changes[column] = value;
  }
  if (input.amountSettlement !== undefined) changes.amount_settlement_cents = input.amountSettlement == null ? null : dollarsToCents(input.amountSettlement);
  return changes as Updateable<ContractsTable>;
}

async function contractRow(db: Kysely<Database>, id: number) {
  const row = await db.selectFrom('contracts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(MESSAGES.notFound);
  return row;
}

export const contractActionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const today = () => businessToday(app);
  const read = async (id: number, admin: boolean) => (await readContract(db, id, { admin, today: today(), timeZone: app.config.businessTimeZone }))!;
  const snapshot = async (id: number) => JSON.stringify(await readContract(db, id, { admin: true, today: today(), timeZone: app.config.businessTimeZone }));
  const adminAction = { preHandler: app.requireApprovedAdmin };
  /** An Approved administrator's action on /Contract/{id}/...: the body's schema in, the whole contract out. */
  const contractAction = <B extends z.ZodType>(body: B) => ({
    ...adminAction,
    schema: { ...secured, params: idParamSchema, body, response: { 200: contractReadSchema, ...errors } },
  });
  /** Runs an admin change, writes the audit row with the contract before and after, and answers the contract. */
  const audited = async (id: number, actorId: number, action: string, change: () => Promise<void>) => {
    const before = await snapshot(id);
    await change();
    await audit(db, actorId, action, 'contract', id, before, await snapshot(id));
    return read(id, true);
  };

  app.post('/Contract/:id/statusUpdate', contractAction(statusUpdateSchema), async (request) => {
    const { id } = request.params;
    const input = request.body;
    const actor = request.caller!.user;
    const contract = await contractRow(db, id);
    const checkSent = input.contractsStatus === 'CheckSent';
    const statusDate = checkSent ? atNoon(input.dateChange!) : new Date();
    const changes: Updateable<ContractsTable> = { current_status: input.contractsStatus, current_status_at: statusDate };
    let valueCents: number | null = null;
    if (checkSent) {
      valueCents = dollarsToCents(input.statusValue!)!;
      if (contract.amount_approved_cents != null && valueCents > contract.amount_approved_cents) {
        const message = `The check may not exceed the approved amount (${formatUsd(contract.amount_approved_cents)})`;
        throw badRequest(message, [{ path: 'statusValue', message }]);
      }
      if (contract.parent_contract_id == null) {
        const client = await db.selectFrom('users').select(['state_id', 'additional_fee_bp']).where('id', '=', contract.client_user_id).executeTakeFirstOrThrow();
        const schedule = client.state_id == null ? null : await scheduleOfState(db, client.state_id);
        if (!schedule || (schedule.pre.length === 0 && schedule.post.length === 0)) {
          throw conflict("The plaintiff's state has no interest rates: add them before recording CheckSent");
        }
        Object.assign(changes, {
          check_amount_cents: valueCents, check_date: input.dateChange!, check_number: input.checkNumber ?? contract.check_number,
          rate_snapshot: JSON.stringify(schedule), fee_snapshot_bp: client.additional_fee_bp,
        });
      }
    }
    const answer = await audited(id, actor.id, 'contract.status', () => db.transaction().execute(async (trx) => {
      // The contract row's update comes first: it locks the row, so appends to one contract are serialized and
      // current_status always mirrors the last history entry.
      let query = trx.updateTable('contracts').set(changes).where('id', '=', id);
      // A parent's check lives on its row, so a waiting writer re-checks it; a child request's one CheckSent is
      // decided by the partial unique index on the history.
      if (checkSent && contract.parent_contract_id == null) query = query.where('check_amount_cents', 'is', null);
      const updated = await query.returning('id').executeTakeFirst();
      if (!updated) throw conflict(CHECK_SENT_TWICE);
      const appended = await trx.insertInto('contract_statuses')
        .values({ contract_id: id, status: input.contractsStatus, status_date: statusDate, status_value_cents: valueCents, user_id: actor.id })
        .onConflict((oc) => oc.column('contract_id').where('status', '=', 'CheckSent').doNothing()).returning('id').executeTakeFirst();
      if (!appended) throw conflict(CHECK_SENT_TWICE);
      if ((NOTIFIED_STATUSES as readonly string[]).includes(input.contractsStatus)) {
        await notifyParties(app, trx, id, `Your contract is now ${input.contractsStatus}`, `The status of your LitFund contract changed to ${input.contractsStatus}.`);
      }
    }));
    return answer;
  });

  app.post('/Contract/:id/updateAmountPayment', { ...contractAction(amountOnDaySchema), config: { idempotent: true } }, async (request) => {
    const { id } = request.params;
    const actor = request.caller!.user;
    await contractRow(db, id);
    return audited(id, actor.id, 'contract.payment', async () => {
      await db.insertInto('contract_payments').values({ contract_id: id, amount_cents: dollarsToCents(request.body.amount)!, paid_on: request.body.date, user_id: actor.id }).execute();
    });
  });

  app.post('/Contract/:id/addAdditionalFundingRequest', { ...contractAction(amountOnDaySchema), config: { idempotent: true } }, async (request) => {
    const { id } = request.params;
    const input = request.body;
    const actor = request.caller!.user;
    const contract = await contractRow(db, id);
    if (contract.check_amount_cents == null) throw conflict('Additional funding needs the check of the original funding (CheckSent) first');
    const childId = input.childContractId ?? null;
    if (childId != null) {
      const child = await db.selectFrom('contracts').select('parent_contract_id').where('id', '=', childId).executeTakeFirst();
      if (!child || child.parent_contract_id !== id) throw badRequest('The additional-funds request belongs to another contract', [{ path: 'childContractId', message: 'Choose a request of this contract' }]);
    }
    const cents = dollarsToCents(input.amount)!;
    return audited(id, actor.id, 'contract.additionalFunding', () => db.transaction().execute(async (trx) => {
      const inserted = await trx.insertInto('contract_tranches')
        .values({ contract_id: id, amount_cents: cents, funded_on: input.date, child_contract_id: childId, user_id: actor.id })
        .onConflict((oc) => oc.column('child_contract_id').doNothing()).returning('id').executeTakeFirst();
      if (!inserted) throw conflict('This additional-funds request has already been funded');
      if (childId != null) {
        await trx.updateTable('contracts').set({ current_status: 'CheckSent', current_status_at: atNoon(input.date) }).where('id', '=', childId).execute();
        await trx.insertInto('contract_statuses').values({ contract_id: childId, status: 'CheckSent', status_date: atNoon(input.date), status_value_cents: cents, user_id: actor.id })
          .onConflict((oc) => oc.column('contract_id').where('status', '=', 'CheckSent').doNothing()).execute();
      }
    }));
  });

  app.post('/Contract/:id/update', contractAction(contractUpdateSchema), async (request) => {
    const { id } = request.params;
    const input = request.body;
    const actor = request.caller!.user;
    const contract = await contractRow(db, id);
    const changes: Updateable<ContractsTable> = caseFieldChanges(input);
    const funded = contract.check_amount_cents != null;
    if (input.contractType && input.contractType !== contract.contract_type) {
      if (funded) throw conflict('The contract type cannot change after CheckSent');
      changes.contract_type = input.contractType;
    }
    if (input.contractClientDTO && input.contractClientDTO.userId !== contract.client_user_id) {
      if (funded) throw conflict('The plaintiff cannot change after CheckSent');
      const client = await db.selectFrom('users').select('user_type').where('id', '=', input.contractClientDTO.userId).executeTakeFirst();
      if (client?.user_type !== 'Client') throw badRequest('Choose a plaintiff', [{ path: 'contractClientDTO.userId', message: 'Choose a plaintiff' }]);
      changes.client_user_id = input.contractClientDTO.userId;
    }
    const approvedCents = input.amountApproved ? dollarsToCents(input.amountApproved.amount)! : null;
    const reducedCents = input.amountReduced ? dollarsToCents(input.amountReduced.amount)! : null;
    // Sending the recorded value again (SPEC's client posts the whole contract back) is no change, not a conflict.
    const newApproval = approvedCents != null && approvedCents !== contract.amount_approved_cents;
    const newReduction = reducedCents != null && reducedCents !== contract.amount_reduced_cents;
    if (newReduction) {
      const facts = await loadMoneyFacts(db, id);
      const pricing = facts ? moneyInput(facts, today(), app.config.businessTimeZone) : null;
      if (!pricing) throw conflict('A reduced amount needs a funded contract (CheckSent) first');
      const problem = validateReducedAmount(reducedCents, contractMoney({ ...pricing, reducedCents: null }).owedCents);
      if (problem) throw badRequest(problem, [{ path: 'amountReduced.amount', message: problem }]);
    }
    return audited(id, actor.id, 'contract.update', () => db.transaction().execute(async (trx) => {
      if (Object.keys(changes).length > 0) await trx.updateTable('contracts').set(changes).where('id', '=', id).execute();
      if (newApproval) {
        const done = await trx.updateTable('contracts')
          .set({ amount_approved_cents: approvedCents, approved_on: today(), approved_by_user_id: actor.id, approved_rate_bp: contract.insert_rate_bp, check_number: input.amountApproved?.checkNumber ?? contract.check_number })
          .where('id', '=', id).where('amount_approved_cents', 'is', null).returning('id').executeTakeFirst();
        if (!done) throw conflict('The approved amount has already been recorded');
      }
      if (newReduction) {
        const done = await trx.updateTable('contracts').set({ amount_reduced_cents: reducedCents, reduced_on: input.amountReduced?.date ?? today() })
          .where('id', '=', id).where('amount_reduced_cents', 'is', null).returning('id').executeTakeFirst();
        if (!done) throw conflict('The reduced amount has already been recorded');
      }
    }));
  });

  for (const [path, role, type, label] of [
    ['addAttorney', 'attorney', 'Attorney', 'an attorney'], ['addLawFirm', 'lawFirm', 'LawFirm', 'a law firm'],
  ] as const) {
    app.post(`/Contract/:id/${path}`, contractAction(contractPartyAddSchema), async (request) => {
      const { id } = request.params;
      const actor = request.caller!.user;
      await contractRow(db, id);
      const user = await db.selectFrom('users').select('user_type').where('id', '=', request.body.userId).executeTakeFirst();
      if (user?.user_type !== type) throw badRequest(`Choose ${label}`, [{ path: 'userId', message: `Choose ${label}` }]);
      return audited(id, actor.id, `contract.${path}`, () => db.transaction().execute(async (trx) => {
        await trx.insertInto('contract_parties').values({ contract_id: id, role, user_id: request.body.userId, linked_on: request.body.date ?? today() }).execute();
        // The last entry is the responsible one (SPEC section 3).
        await trx.updateTable('contracts').set(role === 'attorney' ? { responsible_attorney_id: request.body.userId } : { responsible_law_firm_id: request.body.userId })
          .where('id', '=', id).execute();
      }));
    });
  }

  const storedFile = (base64: string, declaredMime: string | undefined) => {
    const bytes = decodeBase64(base64);
    if (!bytes || bytes.length === 0) throw badRequest('The file is not valid base64', [{ path: 'documentBase64String', message: 'The file is not valid base64' }]);
    if (bytes.length > MAX_DOCUMENT_BYTES) throw new HttpError(413, 'The file is larger than 10 MiB');
    const mime = sniffDocument(bytes);
    if (!mime) throw new HttpError(415, DOCUMENT_FORMATS);
    void declaredMime;
    return { bytes, mime };
  };

  app.post('/Contract/:id/uploadDocument', { ...contractAction(uploadDocumentSchema), bodyLimit: DOCUMENT_BODY_LIMIT }, async (request) => {
    const { id } = request.params;
    const actor = request.caller!.user;
    await contractRow(db, id);
    const { bytes, mime } = storedFile(request.body.documentBase64String, request.body.mimeType);
    // Replacing keeps the history: the read shows the latest file of each type.
    const file = await db.insertInto('contract_files').values({
      contract_id: id, comment_id: null, type: request.body.type, mime_type: mime, file_name: request.body.fileName, content: bytes, user_id: actor.id,
    }).returning('id').executeTakeFirstOrThrow();
    await audit(db, actor.id, 'contract.document', 'contract', id, null, JSON.stringify({ fileId: file.id, type: request.body.type, fileName: request.body.fileName, mime }));
    return read(id, true);
  });

  const commentsOf = async (id: number, admin: boolean) => (await read(id, admin)).contractComments;

  app.post('/Contract/:id/addComment', {
    preHandler: app.requireUser,
    schema: { ...secured, params: idParamSchema, body: commentInputSchema, response: { 200: z.array(commentSchema), ...errors } },
  }, async (request) => {
    const { id } = request.params;
    const caller = request.caller!.user;
    await assertVisible(db, id, caller);
    const admin = isAdmin(caller);
    // Admins' comments start hidden unless marked visible; anyone else's are visible to the parties (DESIGN.md section 3).
    const visible = admin ? request.body.visible ?? false : true;
    await db.transaction().execute(async (trx) => {
      const comment = await trx.insertInto('contract_comments').values({ contract_id: id, user_id: caller.id, comment_text: request.body.commentText, visible })
        .returning('id').executeTakeFirstOrThrow();
      if (admin) {
        await audit(trx, caller.id, 'contract.comment', 'contract', id, null, JSON.stringify({ commentId: comment.id, visible }));
        if (visible) await notifyParties(app, trx, id, 'A new comment on your contract', 'LitFund added a comment to your contract.');
      }
    });
    return commentsOf(id, admin);
  });

  app.post('/Contract/:id/comments/:commentId/visibility', {
    ...adminAction,
    schema: {
      ...secured, params: idParamSchema.extend({ commentId: idParamSchema.shape.id }), body: commentVisibilitySchema,
      response: { 200: z.array(commentSchema), ...errors },
    },
  }, async (request) => {
    const { id, commentId } = request.params;
    const actor = request.caller!.user;
    await db.transaction().execute(async (trx) => {
      const updated = await trx.updateTable('contract_comments').set({ visible: request.body.visible }).where('id', '=', commentId).where('contract_id', '=', id)
        .returning('id').executeTakeFirst();
      if (!updated) throw notFound(MESSAGES.notFound);
      await audit(trx, actor.id, 'contract.comment.visibility', 'contract', id, null, JSON.stringify({ commentId, visible: request.body.visible }));
      if (request.body.visible) await notifyParties(app, trx, id, 'A new comment on your contract', 'LitFund shared a comment on your contract with you.');
    });
    return commentsOf(id, true);
  });

  app.post('/Contract/:id/uploadCommentAttachment', {
    preHandler: app.requireUser,
    bodyLimit: DOCUMENT_BODY_LIMIT,
    schema: { ...secured, params: idParamSchema, body: uploadCommentAttachmentSchema, response: { 200: z.array(commentSchema), ...errors } },
  }, async (request) => {
    const { id } = request.params;
    const caller = request.caller!.user;
    await assertVisible(db, id, caller);
    // SPEC's payload names no comment: the attachment goes with the caller's latest comment on the contract.
    let query = db.selectFrom('contract_comments').select('id').where('contract_id', '=', id).where('user_id', '=', caller.id);
    if (request.body.commentId) query = query.where('id', '=', request.body.commentId);
    const comment = await query.orderBy('id', 'desc').executeTakeFirst();
    if (!comment) throw badRequest(CONTRACT_MESSAGES.attachmentNotSaved, [{ path: 'commentId', message: 'Add a comment first' }]);
    const { bytes, mime } = storedFile(request.body.documentBase64String, request.body.mimeType);
    await db.insertInto('contract_files').values({
      contract_id: id, comment_id: comment.id, type: 0, mime_type: mime, file_name: request.body.fileName, content: bytes, user_id: caller.id,
    }).execute();
    return commentsOf(id, isAdmin(caller));
  });

  app.get('/Contract/:id/payoffStatement', {
    preHandler: app.requireUser,
    schema: { ...secured, params: idParamSchema, response: { 200: fileResponseSchema, ...errors } },
  }, async (request) => {
    const { id } = request.params;
    const caller = request.caller!.user;
    await assertVisible(db, id, caller);
    const day = today();
    const contract = await read(id, isAdmin(caller));
    const facts = await loadMoneyFacts(db, id);
    const pricing = facts ? moneyInput(facts, day, app.config.businessTimeZone) : null;
    const text = payoffStatementText(contract, pricing, day, app.config.payoffInstructions ?? DEFAULT_PAYOFF_INSTRUCTIONS);
    const pdf = await renderStatementPdf(text, day);
    return { mimeType: 'application/pdf', base64Content: pdf.toString('base64'), fileName: `payoff-statement-${contract.identifier || id}-${day}.pdf` };
  });
};
