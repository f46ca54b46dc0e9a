import { contractListItemSchema, formatDisplayDate, dollarsLabel, statusLabel } from '@litfund/domain';

/** One line of the profile's Cases table. */
export interface CaseRow {
  id: number;
  caseId: string;
  status: string;
  /** The wire status ('CheckSent'), for the badge's colour. */
  statusKey: string;
  /** The day the plaintiff cancelled it (MM-DD-YYYY), else null: the badge then says Cancelled. */
  cancelledDay: string | null;
  /** An additional-funds request on a case (it shares the case's id, so the row says which it is). */
  additionalFunds: boolean;
  /** What was asked ("Requested", the word and the figure of All Contracts). */
  amount: string;
  createdDate: string;
}

/**
 * One entry of GET /User/{id}'s `associatedContracts` (api/src/users/read.ts): the list row's identity, status,
 * creation date and requested amount, plus the approved amount (null until approved). The user schema types the
 * array as unknown, so each entry is parsed here against the contract list row it is cut from.
 */
export const associatedContractSchema = contractListItemSchema
  .pick({
    id: true,
    identifier: true,
    caseId: true,
    status: true,
    createDate: true,
    amountRequested: true,
    cancelledOn: true,
  })
  .extend({
    amountApproved: contractListItemSchema.shape.totalDue,
    parentContractId: contractListItemSchema.shape.parentContractId.optional(),
  });

/** Case ID (else the contract number), the current status in words, the requested amount (as All Contracts). */
export function toCaseRow(contract: unknown): CaseRow | null {
  const parsed = associatedContractSchema.safeParse(contract);
  if (!parsed.success) return null;
  const c = parsed.data;
  return {
    id: c.id,
    caseId: c.caseId || c.identifier || String(c.id),
    status: statusLabel(c.status),
    statusKey: c.status,
    cancelledDay: formatDisplayDate(c.cancelledOn) || null,
    additionalFunds: c.parentContractId != null,
    amount: dollarsLabel(c.amountRequested),
    createdDate: formatDisplayDate(c.createDate) || '—',
  };
}

/** The rows for the entries that have the expected shape; anything else is left out rather than shown half-empty. */
export function toCaseRows(contracts: readonly unknown[]): CaseRow[] {
  return contracts.map(toCaseRow).filter((row): row is CaseRow => row !== null);
}
