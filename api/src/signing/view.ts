// The agreement as its parties and administrators read it: each step's state, and the step the reader may act on.
import type { Kysely } from 'kysely';
import {
  ROLE_LABELS,
  SIGNING_ROLES,
  actProblem,
  type AgreementView,
  type SigningRole,
  type StepState,
} from '@litfund/domain';
import type { Database } from '../db/schema.ts';
import { factsOf, latestAgreement, stepsOf, type AgreementRow } from './agreements.ts';
import type { Signer } from '@litfund/domain';

const DAY_MS = 86_400_000;
const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export async function agreementView(
  db: Kysely<Database>,
  agreement: AgreementRow,
  reader: Signer | null,
  now: Date,
  expiryDays: number,
): Promise<AgreementView> {
  const steps = await stepsOf(db, agreement.id);
  const facts = factsOf(agreement, steps);
  const names = new Map(
    (
      await db
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name'])
        .where('id', 'in', [0, ...steps.flatMap((s) => [s.signer_user_id ?? 0, s.acted_by_user_id ?? 0])])
        .execute()
    ).map((u) => [u.id, `${u.first_name} ${u.last_name}`.trim()]),
  );
  const contract = await db
    .selectFrom('contracts')
    .select('identifier')
    .where('id', '=', agreement.contract_id)
    .executeTakeFirstOrThrow();
  const may = (role: SigningRole, onBehalf = false) =>
    reader !== null && actProblem(facts, role, reader, now, expiryDays, onBehalf) === null;
  const yourStep = SIGNING_ROLES.find((role) => may(role)) ?? null;
  return {
    id: agreement.id,
    contractId: agreement.contract_id,
    contractIdentifier: contract.identifier ?? String(agreement.contract_id),
    state: facts.state,
    templateVersion: agreement.template_version,
    documentSha256: agreement.document_sha256,
    createdAt: new Date(agreement.created_at).toISOString(),
    closedReason: agreement.closed_reason,
    requirements: facts.requirements,
    yourStep,
    mayActForPlaintiff: yourStep === null && may('plaintiff', true),
    steps: steps.map((s) => ({
      role: s.role as SigningRole,
      label: ROLE_LABELS[s.role as SigningRole],
      state: s.state as StepState,
      signerName: names.get(s.acted_by_user_id ?? s.signer_user_id ?? 0) ?? null,
      invitedAt: iso(s.invited_at),
      expiresAt: s.invited_at ? new Date(new Date(s.invited_at).getTime() + expiryDays * DAY_MS).toISOString() : null,
      actedAt: iso(s.acted_at),
      declineReason: s.decline_reason,
      documentSha256: s.document_sha256,
    })),
  };
}

export { latestAgreement };
