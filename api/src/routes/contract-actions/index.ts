// docs/product.md: what happens to a contract after it is requested. Administrators' actions (statuses,
// money, parties, documents, edits) need an Approved administrator and are audited in the transaction of the change;
// comments and the payoff statement are for anyone who may read the contract. Each change locks the contract's row
// first, so once-only facts and the money rules are decided on what no concurrent request is changing.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { ExpressionBuilder, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import {
  CONTRACT_MESSAGES, MESSAGES, MONEY_RULE_MESSAGES, amountOnDaySchema, checkDateProblem, checkVersusApproved, commentSchema, commentInputSchema, commentVisibilitySchema,
  contractAuditPageSchema, contractAuditQuerySchema, contractMoney, contractPartyAddSchema, contractReadSchema, contractUpdateSchema, dollarsToCents,
  fileResponseSchema, idParamSchema, movementDateProblem, overpaymentMessage, statusUpdateSchema, uploadCommentAttachmentSchema, uploadDocumentSchema,
  validateReducedAmount, MAX_DOCUMENT_BYTES, MAX_PARTY_ATTACHMENT_BYTES, MAX_PARTY_COMMENTS,
} from '@litfund/domain';
import type { ContractsTable, Database } from '../../db/schema.ts';
import { HttpError, badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { messageSchema } from '../../users/schemas.ts';
import { audit } from '../../audit/audit-log.ts';
import { scheduleOfState } from '../../pricing/rate-sets.ts';
import { assertVisible, isAdmin } from '../../contracts/access.ts';
import { contractAuditTrail, contractSnapshot } from '../../contracts/audit.ts';
import { storedFileName, uploadedDocument } from '../../contracts/files.ts';
import { assertMayFund, fundedCentsOf, isClosed, lockedContract, moneyInput } from '../../contracts/money.ts';
import { NOTIFIED_STATUSES, notifyParties } from '../../contracts/notify.ts';
import { payoffStatementText, renderStatementPdf } from '../../contracts/payoff-statement.ts';
import { loadMoneyFacts, readContract } from '../../contracts/read.ts';
import { businessToday } from '../../contracts/today.ts';
import { callerOf } from '../../plugins/auth.ts';

const errors = {
  400: messageSchema.passthrough(), 401: messageSchema, 403: messageSchema, 404: messageSchema, 409: messageSchema.passthrough(), 413: messageSchema,
  415: messageSchema,
};
const secured = { tags: ['contracts'], security: [{ bearer: [] }] };
/** base64 of a 10 MiB file plus the JSON around it. */
const DOCUMENT_BODY_LIMIT = Math.ceil(MAX_DOCUMENT_BYTES / 3) * 4 + 64 * 1024;
/** A contract and its additional-funds requests. */
const ofCase = (id: number) => (eb: ExpressionBuilder<Database, 'contracts'>) => eb.or([eb('id', '=', id), eb('parent_contract_id', '=', id)]);
const CHILD_FUNDED_FROM_CASE = 'An additional-funds request is funded from its case: add the additional funding there and name this request';
const CHECK_SENT_TWICE = 'CheckSent has already been recorded for this contract';
const DEFAULT_PAYOFF_INSTRUCTIONS = 'Wire the payoff to LitFund Funding LLC, or mail a check to LitFund, quoting the contract number.';

/** A calendar day recorded as that day at 12:00 UTC (the 12:00 rule), so it reads back as the same day. */
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

type ContractRow = Selectable<ContractsTable>;
const field = (path: string, message: string) => badRequest(message, [{ path, message }]);

/** The check of a contract: a parent's is on its row, a child request's is the value of its CheckSent status. */
async function checkCentsOf(trx: Kysely<Database>, contract: ContractRow): Promise<number | null> {
  if (contract.check_amount_cents != null || contract.parent_contract_id == null) return contract.check_amount_cents;
  const status = await trx.selectFrom('contract_statuses').select('status_value_cents').where('contract_id', '=', contract.id).where('status', '=', 'CheckSent').executeTakeFirst();
  return status?.status_value_cents ?? null;
}

export const contractActionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const today = () => businessToday(app);
  const read = async (id: number, admin: boolean) => (await readContract(db, id, { admin, today: today(), timeZone: app.config.businessTimeZone }))!;
  const adminAction = { preHandler: app.requireApprovedAdmin };
  /** An Approved administrator's action on /Contract/{id}/...: the body's schema in, the whole contract out. */
  const contractAction = <B extends z.ZodType>(body: B) => ({
    ...adminAction,
    schema: { ...secured, params: idParamSchema, body, response: { 200: contractReadSchema, ...errors } },
  });
  const snapshotOf = (trx: Kysely<Database>, id: number) => contractSnapshot(trx, id, { today: today(), timeZone: app.config.businessTimeZone });
  /**
   * Runs an admin change and writes its audit row (the contract before and after) in one transaction: both commit or
   * neither. The contract's row is locked first, so the change decides on, and the row records, what no one else is
   * changing at the same time.
   */
  const inAuditedTransaction = <T>(id: number, actorId: number, action: string, change: (trx: Transaction<Database>, contract: ContractRow) => Promise<T>) =>
    db.transaction().execute(async (trx) => {
      const contract = await lockedContract(trx, id);
      if (!contract) throw notFound(MESSAGES.notFound);
      const before = await snapshotOf(trx, id);
      const result = await change(trx, contract);
      await audit(trx, actorId, action, 'contract', id, before, await snapshotOf(trx, id));
      return result;
    });
  /** An audited change answering the whole contract. */
  const audited = async (id: number, actorId: number, action: string, change: (trx: Transaction<Database>, contract: ContractRow) => Promise<void>) => {
    await inAuditedTransaction(id, actorId, action, change);
    return read(id, true);
  };

  app.post('/Contract/:id/statusUpdate', contractAction(statusUpdateSchema), async (request) => {
    const { id } = request.params;
    const input = request.body;
    const actor = callerOf(request).user;
    const checkSent = input.contractsStatus === 'CheckSent';
    const statusDate = checkSent ? atNoon(input.dateChange!) : new Date();
    const answer = await audited(id, actor.id, 'contract.status', async (trx, contract) => {
      const changes: Updateable<ContractsTable> = { current_status: input.contractsStatus, current_status_at: statusDate };
      let valueCents: number | null = null;
      if (checkSent) {
        // Money reaches an additional-funds request only as a tranche of its case, which prices and counts it.
        if (contract.parent_contract_id != null) throw conflict(CHILD_FUNDED_FROM_CASE);
        if (contract.check_amount_cents != null) throw conflict(CHECK_SENT_TWICE);
        valueCents = dollarsToCents(input.statusValue!)!;
        const badDate = checkDateProblem(input.dateChange!, { requestedOn: contract.requested_on, accidentOn: contract.date_accident }, today());
        if (badDate) throw field('dateChange', badDate);
        const overApproved = checkVersusApproved(valueCents, contract.amount_approved_cents, false);
        if (overApproved) throw field('statusValue', overApproved);
        await assertMayFund(trx, contract.client_user_id, valueCents);
        if (contract.parent_contract_id == null) {
          const client = await trx.selectFrom('users').select(['state_id', 'additional_fee_bp']).where('id', '=', contract.client_user_id).executeTakeFirstOrThrow();
          const schedule = client.state_id == null ? null : await scheduleOfState(trx, client.state_id);
          if (!schedule || (schedule.pre.length === 0 && schedule.post.length === 0)) {
            throw conflict("The plaintiff's state has no interest rates: add them before recording CheckSent");
          }
          Object.assign(changes, {
            check_amount_cents: valueCents, check_date: input.dateChange!, check_number: input.checkNumber ?? contract.check_number,
            rate_snapshot: JSON.stringify(schedule), fee_snapshot_bp: client.additional_fee_bp,
          });
        }
      }
      // Reopening a funded contract brings its principal back into the plaintiff's open total: the same rules as new money.
      if (!checkSent && isClosed(contract.current_status) && !isClosed(input.contractsStatus) && contract.check_amount_cents != null) {
        await assertMayFund(trx, contract.client_user_id, await fundedCentsOf(trx, contract));
      }
      await trx.updateTable('contracts').set(changes).where('id', '=', id).execute();
      // A child request's one CheckSent is decided by the partial unique index on the history.
      const appended = await trx.insertInto('contract_statuses')
        .values({ contract_id: id, status: input.contractsStatus, status_date: statusDate, status_value_cents: valueCents, user_id: actor.id })
        .onConflict((oc) => oc.column('contract_id').where('status', '=', 'CheckSent').doNothing()).returning('id').executeTakeFirst();
      if (!appended) throw conflict(CHECK_SENT_TWICE);
      if ((NOTIFIED_STATUSES as readonly string[]).includes(input.contractsStatus)) {
        await notifyParties(app, trx, id, `Your contract is now ${input.contractsStatus}`, `The status of your LitFund contract changed to ${input.contractsStatus}.`);
      }
    });
    return answer;
  });

  app.post('/Contract/:id/updateAmountPayment', { ...contractAction(amountOnDaySchema), config: { idempotent: true } }, async (request) => {
    const { id } = request.params;
    const input = request.body;
    const actor = callerOf(request).user;
    const cents = dollarsToCents(input.amount)!;
    return audited(id, actor.id, 'contract.payment', async (trx, contract) => {
      const facts = await loadMoneyFacts(trx, id);
      const pricing = facts ? moneyInput(facts, today(), app.config.businessTimeZone) : null;
      if (!pricing) throw conflict(MONEY_RULE_MESSAGES.notFunded);
      const dateProblem = movementDateProblem(input.date, contract.check_date, today());
      if (dateProblem) throw field('date', dateProblem);
      // Above what is owed today needs the administrator's explicit confirmation; the portal asks and sends the flag.
      const owedCents = contractMoney(pricing).totalDueCents;
      if (cents > owedCents && input.confirmOverpayment !== true) {
        throw new HttpError(409, overpaymentMessage(cents, owedCents), [{ path: 'confirmOverpayment', message: MONEY_RULE_MESSAGES.confirmOverpayment }]);
      }
      await trx.insertInto('contract_payments').values({ contract_id: id, amount_cents: cents, paid_on: input.date, user_id: actor.id }).execute();
    });
  });

  app.post('/Contract/:id/addAdditionalFundingRequest', { ...contractAction(amountOnDaySchema), config: { idempotent: true } }, async (request) => {
    const { id } = request.params;
    const input = request.body;
    const actor = callerOf(request).user;
    const childId = input.childContractId ?? null;
    const cents = dollarsToCents(input.amount)!;
    return audited(id, actor.id, 'contract.additionalFunding', async (trx, contract) => {
      if (contract.check_amount_cents == null) throw conflict('Additional funding needs the check of the original funding (CheckSent) first');
      // A closed contract's payoff is frozen: money sent now would never be owed. Reopening it meets the rules first.
      if (isClosed(contract.current_status)) throw conflict('The contract is closed: reopen it before adding funding');
      // The reduced amount is the agreed payoff: money sent after it would never be owed.
      if (contract.amount_reduced_cents != null) throw conflict('The payoff was reduced: no funding can be added after a reduction');
      const dateProblem = movementDateProblem(input.date, contract.check_date, today());
      if (dateProblem) throw field('date', dateProblem);
      if (childId != null) {
        const child = await trx.selectFrom('contracts').select(['parent_contract_id', 'current_status', 'amount_approved_cents']).where('id', '=', childId).forUpdate().executeTakeFirst();
        if (!child || child.parent_contract_id !== id) throw badRequest('The additional-funds request belongs to another contract', [{ path: 'childContractId', message: 'Choose a request of this contract' }]);
        // A request is funded as it was decided: not once declined or closed, and not above its approved amount.
        if (child.current_status === 'Declined' || isClosed(child.current_status)) throw conflict('This additional-funds request was declined or closed: it cannot be funded');
        const overApproved = checkVersusApproved(cents, child.amount_approved_cents, false);
        if (overApproved) throw field('amount', overApproved);
      }
      await assertMayFund(trx, contract.client_user_id, cents);
      const inserted = await trx.insertInto('contract_tranches')
        .values({ contract_id: id, amount_cents: cents, funded_on: input.date, child_contract_id: childId, user_id: actor.id })
        .onConflict((oc) => oc.column('child_contract_id').doNothing()).returning('id').executeTakeFirst();
      if (!inserted) throw conflict('This additional-funds request has already been funded');
      if (childId != null) {
        await trx.updateTable('contracts').set({ current_status: 'CheckSent', current_status_at: atNoon(input.date) }).where('id', '=', childId).execute();
        await trx.insertInto('contract_statuses').values({ contract_id: childId, status: 'CheckSent', status_date: atNoon(input.date), status_value_cents: cents, user_id: actor.id })
          .onConflict((oc) => oc.column('contract_id').where('status', '=', 'CheckSent').doNothing()).execute();
      }
    });
  });

  app.post('/Contract/:id/update', contractAction(contractUpdateSchema), async (request) => {
    const { id } = request.params;
    const input = request.body;
    const actor = callerOf(request).user;
    return audited(id, actor.id, 'contract.update', async (trx, contract) => {
      const changes: Updateable<ContractsTable> = caseFieldChanges(input);
      const funded = contract.check_amount_cents != null;
      if (input.contractType && input.contractType !== contract.contract_type) {
        if (funded) throw conflict('The contract type cannot change after CheckSent');
        changes.contract_type = input.contractType;
      }
      if (input.contractClientDTO && input.contractClientDTO.userId !== contract.client_user_id) {
        if (funded) throw conflict('The plaintiff cannot change after CheckSent');
        if (contract.parent_contract_id != null) throw conflict("An additional-funds request has its case's plaintiff: change the case's");
        const client = await trx.selectFrom('users').select('user_type').where('id', '=', input.contractClientDTO.userId).executeTakeFirst();
        if (client?.user_type !== 'Client') throw field('contractClientDTO.userId', 'Choose a plaintiff');
        changes.client_user_id = input.contractClientDTO.userId;
      }
      const approvedCents = input.amountApproved ? dollarsToCents(input.amountApproved.amount)! : null;
      const reducedCents = input.amountReduced ? dollarsToCents(input.amountReduced.amount)! : null;
      // Sending the recorded value again (the client posts the whole contract back) is no change, not a conflict.
      const newApproval = approvedCents != null && approvedCents !== contract.amount_approved_cents;
      const newReduction = reducedCents != null && reducedCents !== contract.amount_reduced_cents;
      if (newApproval) {
        if (contract.amount_approved_cents != null) throw conflict('The approved amount has already been recorded');
        const belowCheck = checkVersusApproved(await checkCentsOf(trx, contract), approvedCents, true);
        if (belowCheck) throw field('amountApproved.amount', belowCheck);
      }
      if (newReduction) {
        if (contract.amount_reduced_cents != null) throw conflict('The reduced amount has already been recorded');
        const facts = await loadMoneyFacts(trx, id);
        const pricing = facts ? moneyInput(facts, today(), app.config.businessTimeZone) : null;
        if (!pricing) throw conflict('A reduced amount needs a funded contract (CheckSent) first');
        const problem = validateReducedAmount(reducedCents, contractMoney({ ...pricing, reducedCents: null }).owedCents);
        if (problem) throw field('amountReduced.amount', problem);
      }
      if (newApproval) {
        Object.assign(changes, {
          amount_approved_cents: approvedCents, approved_on: today(), approved_by_user_id: actor.id, approved_rate_bp: contract.insert_rate_bp,
          check_number: input.amountApproved?.checkNumber ?? contract.check_number,
        });
      }
      if (newReduction) Object.assign(changes, { amount_reduced_cents: reducedCents, reduced_on: input.amountReduced?.date ?? today() });
      // The row is locked, so the once-only checks above hold until the commit.
      if (Object.keys(changes).length > 0) await trx.updateTable('contracts').set(changes).where('id', '=', id).execute();
      // The case's additional-funds requests are the same plaintiff's.
      if (changes.client_user_id != null) {
        await trx.updateTable('contracts').set({ client_user_id: changes.client_user_id }).where('parent_contract_id', '=', id).execute();
      }
    });
  });

  for (const [path, role, type, label] of [
    ['addAttorney', 'attorney', 'Attorney', 'an attorney'], ['addLawFirm', 'lawFirm', 'LawFirm', 'a law firm'],
  ] as const) {
    app.post(`/Contract/:id/${path}`, contractAction(contractPartyAddSchema), async (request) => {
      const { id } = request.params;
      const actor = callerOf(request).user;
      return audited(id, actor.id, `contract.${path}`, async (trx) => {
        const user = await trx.selectFrom('users').select('user_type').where('id', '=', request.body.userId).executeTakeFirst();
        if (user?.user_type !== type) throw field('userId', `Choose ${label}`);
        await trx.insertInto('contract_parties').values({ contract_id: id, role, user_id: request.body.userId, linked_on: request.body.date ?? today() }).execute();
        // The last entry is the responsible one (docs/product.md); the case's additional-funds requests follow it, so
        // the counsel who took the case over reads them and the one who left it does not.
        await trx.updateTable('contracts').set(role === 'attorney' ? { responsible_attorney_id: request.body.userId } : { responsible_law_firm_id: request.body.userId })
          .where(ofCase(id)).execute();
      });
    });
  }

  app.post('/Contract/:id/uploadDocument', { ...contractAction(uploadDocumentSchema), bodyLimit: DOCUMENT_BODY_LIMIT }, async (request) => {
    const { id } = request.params;
    const actor = callerOf(request).user;
    const { bytes, mime } = uploadedDocument(request.body.documentBase64String);
    return audited(id, actor.id, 'contract.document', async (trx, contract) => {
      // Replacing keeps the history: the read shows the latest file of each type.
      await trx.insertInto('contract_files').values({
        contract_id: id, comment_id: null, type: request.body.type, mime_type: mime, file_name: storedFileName(contract.identifier ?? String(id), request.body.type, mime),
        content: bytes, user_id: actor.id,
      }).execute();
    });
  });

  const commentsOf = async (id: number, admin: boolean) => (await read(id, admin)).contractComments;

  app.post('/Contract/:id/addComment', {
    preHandler: app.requireUser,
    schema: { ...secured, params: idParamSchema, body: commentInputSchema, response: { 200: z.array(commentSchema), ...errors } },
  }, async (request) => {
    const { id } = request.params;
    const caller = callerOf(request).user;
    await assertVisible(db, id, caller);
    const admin = isAdmin(caller);
    // Admins' comments start hidden unless marked visible; anyone else's are visible to the parties.
    const visible = admin ? request.body.visible ?? false : true;
    const insert = (trx: Kysely<Database>) => trx.insertInto('contract_comments').values({ contract_id: id, user_id: caller.id, comment_text: request.body.commentText, visible }).execute();
    if (admin) {
      await inAuditedTransaction(id, caller.id, 'contract.comment', async (trx) => {
        await insert(trx);
        if (visible) await notifyParties(app, trx, id, 'A new comment on your contract', 'LitFund added a comment to your contract.');
      });
    } else {
      await db.transaction().execute(async (trx) => {
        // Every party's read of the contract carries its comments: one party may not grow it without bound. Counted
        // under the contract's lock, so parallel posts cannot pass the cap together.
        await lockedContract(trx, id);
        const { n } = await trx.selectFrom('contract_comments').select((eb) => eb.fn.countAll<number>().as('n'))
          .where('contract_id', '=', id).where('user_id', '=', caller.id).executeTakeFirstOrThrow();
        if (Number(n) >= MAX_PARTY_COMMENTS) throw conflict(CONTRACT_MESSAGES.commentQuota);
        await insert(trx);
      });
    }
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
    const actor = callerOf(request).user;
    await inAuditedTransaction(id, actor.id, 'contract.comment.visibility', async (trx) => {
      const updated = await trx.updateTable('contract_comments').set({ visible: request.body.visible }).where('id', '=', commentId).where('contract_id', '=', id)
        .returning('id').executeTakeFirst();
      if (!updated) throw notFound(MESSAGES.notFound);
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
    const caller = callerOf(request).user;
    await assertVisible(db, id, caller);
    // The payload names no comment: the attachment goes with the caller's latest comment on the contract.
    let query = db.selectFrom('contract_comments').select('id').where('contract_id', '=', id).where('user_id', '=', caller.id);
    if (request.body.commentId) query = query.where('id', '=', request.body.commentId);
    const comment = await query.orderBy('id', 'desc').executeTakeFirst();
    if (!comment) throw badRequest(CONTRACT_MESSAGES.attachmentNotSaved, [{ path: 'commentId', message: 'Add a comment first' }]);
    const { bytes, mime } = uploadedDocument(request.body.documentBase64String);
    const insert = async (trx: Kysely<Database>, contract: Pick<ContractRow, 'identifier'>) => {
      await trx.insertInto('contract_files').values({
        contract_id: id, comment_id: comment.id, type: 0, mime_type: mime, file_name: storedFileName(contract.identifier ?? String(id), 0, mime), content: bytes, user_id: caller.id,
      }).execute();
    };
    const admin = isAdmin(caller);
    if (admin) await inAuditedTransaction(id, caller.id, 'contract.commentAttachment', insert);
    else {
      await db.transaction().execute(async (trx) => {
        // Every party's read of the contract carries its attachments: one party may not fill it for everyone. Under the
        // contract's lock, so parallel uploads cannot pass the quota together.
        const contract = (await lockedContract(trx, id))!;
        const used = await trx.selectFrom('contract_files').select(sql<number>`coalesce(sum(octet_length(content)), 0)::bigint`.as('bytes'))
          .where('contract_id', '=', id).where('user_id', '=', caller.id).where('comment_id', 'is not', null).executeTakeFirstOrThrow();
        if (Number(used.bytes) + bytes.length > MAX_PARTY_ATTACHMENT_BYTES) throw new HttpError(413, CONTRACT_MESSAGES.attachmentQuota);
        await insert(trx, contract);
      });
    }
    return commentsOf(id, admin);
  });

  app.get('/Contract/:id/audit', {
    ...adminAction,
    schema: { ...secured, params: idParamSchema, querystring: contractAuditQuerySchema, response: { 200: contractAuditPageSchema, ...errors } },
  }, async (request) => {
    const { id } = request.params;
    await assertVisible(db, id, callerOf(request).user);
    return contractAuditTrail(db, id, request.query.page, request.query.pageSize);
  });

  app.get('/Contract/:id/payoffStatement', {
    preHandler: app.requireUser,
    schema: { ...secured, params: idParamSchema, response: { 200: fileResponseSchema, ...errors } },
  }, async (request) => {
    const { id } = request.params;
    const caller = callerOf(request).user;
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
