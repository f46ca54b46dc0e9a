// The funding agreement as data: the versioned template's sections filled in with the contract's parties, amounts and
// the law of the plaintiff's state, followed by the disclosure (its figures, rate schedule snapshot and cancellation
// right, from compliance/disclosure-document.ts). The signed copy adds the signatures and the certificate page with
// the evidence trail; documents/funder-pdf.ts lays both out.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  isDrawnSignaturePng,
  ROLE_LABELS,
  describeRule,
  formatUsd,
  type ContractRead,
  type SigningRequirements,
  type SigningRole,
} from '@litfund/domain';
import { disclosureDocument, type DisclosureTerms } from '../compliance/disclosure-document.ts';
import type { DocumentNote, FunderDocument } from '../documents/funder-pdf.ts';

export const CURRENT_TEMPLATE = 'agreement/v1';
const TEMPLATES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../templates');

const templateSchema = z.object({
  version: z.string(),
  title: z.string(),
  headline: z.string(),
  sections: z.array(z.object({ heading: z.string(), lines: z.array(z.string()) })),
});
export type AgreementTemplate = z.infer<typeof templateSchema>;

const loaded = new Map<string, AgreementTemplate>();

/** A template by its version ('agreement/v1' is api/templates/agreement/v1/template.json), read once. */
export function agreementTemplate(version: string = CURRENT_TEMPLATE): AgreementTemplate {
  const cached = loaded.get(version);
  if (cached) return cached;
  if (!/^[a-z]+\/v\d+$/.test(version)) throw new Error(`Unknown agreement template ${version}`);
  const template = templateSchema.parse(
    JSON.parse(fs.readFileSync(path.join(TEMPLATES_DIR, version, 'template.json'), 'utf8')),
  );
  if (template.version !== version) throw new Error(`Template ${version} says it is ${template.version}`);
  loaded.set(version, template);
  return template;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`The agreement template names an unknown field {{${key}}}`);
    return value;
  });

const personName = (contract: ContractRead) =>
  `${contract.contractClientDTO.user.firstName} ${contract.contractClientDTO.user.lastName}`.trim();

/** The state's clauses: each rule in force in words, and what the signing itself adds in that state. */
function stateClauses(terms: DisclosureTerms, requirements: SigningRequirements): string {
  const name = terms.law.statute ? `${terms.law.name} (${terms.law.statute})` : terms.law.name;
  const rules = terms.law.rules.filter((r) => r.kind !== 'disclosure').map((r) => `${describeRule(r)} (${r.citation})`);
  const signing = [
    requirements.initialsPerPage ? 'the consumer initials every page of this agreement' : null,
    requirements.attestations.length > 0 ? "the attorney signs the acknowledgment the state's law requires" : null,
    requirements.attorneyMaySignForPlaintiff
      ? null
      : 'the attorney may not sign for the consumer: such an agreement is void',
  ].filter((x): x is string => x !== null);
  const all = [...rules, ...signing];
  return all.length === 0
    ? `The law of ${name} adds no clause to this agreement.`
    : `Under the law of ${name}: ${all.join('; ')}.`;
}

export interface AgreementInput {
  contract: ContractRead;
  terms: DisclosureTerms;
  requirements: SigningRequirements;
  plaintiffAddress: string;
  today: string;
  templateVersion?: string;
}

/** The agreement the signers are shown (no signatures): stored with the agreement, so every signer sees the same. */
export function agreementDocument(input: AgreementInput): FunderDocument {
  const { contract, terms, requirements, today } = input;
  const template = agreementTemplate(input.templateVersion);
  const disclosure = disclosureDocument(contract, terms, today);
  const responsible = (list: ContractRead['contractAttorneyDTO']) => list.at(-1)?.userName ?? 'no attorney yet';
  const cancellation = disclosure.notes.find((n) => n.heading === 'Your right to cancel')?.lines.join(' ') ?? '';
  const values: Record<string, string> = {
    plaintiffName: personName(contract),
    plaintiffAddress: input.plaintiffAddress || 'the address on file',
    caseId: contract.caseId || contract.identifier,
    attorneyName: responsible(contract.contractAttorneyDTO),
    lawFirmName: responsible(contract.contractLawFirmDTO),
    approvedAmount: formatUsd(terms.fundedCents),
    contractType: terms.contractType === 'PostSettlement' ? 'post-settlement' : 'pre-settlement',
    rateSnapshotDay: today,
    stateName: terms.law.name,
    cancellation,
    stateClauses: stateClauses(terms, requirements),
  };
  const sections: DocumentNote[] = template.sections.map((s) => ({
    heading: fill(s.heading, values),
    lines: s.lines.map((line) => fill(line, values)),
  }));
  return {
    ...disclosure,
    kind: template.title,
    generatedLabel: `Template ${template.version} · ${disclosure.generatedLabel}`,
    headline: fill(template.headline, values),
    notes: [...sections, ...disclosure.notes],
    pageMark: requirements.initialsPerPage ? "Consumer's initials: ________" : undefined,
  };
}

