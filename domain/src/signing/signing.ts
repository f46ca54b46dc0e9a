// The funding agreement's signing: who signs in which order, what each state adds to a signature, when an invitation
// expires or is reminded, and why a signature is refused. Pure rules; the API keeps the steps and the evidence.
import { z } from 'zod';
import { ruleOf } from '../compliance/state-rules.ts';
import type { ApplicableLaw } from '../compliance/types.ts';

/** The signers, in the order they sign: the plaintiff, the responsible attorney, then an administrator countersigns. */
export const SIGNING_ROLES = ['plaintiff', 'attorney', 'admin'] as const;
export type SigningRole = (typeof SIGNING_ROLES)[number];

export const STEP_STATES = ['waiting', 'invited', 'signed', 'declined'] as const;
export type StepState = (typeof STEP_STATES)[number];

/** An agreement is open while it waits for signatures; any other state is final (a new one is generated instead). */
export const AGREEMENT_STATES = ['open', 'completed', 'declined', 'voided', 'expired'] as const;
export type AgreementState = (typeof AGREEMENT_STATES)[number];

/** How long an invitation stays valid, and the days after it when a reminder goes out (decisions.md). */
export const DEFAULT_SIGNING_EXPIRY_DAYS = 14;
export const SIGNING_REMINDER_DAYS = [3, 7] as const;

export const SIGNING_MESSAGES = {
  notYourStep: 'This signature is not yours to give',
  wrongOrder: 'This agreement waits for another signature first',
  notOpen: 'This agreement is no longer open for signing',
  expired: 'This invitation has expired',
  documentChanged: 'The agreement changed since you opened it: read it again before signing',
  initialsRequired: 'Type your initials: this state requires them on every page',
  attestationsRequired: 'Confirm every statement the state requires',
  onBehalfVoid: "In this state an agreement an attorney signs on the plaintiff's behalf is void",
  linkUsed: 'This signing link was already used or is not valid',
  notFullySigned:
    'The funding agreement is not fully signed: have it signed in the portal, or upload a signed paper client contract',
  declineReason: 'Say why you decline',
  signatureRequired: 'Draw or type your signature',
  typedNameRequired: 'Type your full name',
  drawnSignatureInvalid: 'The drawn signature is not a readable image: clear it and draw it again',
  alreadySigned: 'You have already signed this agreement',
  fundedNoRegenerate: 'This contract is funded or closed: its funding agreement can no longer be generated again',
} as const;

/** What a state adds to the signing (STATE-LAWS rows, read into compliance rules). */
export interface SigningRequirements {
  /** The consumer initials every page (IN, NY). */
  initialsPerPage: boolean;
  /** What the attorney attests in the acknowledgment; empty when the state requires none (the attorney still signs). */
  attestations: string[];
  /** False where an agreement the attorney signs for the consumer is void (GA). */
  attorneyMaySignForPlaintiff: boolean;
  /** The citations the requirements come from, printed on the agreement. */
  citations: string[];
}

export function signingRequirements(law: ApplicableLaw): SigningRequirements {
  const disclosure = ruleOf(law.rules, 'disclosure');
  const acknowledgment = ruleOf(law.rules, 'attorneyAcknowledgment');
  const voidOnBehalf = law.rules.find(
    (r) => r.kind === 'requirement' && /attorney signs on the consumer's behalf is void/.test(r.text),
  );
  const initials = disclosure?.items.some((item) => /initials on every page/.test(item)) ?? false;
  return {
    initialsPerPage: initials,
    attestations: acknowledgment?.attests ?? [],
    attorneyMaySignForPlaintiff: !voidOnBehalf,
    citations: [
      ...(initials && disclosure ? [disclosure.citation] : []),
      ...(acknowledgment ? [acknowledgment.citation] : []),
      ...(voidOnBehalf ? [voidOnBehalf.citation] : []),
    ],
  };
}

/** One step as the rules see it. */
export interface StepFacts {
  role: SigningRole;
  state: StepState;
  /** The user who must sign (the plaintiff, the responsible attorney); null: any Approved administrator. */
  signerUserId: number | null;
  /** When the invitation went out (ISO); null while waiting. */
  invitedAt: string | null;
}

