// The funding agreement's life in the database: generated when the approved amount is recorded (or again after the
// terms change, voiding the open one), signed step by step with each step's evidence, declined, expired. Every change
// writes its audit row and queues its mail in the caller's transaction.
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  CLOSED_STATUSES,
  ROLE_LABELS,
  SIGNING_MESSAGES,
  SIGNING_ROLES,
  actProblem,
  currentStep,
  nextRole,
  plainSignatureText,
  signatureContentProblem,
  signingRequirements,
  stateAfterSigning,
  type AgreementFacts,
  type AgreementState,
  type DeclineBody,
  type SignBody,
  type SigningRequirements,
  type SigningRole,
  type StepState,
  voidsOnChange,
} from '@litfund/domain';
import type { AgreementStepsTable, AgreementsTable, Database } from '../db/schema.ts';
import type { CallerUser } from '../types.ts';
import { audit } from '../audit/audit-log.ts';
import { escapeHtml } from '../lib/html.ts';
import { HttpError, badField, conflict } from '../lib/http-error.ts';
import { disclosureTermsOf } from '../compliance/disclosure-document.ts';
import { renderFunderPdf, type FunderDocument } from '../documents/funder-pdf.ts';
import { readContract } from '../contracts/read.ts';
import { CURRENT_TEMPLATE, agreementDocument } from './agreement-document.ts';
import { inviteStep } from './invitations.ts';
import { finishAgreement } from './finish.ts';
import type { Actor, SigningContext } from './context.ts';

export type AgreementRow = Selectable<AgreementsTable>;
export type StepRow = Selectable<AgreementStepsTable>;

export const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

/** The rules' view of a stored agreement. */
export function factsOf(agreement: AgreementRow, steps: StepRow[]): AgreementFacts {
  return {
    state: agreement.state as AgreementState,
    documentSha256: agreement.document_sha256,
    requirements: agreement.requirements as SigningRequirements,
    steps: [...steps]
      .sort((a, b) => a.position - b.position)
      .map((s) => ({
        role: s.role as SigningRole,
        state: s.state as StepState,
        signerUserId: s.signer_user_id,
        invitedAt: s.invited_at ? new Date(s.invited_at).toISOString() : null,
      })),
  };
}

export async function stepsOf(db: Kysely<Database>, agreementId: number): Promise<StepRow[]> {
  return db
    .selectFrom('agreement_steps')
    .selectAll()
    .where('agreement_id', '=', agreementId)
    .orderBy('position')
    .execute();
}

