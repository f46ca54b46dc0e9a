// The last signature completes the agreement: the signed agreement (the document every signer saw, their signatures,
// the initials in each footer, the certificate page with the trail) and the attorney's acknowledgment are rendered,
// digitally signed by the funder, and stored as the contract's client contract (type 2) and attorney agreement
// (type 3), in the transaction of the countersignature.
import type { Transaction } from 'kysely';
import type { SigningRole } from '@litfund/domain';
import type { Database } from '../db/schema.ts';
import { renderFunderPdf, type FunderDocument } from '../documents/funder-pdf.ts';
import { storedFileName } from '../contracts/files.ts';
import { notifyParties } from '../contracts/notify.ts';
import { acknowledgmentDocument, signedAgreementDocument, type StepEvidence } from './agreement-document.ts';
import type { AgreementRow } from './agreements.ts';
import type { SigningContext } from './context.ts';
import { signPdf } from './pdf-signature.ts';

async function evidenceOf(trx: Transaction<Database>, agreementId: number): Promise<StepEvidence[]> {
  const rows = await trx
    .selectFrom('agreement_steps as s')
    .innerJoin('users as u', 'u.id', 's.acted_by_user_id')
    .select([
      's.role',
      's.typed_name',
      's.signature_kind',
      's.signature',
      's.initials',
      's.attestations',
      's.on_behalf',
      's.via',
      's.acted_at',
      's.ip',
      's.user_agent',
      's.document_sha256',
      'u.first_name',
      'u.last_name',
      'u.email',
    ])
    .where('s.agreement_id', '=', agreementId)
    .where('s.state', '=', 'signed')
    .orderBy('s.position')
    .execute();
  return rows.map((r) => ({
    role: r.role as SigningRole,
    signerName: `${r.first_name} ${r.last_name}`.trim(),
    email: r.email,
    typedName: r.typed_name ?? '',
    signatureKind: r.signature_kind === 'drawn' ? 'drawn' : 'typed',
    signature: r.signature ?? '',
    initials: r.initials,
    attestations: Array.isArray(r.attestations) ? (r.attestations as string[]) : [],
    onBehalf: r.on_behalf,
    via: r.via === 'link' ? 'link' : 'session',
    at: new Date(r.acted_at!).toISOString(),
    ip: r.ip ?? '',
    userAgent: r.user_agent ?? '',
    documentSha256: r.document_sha256 ?? '',
  }));
}

const SIGNATURE_DETAILS = {
  name: 'LitFund',
  location: 'LitFund portal',
  contactInfo: 'support',
};

export async function finishAgreement(
  trx: Transaction<Database>,
  ctx: SigningContext,
  agreement: AgreementRow,
  lastSignerId: number,
): Promise<void> {
  const shown = agreement.terms as FunderDocument;
  const steps = await evidenceOf(trx, agreement.id);
  const identity = ctx.identity();
  const signed = await signPdf(
    await renderFunderPdf(signedAgreementDocument(shown, agreement.document_sha256, steps, ctx.now.toISOString())),
    identity,
    { ...SIGNATURE_DETAILS, reason: `Funding agreement ${shown.reference} signed by every party` },
  );
  const attorney = steps.find((s) => s.role === 'attorney')!;
  const acknowledgment = await signPdf(
    await renderFunderPdf(acknowledgmentDocument(shown, attorney, attorney.attestations)),
    identity,
    { ...SIGNATURE_DETAILS, reason: `Attorney's acknowledgment of ${shown.reference}` },
  );
  const store = async (type: 2 | 3, content: Buffer) =>
    (
      await trx
        .insertInto('contract_files')
        .values({
          contract_id: agreement.contract_id,
          comment_id: null,
          type,
          mime_type: 'application/pdf',
          file_name: storedFileName(shown.reference || String(agreement.contract_id), type, 'application/pdf'),
          content,
          user_id: lastSignerId,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  await trx
    .updateTable('agreements')
    .set({
      state: 'completed',
      closed_at: ctx.now,
      signed_file_id: await store(2, signed),
      acknowledgment_file_id: await store(3, acknowledgment),
    })
    .where('id', '=', agreement.id)
    .execute();
  await notifyParties(
    ctx.mail,
    trx,
    agreement.contract_id,
    'Your funding agreement is signed',
    'Every party has signed the funding agreement. The signed copy is on the contract page.',
  );
}