export interface AgreementFacts {
  state: AgreementState;
  steps: StepFacts[];
  /** The SHA-256 of the document the signers are shown. */
  documentSha256: string;
  requirements: SigningRequirements;
}

/** The step that signs next: the first not signed; null when all have signed or the agreement is closed. */
export function currentStep(agreement: Pick<AgreementFacts, 'state' | 'steps'>): StepFacts | null {
  if (agreement.state !== 'open') return null;
  return agreement.steps.find((s) => s.state !== 'signed') ?? null;
}

const DAY_MS = 86_400_000;

export function invitationExpired(invitedAt: string, now: Date, expiryDays: number): boolean {
  return now.getTime() >= new Date(invitedAt).getTime() + expiryDays * DAY_MS;
}

/** The reminders (3 and 7 days after the invitation) due by `now` that were not sent yet; never after expiry. */
export function remindersDue(invitedAt: string, now: Date, sent: number, expiryDays: number): number {
  if (invitationExpired(invitedAt, now, expiryDays)) return 0;
  const elapsed = (now.getTime() - new Date(invitedAt).getTime()) / DAY_MS;
  const due = SIGNING_REMINDER_DAYS.filter((d) => d < expiryDays && elapsed >= d).length;
  return Math.max(0, due - sent);
}

export const SIGNATURE_KINDS = ['typed', 'drawn'] as const;

/** A drawn signature is a PNG the signing page draws; kept small so it stays one field of the evidence. */
const DRAWN_SIGNATURE = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;
export const MAX_DRAWN_SIGNATURE_CHARS = 200_000;
/** The largest drawn signature accepted, in pixels each way (the signing pad is far smaller). */
export const MAX_DRAWN_SIGNATURE_PIXELS = 4000;
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * Whether a drawn signature's data URL holds a PNG the PDF renderer can place: the PNG signature bytes, an IHDR chunk
 * first with sane dimensions. A prefix alone let a fake image through, and the countersignature then failed for ever.
 */
export function isDrawnSignaturePng(dataUrl: string): boolean {
  if (!DRAWN_SIGNATURE.test(dataUrl) || dataUrl.length > MAX_DRAWN_SIGNATURE_CHARS) return false;
  let binary: string;
  try {
    binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  } catch {
    return false;
  }
  // Magic (8), IHDR length (4), "IHDR" (4), width (4), height (4), bit depth, colour type, …, CRC: 33 bytes at least.
  if (binary.length < 33) return false;
  const byte = (i: number) => binary.charCodeAt(i);
  if (!PNG_MAGIC.every((b, i) => byte(i) === b)) return false;
  if (binary.slice(12, 16) !== 'IHDR') return false;
  const u32 = (i: number) => ((byte(i) << 24) | (byte(i + 1) << 16) | (byte(i + 2) << 8) | byte(i + 3)) >>> 0;
  const [width, height] = [u32(16), u32(20)];
  return width > 0 && height > 0 && width <= MAX_DRAWN_SIGNATURE_PIXELS && height <= MAX_DRAWN_SIGNATURE_PIXELS;
}

/**
 * A typed name, signature or initials as evidence keeps only what prints: control characters and the bidirectional
 * overrides and isolates (which reorder or split the line on the signed copy) are removed; the text is otherwise kept
 * as typed, any script or emoji included.
 */
export function plainSignatureText(text: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
}