/** The contract's latest agreement (open or not), or null. */
export async function latestAgreement(db: Kysely<Database>, contractId: number): Promise<AgreementRow | null> {
  return (
    (await db
      .selectFrom('agreements')
      .selectAll()
      .where('contract_id', '=', contractId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()) ?? null
  );
}

export async function agreementById(db: Kysely<Database>, id: number): Promise<AgreementRow> {
  return db.selectFrom('agreements').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The contract's open agreement, locked for the change the caller makes to it. */
async function lockedOpenAgreement(trx: Transaction<Database>, contractId: number): Promise<AgreementRow | null> {
  return (
    (await trx
      .selectFrom('agreements')
      .selectAll()
      .where('contract_id', '=', contractId)
      .where('state', '=', 'open')
      .forUpdate()
      .executeTakeFirst()) ?? null
  );
}

const summary = (agreement: Pick<AgreementRow, 'id' | 'state' | 'template_version' | 'document_sha256'>, extra = {}) =>
  JSON.stringify({
    agreement: agreement.id,
    state: agreement.state,
    template: agreement.template_version,
    documentSha256: agreement.document_sha256,
    ...extra,
  });

/**
 * Ends the agreement in force (open, or completed: domain `voidsOnChange`) because the amount, the terms or the counsel
 * changed; its signatures no longer hold, its links stop working, and its signed copy no longer counts for CheckSent.
 */
export async function voidOpenAgreement(
  trx: Transaction<Database>,
  actorId: number,
  contractId: number,
  reason: string,
): Promise<boolean> {
  const current = await trx
    .selectFrom('agreements')
    .selectAll()
    .where('contract_id', '=', contractId)
    .where('state', 'in', ['open', 'completed'])
    .orderBy('id', 'desc')
    .forUpdate()
    .execute();
  const ending = current.filter((a) => voidsOnChange({ state: a.state as AgreementState }));
  for (const agreement of ending) {
    await trx
      .updateTable('agreements')
      .set({ state: 'voided', closed_at: sql<Date>`now()`, closed_reason: reason })
      .where('id', '=', agreement.id)
      .execute();
    await audit(
      trx,
      actorId,
      'agreement.void',
      'contract',
      contractId,
      summary(agreement),
      summary({ ...agreement, state: 'voided' }, { reason }),
    );
  }
  return ending.length > 0;
}

/**
 * Generates the agreement from the current template and the contract as it stands (the approved amount, the
 * plaintiff's state's rates and law today), voiding the open one, and invites the plaintiff. 409 when the contract
 * cannot have one yet (no approved amount, no rates in the plaintiff's state, an additional-funds request).
 */
export async function generateAgreement(
  trx: Transaction<Database>,
  ctx: SigningContext,
  actor: CallerUser,
  contractId: number,
): Promise<AgreementRow> {
  const contract = await readContract(trx, contractId, { viewer: actor, today: ctx.today, timeZone: ctx.timeZone });
  if (!contract) throw new HttpError(404, 'Not found');
  const terms = await disclosureTermsOf(trx, contract, ctx);
  const row = await trx
    .selectFrom('contracts as c')
    .innerJoin('users as u', 'u.id', 'c.client_user_id')
    .select(['c.client_user_id', 'c.responsible_attorney_id', 'u.street', 'u.city', 'u.zip'])
    .where('c.id', '=', contractId)
    .executeTakeFirstOrThrow();
  await voidOpenAgreement(trx, actor.id, contractId, 'A new agreement was generated');
  const requirements = signingRequirements(terms.law);
  const document: FunderDocument = agreementDocument({
    contract,
    terms,
    requirements,
    plaintiffAddress: [row.street, row.city, terms.law.name, row.zip].filter(Boolean).join(', '),
    today: ctx.today,
  });
  const pdf = await renderFunderPdf(document);
  const agreement = await trx
    .insertInto('agreements')
    .values({
      contract_id: contractId,
      template_version: CURRENT_TEMPLATE,
      terms: JSON.stringify(document),
      requirements: JSON.stringify(requirements),
      document: pdf,
      document_sha256: sha256(pdf),
      created_by_user_id: actor.id,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const signers: Record<SigningRole, number | null> = {
    plaintiff: row.client_user_id,
    attorney: row.responsible_attorney_id,
    admin: null,
  };
  for (const [position, role] of SIGNING_ROLES.entries()) {
    await trx
      .insertInto('agreement_steps')
      .values({ agreement_id: agreement.id, role, position, signer_user_id: signers[role] })
      .execute();
  }
  await inviteStep(trx, ctx, agreement, 'plaintiff');
  await audit(trx, actor.id, 'agreement.generate', 'contract', contractId, null, summary(agreement));
  return agreement;
}

/** An administrator's "generate again": refused (409) once the contract is funded (CheckSent) or closed. */
export async function assertMayRegenerate(trx: Transaction<Database>, contractId: number): Promise<void> {
  const [contract, funded] = await Promise.all([
    trx.selectFrom('contracts').select('current_status').where('id', '=', contractId).executeTakeFirst(),
    trx
      .selectFrom('contract_statuses')
      .select('id')
      .where('contract_id', '=', contractId)
      .where('status', '=', 'CheckSent')
      .executeTakeFirst(),
  ]);
  const closed = (CLOSED_STATUSES as readonly string[]).includes(contract?.current_status ?? '');
  if (funded || closed) throw conflict(SIGNING_MESSAGES.fundedNoRegenerate);
}

/** Generates the agreement when the contract can have one; false (and nothing changed) when it cannot yet. */
export async function generateIfPossible(
  trx: Transaction<Database>,
  ctx: SigningContext,
  actor: CallerUser,
  contractId: number,
): Promise<boolean> {
  try {
    await generateAgreement(trx, ctx, actor, contractId);
    return true;
  } catch (error) {
    // No rates in the plaintiff's state yet: the approval stands, an administrator generates it once they exist.
    if (error instanceof HttpError && error.statusCode === 409) return false;
    throw error;
  }
}

const stepEvidence = (actor: Actor, documentSha256: string) => ({
  acted_at: sql<Date>`now()`,
  acted_by_user_id: actor.userId,
  via: actor.via,
  ip: actor.ip,
  user_agent: actor.userAgent.slice(0, 500),
  document_sha256: documentSha256,
});

/**
 * The open agreement of the contract, locked, with its steps; 409 when there is none, or when the caller acts on a
 * given agreement (an emailed link's) and that one is no longer the open one.
 */
async function openAgreementOf(trx: Transaction<Database>, contractId: number, agreementId?: number) {
  const agreement = await lockedOpenAgreement(trx, contractId);
  if (!agreement || (agreementId !== undefined && agreement.id !== agreementId))
    throw conflict(SIGNING_MESSAGES.notOpen);
  return { agreement, steps: await stepsOf(trx, agreement.id) };
}

/**
 * Signs the current step. `role` is the step the actor means to sign (a link names its step); the rules refuse a
 * wrong signer, a step out of order, an expired invitation, a changed document, missing initials or attestations.
 */
export async function signStep(
  trx: Transaction<Database>,
  ctx: SigningContext,
  actor: Actor,
  contractId: number,
  role: SigningRole | null,
  body: SignBody,
  agreementId?: number,
): Promise<AgreementRow> {
  const { agreement, steps } = await openAgreementOf(trx, contractId, agreementId);
  const facts = factsOf(agreement, steps);
  const acting = role ?? currentStep(facts)?.role ?? 'plaintiff';
  const refused = actProblem(facts, acting, actor, ctx.now, ctx.expiryDays, body.onBehalfOfPlaintiff ?? false);
  if (refused) throw conflict(refused);
  const content = signatureContentProblem(facts, acting, body);
  if (content) throw badField(content.path, content.message);
  const typedName = plainSignatureText(body.typedName);
  if (!typedName) throw badField('typedName', SIGNING_MESSAGES.typedNameRequired);
  const signature = body.signatureKind === 'typed' ? plainSignatureText(body.signature) : body.signature;
  if (!signature) throw badField('signature', SIGNING_MESSAGES.signatureRequired);
  const initials = body.initials ? plainSignatureText(body.initials) || null : null;
  if (body.initials && !initials) throw badField('initials', SIGNING_MESSAGES.initialsRequired);
  const step = steps.find((s) => s.role === acting)!;
  await trx
    .updateTable('agreement_steps')
    .set({
      ...stepEvidence(actor, agreement.document_sha256),
      state: 'signed',
      on_behalf: acting === 'plaintiff' && actor.userId !== step.signer_user_id,
      typed_name: typedName,
      signature_kind: body.signatureKind,
      signature,
      initials,
      attestations: acting === 'attorney' ? JSON.stringify(body.attestations ?? []) : null,
    })
    .where('id', '=', step.id)
    .execute();
  const state = stateAfterSigning(facts.steps, acting);
  const next = nextRole(acting);
  if (state === 'completed') await finishAgreement(trx, ctx, agreement, actor.userId);
  else if (next) await inviteStep(trx, ctx, agreement, next);
  await audit(
    trx,
    actor.userId,
    'agreement.sign',
    'contract',
    contractId,
    summary(agreement),
    summary({ ...agreement, state }, { step: ROLE_LABELS[acting], via: actor.via }),
  );
  return { ...agreement, state };
}

/**
 * The administrator's mail about a decline: the signer's reason is quoted and labelled as theirs (and escaped in the
 * HTML part), so text a signer types cannot pass for LitFund's own words.
 */
export function declineMail(step: string, contractId: number, reason: string, contractLink: string) {
  const quoted = reason
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const intro = `${step} declined the funding agreement of contract ${contractId}.`;
  const label = "The signer's reason, in their own words (quoted as written; not LitFund's text):";
  return {
    text: `${intro}\n\n${label}\n${quoted}\n\nSee the contract: ${contractLink}`,
    html:
      `<p>${escapeHtml(intro)}</p><p>${escapeHtml(label)}</p>` +
      `<blockquote style="border-left:3px solid #999;padding-left:8px;white-space:pre-wrap">` +
      `${escapeHtml(reason)}</blockquote><p>See the contract: <a href="${escapeHtml(contractLink)}">` +
      `${escapeHtml(contractLink)}</a></p>`,
  };
}

/** Declines the current step with a reason: the agreement ends, and an administrator generates a new one. */
export async function declineStep(
  trx: Transaction<Database>,
  ctx: SigningContext,
  actor: Actor,
  contractId: number,
  role: SigningRole | null,
  body: DeclineBody,
  agreementId?: number,
): Promise<void> {
  const { agreement, steps } = await openAgreementOf(trx, contractId, agreementId);
  const facts = factsOf(agreement, steps);
  const acting = role ?? currentStep(facts)?.role ?? 'plaintiff';
  const refused = actProblem(facts, acting, actor, ctx.now, ctx.expiryDays);
  if (refused) throw conflict(refused);
  const step = steps.find((s) => s.role === acting)!;
  await trx
    .updateTable('agreement_steps')
    .set({ ...stepEvidence(actor, agreement.document_sha256), state: 'declined', decline_reason: body.reason })
    .where('id', '=', step.id)
    .execute();
  const reason = `${ROLE_LABELS[acting]}: declined (${body.reason})`;
  await trx
    .updateTable('agreements')
    .set({ state: 'declined', closed_at: sql<Date>`now()`, closed_reason: reason })
    .where('id', '=', agreement.id)
    .execute();
  // The administrator who generated it decides what comes next (new terms, a new agreement, a paper one).
  const creator = agreement.created_by_user_id
    ? await trx.selectFrom('users').select('email').where('id', '=', agreement.created_by_user_id).executeTakeFirst()
    : undefined;
  if (creator) {
    await ctx.mail.mailer.enqueue(trx, {
      to: creator.email,
      subject: `The funding agreement was declined (${contractId})`,
      ...declineMail(ROLE_LABELS[acting], contractId, body.reason, `${ctx.publicUrl}/contract-page?${contractId}`),
    });
  }
  await audit(
    trx,
    actor.userId,
    'agreement.decline',
    'contract',
    contractId,
    summary(agreement),
    summary({ ...agreement, state: 'declined' }, { reason: body.reason }),
  );
}