/** One signed step as the certificate shows it. */
export interface StepEvidence {
  role: SigningRole;
  signerName: string;
  email: string;
  typedName: string;
  signatureKind: 'typed' | 'drawn';
  signature: string;
  initials: string | null;
  attestations: string[];
  onBehalf: boolean;
  via: 'session' | 'link';
  at: string;
  ip: string;
  userAgent: string;
  documentSha256: string;
}

/** The drawn signature's PNG; none (its typed name stands) for one stored before PNGs were checked, never a 500. */
const drawnImage = (signature: string) =>
  isDrawnSignaturePng(signature) ? Buffer.from(signature.replace(/^data:image\/png;base64,/, ''), 'base64') : undefined;

/**
 * The signed agreement: the document every signer was shown, their signatures, their initials in each page's footer,
 * and the certificate page with the trail. The funder's digital signature is added over these bytes afterwards.
 */
export function signedAgreementDocument(
  shown: FunderDocument,
  documentSha256: string,
  steps: StepEvidence[],
  completedAt: string,
): FunderDocument {
  const plaintiff = steps.find((s) => s.role === 'plaintiff');
  const signatures: DocumentNote[] = steps.map((s) => ({
    heading: `${ROLE_LABELS[s.role]}: ${s.typedName}`,
    lines: [
      s.signatureKind === 'typed' ? `Signed: /${s.signature}/` : 'Signed (drawn signature below)',
      `On ${s.at}${s.onBehalf ? ", by the attorney on the consumer's behalf" : ''}`,
      ...s.attestations.map((a) => `Attests: ${a}`),
    ],
    image: s.signatureKind === 'drawn' ? drawnImage(s.signature) : undefined,
  }));
  const trail = steps.map((s) =>
    [
      `${ROLE_LABELS[s.role]}: ${s.signerName} <${s.email}>, typed name "${s.typedName}"`,
      `  signed ${s.at} through ${s.via === 'link' ? 'an emailed single-use link' : 'a signed-in session'}`,
      `  from IP ${s.ip}, user agent ${s.userAgent.slice(0, 160)}`,
      `  document shown: SHA-256 ${s.documentSha256}`,
    ].join('\n'),
  );
  return {
    ...shown,
    kind: 'Signed funding agreement',
    notes: [
      ...shown.notes,
      ...signatures,
      {
        heading: 'Certificate of completion',
        newPage: true,
        lines: [
          `Agreement ${shown.reference}, ${shown.generatedLabel}.`,
          `SHA-256 of the document shown to every signer: ${documentSha256}`,
          `Completed ${completedAt}. Each step below was taken in this order; this file is digitally signed by LitFund, ` +
            'so a PDF reader reports any change made after signing.',
          '',
          ...trail,
        ],
      },
    ],
    pageMark: plaintiff?.initials ? `Consumer's initials: ${plaintiff.initials}` : shown.pageMark,
  };
}

/** The attorney's acknowledgment as a document of its own (the contract's attorney agreement, type 3). */
export function acknowledgmentDocument(shown: FunderDocument, step: StepEvidence, attests: string[]): FunderDocument {
  return {
    kind: "Attorney's acknowledgment",
    reference: shown.reference,
    generatedOn: shown.generatedOn,
    generatedLabel: shown.generatedLabel,
    headline: `${step.typedName} acknowledges the funding agreement ${shown.reference}`,
    facts: [
      ['Attorney', `${step.signerName} <${step.email}>`],
      ['Signed', step.at],
      ['Agreement', shown.headline ?? shown.reference],
    ],
    tables: [],
    notes: [
      {
        heading: 'The attorney attests that',
        lines: attests.length > 0 ? attests.map((a) => `- ${a}`) : ['- the attorney has read the funding agreement'],
      },
      {
        heading: 'Signature',
        lines: [step.signatureKind === 'typed' ? `/${step.signature}/` : 'Drawn signature below'],
        image: step.signatureKind === 'drawn' ? drawnImage(step.signature) : undefined,
      },
      {
        heading: 'Evidence',
        lines: [
          `IP ${step.ip}`,
          `User agent ${step.userAgent.slice(0, 160)}`,
          `Document shown: SHA-256 ${step.documentSha256}`,
        ],
      },
    ],
  };
}