export const signBodySchema = z
  .object({
    typedName: z.string().trim().min(1, SIGNING_MESSAGES.typedNameRequired).max(200),
    signatureKind: z.enum(SIGNATURE_KINDS),
    /** The typed signature's text, or the drawn one as a PNG data URL. */
    signature: z.string().trim().min(1, SIGNING_MESSAGES.signatureRequired).max(MAX_DRAWN_SIGNATURE_CHARS),
    initials: z.string().trim().max(10).optional(),
    attestations: z.array(z.string().max(500)).max(20).optional(),
    /** The SHA-256 of the document the signer was shown: a changed document is refused. */
    documentSha256: z.string().regex(/^[0-9a-f]{64}$/, 'Read the agreement before signing'),
    /** The attorney signing in the plaintiff's step (refused where void). */
    onBehalfOfPlaintiff: z.boolean().optional(),
    token: z.string().max(200).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.signatureKind === 'drawn' && !isDrawnSignaturePng(body.signature))
      ctx.addIssue({
        code: 'custom',
        path: ['signature'],
        message: DRAWN_SIGNATURE.test(body.signature)
          ? SIGNING_MESSAGES.drawnSignatureInvalid
          : SIGNING_MESSAGES.signatureRequired,
      });
  });
export type SignBody = z.output<typeof signBodySchema>;

export const declineBodySchema = z.object({
  reason: z.string().trim().min(1, SIGNING_MESSAGES.declineReason).max(2000),
  token: z.string().max(200).optional(),
});
export type DeclineBody = z.output<typeof declineBodySchema>;

/** Who is acting: a signed-in user (and whether an Approved administrator), or the holder of an emailed link. */
export interface Signer {
  userId: number;
  isAdmin: boolean;
}

/**
 * Why `signer` may not act on `role` now, or null. Order first (the step must be the current one), then identity:
 * the plaintiff or the responsible attorney for their steps (the attorney in the plaintiff's step only where the state
 * allows it and only when saying so), any Approved administrator for the countersignature.
 */
export function actProblem(
  agreement: Pick<AgreementFacts, 'state' | 'steps' | 'requirements'>,
  role: SigningRole,
  signer: Signer,
  now: Date,
  expiryDays: number,
  onBehalfOfPlaintiff = false,
): string | null {
  if (agreement.state !== 'open') return SIGNING_MESSAGES.notOpen;
  const step = agreement.steps.find((s) => s.role === role);
  if (!step) return SIGNING_MESSAGES.notYourStep;
  const attorney = agreement.steps.find((s) => s.role === 'attorney');
  const mine =
    role === 'admin'
      ? signer.isAdmin
      : step.signerUserId === signer.userId ||
        (role === 'plaintiff' && onBehalfOfPlaintiff && attorney?.signerUserId === signer.userId);
  if (role === 'plaintiff' && onBehalfOfPlaintiff && attorney?.signerUserId === signer.userId) {
    if (!agreement.requirements.attorneyMaySignForPlaintiff) return SIGNING_MESSAGES.onBehalfVoid;
  }
  if (step.state === 'signed' && mine) return SIGNING_MESSAGES.alreadySigned;
  // A signer whose own step is done, trying again: say so rather than "not yours".
  if (!mine && agreement.steps.some((s) => s.state === 'signed' && s.signerUserId === signer.userId))
    return SIGNING_MESSAGES.alreadySigned;
  if (!mine) return SIGNING_MESSAGES.notYourStep;
  if (currentStep(agreement)?.role !== role) return SIGNING_MESSAGES.wrongOrder;
  if (step.invitedAt && invitationExpired(step.invitedAt, now, expiryDays)) return SIGNING_MESSAGES.expired;
  return null;
}

/** What a signature must carry beyond identity and order: the exact document, initials, the attestations. */
export function signatureContentProblem(
  agreement: Pick<AgreementFacts, 'documentSha256' | 'requirements'>,
  role: SigningRole,
  body: Pick<SignBody, 'documentSha256' | 'initials' | 'attestations'>,
): { path: string; message: string } | null {
  if (body.documentSha256 !== agreement.documentSha256)
    return { path: 'documentSha256', message: SIGNING_MESSAGES.documentChanged };
  if (role === 'plaintiff' && agreement.requirements.initialsPerPage && !body.initials)
    return { path: 'initials', message: SIGNING_MESSAGES.initialsRequired };
  if (role === 'attorney') {
    const given = new Set(body.attestations ?? []);
    if (!agreement.requirements.attestations.every((a) => given.has(a)))
      return { path: 'attestations', message: SIGNING_MESSAGES.attestationsRequired };
  }
  return null;
}

