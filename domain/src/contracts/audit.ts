// A contract's audit trail as administrators read it: who did what and when, with each change as a readable
// "before -> after" pair. The rows store whole contract snapshots (without file contents); this turns two snapshots
// into the handful of facts a person cares about.
import { z } from 'zod';
import { formatUsd, dollarsToCents } from '../format/money.ts';
import { formatDisplayDate } from '../format/dates.ts';
import { statusLabel } from '../format/contract-display.ts';

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'contract.create': 'Created the contract',
  'contract.status': 'Added a status',
  'contract.payment': 'Recorded a payment',
  'contract.additionalFunding': 'Added additional funding',
  'contract.update': 'Edited the contract',
  'contract.addAttorney': 'Added an attorney',
  'contract.addLawFirm': 'Added a law firm',
  'contract.document': 'Uploaded a document',
  'contract.comment': 'Added a comment',
  'contract.comment.visibility': 'Changed who sees a comment',
  'contract.commentAttachment': 'Attached a file to a comment',
  'agreement.generate': 'Generated the funding agreement',
  'agreement.sign': 'Signed the funding agreement',
  'agreement.decline': 'Declined the funding agreement',
  'agreement.void': 'Voided the funding agreement',
  'agreement.expire': 'The funding agreement expired',
};

export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;

export const contractAuditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const auditChangeSchema = z.object({ label: z.string(), before: z.string(), after: z.string() });
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const contractAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ userId: z.number().int().nullable(), userName: z.string() }),
  action: z.string(),
  actionLabel: z.string(),
  changes: z.array(auditChangeSchema),
});
export type ContractAuditEntry = z.infer<typeof contractAuditEntrySchema>;

export const contractAuditPageSchema = z.object({
  entries: z.array(contractAuditEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ContractAuditPage = z.infer<typeof contractAuditPageSchema>;

// The snapshots are JSON written by the API over the years, so they are read defensively: a missing field is blank.
type Snapshot = Record<string, unknown>;
const obj = (value: unknown): Snapshot =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Snapshot) : {};
const list = (value: unknown): Snapshot[] => (Array.isArray(value) ? value.map(obj) : []);
const money = (value: unknown) => (typeof value === 'number' ? formatUsd(dollarsToCents(value) ?? 0) : '');
const day = (value: unknown) => (typeof value === 'string' && value ? formatDisplayDate(value) : '');
const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const name = (party: Snapshot) =>
  textOf(party.userName) || `${textOf(obj(party.user).firstName)} ${textOf(obj(party.user).lastName)}`.trim();
const sumOf = (rows: Snapshot[]) =>
  rows.reduce((sum, r) => sum + (dollarsToCents(typeof r.amount === 'number' ? r.amount : 0) ?? 0), 0);
const counted = (rows: Snapshot[], noun: string) =>
  rows.length === 0 ? '' : `${rows.length} ${noun}${rows.length === 1 ? '' : 's'}, ${formatUsd(sumOf(rows))}`;

const FACTS: ReadonlyArray<readonly [string, (c: Snapshot) => string]> = [
  [
    'Status',
    (c) => {
      const status = textOf(list(c.contractStatus).at(-1)?.contractsStatus);
      return status && statusLabel(status);
    },
  ],
  [
    'Contract type',
    (c) =>
      ({ PreSettlement: 'Pre-Settlement', PostSettlement: 'Post-Settlement' })[textOf(c.contractType)] ??
      textOf(c.contractType),
  ],
  ['Plaintiff', (c) => name(obj(c.contractClientDTO))],
  ['Responsible attorney', (c) => name(list(c.contractAttorneyDTO).at(-1) ?? {})],
  ['Responsible law firm', (c) => name(list(c.contractLawFirmDTO).at(-1) ?? {})],
  ['Approved amount', (c) => money(obj(c.amountApproved).amount)],
  [
    'Check',
    (c) => {
      const check = obj(c.checkSent);
      if (check.amount === undefined) return '';
      return `${money(check.amount)} on ${day(check.date)}${check.checkNumber ? `, check ${textOf(check.checkNumber)}` : ''}`;
    },
  ],
  ['Additional funding', (c) => counted(list(c.additionalFundingRequestsDto), 'tranche')],
  ['Payments', (c) => counted(list(c.amountPayments), 'payment')],
  ['Amount after reduction', (c) => money(obj(c.amountReduced).amount)],
  [
    'Documents',
    (c) =>
      list(c.attachments)
        .map((a) => textOf(a.fileName))
        .join(', '),
  ],
  [
    'Comments',
    (c) => {
      const comments = list(c.contractComments);
      const hidden = comments.filter((m) => m.visible === false).length;
      return comments.length === 0 ? '' : `${comments.length} (${hidden} hidden from the parties)`;
    },
  ],
  ['Case ID', (c) => textOf(c.caseId)],
  ['Settlement amount', (c) => money(c.amountSettlement)],
  ['Estimated settlement', (c) => textOf(c.estimatedSettlement)],
  ['Claim number', (c) => textOf(c.claimNumber)],
  ['Insurance', (c) => textOf(c.opposingInsurance)],
  ['Adjuster', (c) => textOf(c.insuranceAdjuster)],
  ['Adjuster phone', (c) => textOf(c.adjusterPhone)],
  ['Case manager', (c) => textOf(c.caseManager)],
  ['Date of accident', (c) => day(c.dateAccident)],
  ['Estimated duration', (c) => day(c.estimatedDuration)],
  ['Accident description', (c) => textOf(c.accidentDescription)],
];

/** The readable facts that differ between two snapshots of a contract (either may be missing: null). */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const [b, a] = [obj(before), obj(after)];
  return FACTS.map(([label, read]) => ({ label, before: read(b), after: read(a) })).filter((c) => c.before !== c.after);
}