/** The agreement after a step signs: completed once the last step has signed. */
export function stateAfterSigning(steps: readonly StepFacts[], role: SigningRole): AgreementState {
  return steps.every((s) => s.role === role || s.state === 'signed') ? 'completed' : 'open';
}

/** The next role to invite after `role` signed, or null at the end. */
export function nextRole(role: SigningRole): SigningRole | null {
  return SIGNING_ROLES[SIGNING_ROLES.indexOf(role) + 1] ?? null;
}

/**
 * A change of the amount or the terms voids an agreement once someone has signed it or while it is open (the old
 * text no longer holds): the caller generates a new one and invites again from the first step.
 */
export function voidsOnChange(agreement: Pick<AgreementFacts, 'state'>): boolean {
  return agreement.state === 'open' || agreement.state === 'completed';
}

/** CheckSent: refused until the agreement is completed or a paper client contract (document type 2) was uploaded. */
export function mayFundProblem(facts: { agreementCompleted: boolean; paperClientContract: boolean }): string | null {
  return facts.agreementCompleted || facts.paperClientContract ? null : SIGNING_MESSAGES.notFullySigned;
}

export const ROLE_LABELS: Record<SigningRole, string> = {
  plaintiff: 'Plaintiff signs',
  attorney: 'Attorney acknowledges',
  admin: 'LitFund countersigns',
};

/** The wire shape of an agreement and its steps (GET /Contract/{id}/agreement). */
export const agreementStepViewSchema = z.object({
  role: z.enum(SIGNING_ROLES),
  label: z.string(),
  state: z.enum(STEP_STATES),
  signerName: z.string().nullable(),
  invitedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  actedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  documentSha256: z.string().nullable(),
});
export type AgreementStepView = z.infer<typeof agreementStepViewSchema>;

export const agreementViewSchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  contractIdentifier: z.string(),
  state: z.enum(AGREEMENT_STATES),
  templateVersion: z.string(),
  documentSha256: z.string(),
  createdAt: z.string(),
  closedReason: z.string().nullable(),
  requirements: z.object({
    initialsPerPage: z.boolean(),
    attestations: z.array(z.string()),
    attorneyMaySignForPlaintiff: z.boolean(),
    citations: z.array(z.string()),
  }),
  steps: z.array(agreementStepViewSchema),
  /** The step the caller may act on now, or null. */
  yourStep: z.enum(SIGNING_ROLES).nullable(),
  /** Whether the caller is the attorney who may sign the plaintiff's step for them (never where void). */
  mayActForPlaintiff: z.boolean(),
});
export type AgreementView = z.infer<typeof agreementViewSchema>;

/** The contract's agreement, or null when none was generated. */
export const agreementAnswerSchema = z.object({ agreement: agreementViewSchema.nullable() });

export const linkBodySchema = z.object({ token: z.string().min(1).max(200) });

/** The agreement's text as data (what its PDF lays out), so the signing page shows all of it at any width. */
export const agreementContentSchema = z.object({
  kind: z.string(),
  reference: z.string(),
  generatedLabel: z.string(),
  headline: z.string().optional(),
  prominent: z.object({ lines: z.array(z.string()) }).optional(),
  facts: z.array(z.tuple([z.string(), z.string()])),
  tables: z.array(
    z.object({
      heading: z.string(),
      columns: z.array(z.object({ header: z.string() })),
      rows: z.array(z.array(z.string())),
      total: z.array(z.string()).optional(),
    }),
  ),
  notes: z.array(z.object({ heading: z.string(), lines: z.array(z.string()) })),
});
export type AgreementContent = z.infer<typeof agreementContentSchema>;

/** What the signing page reads: the agreement, its text and the PDF it was rendered to (the file every signer sees). */
export const agreementForSigningSchema = z.object({
  agreement: agreementViewSchema,
  content: agreementContentSchema,
  document: z.object({ mimeType: z.string(), base64Content: z.string(), fileName: z.string() }),
});
export type AgreementForSigning = z.infer<typeof agreementForSigningSchema>;
