import { dollarsToCents, formatDisplayDate, formatUsd } from '@litfund/domain';

/** One line of the profile's Cases table. */
export interface CaseRow {
  id: number;
  caseId: string;
  status: string;
  amount: string;
  createdDate: string;
}

type Loose = Record<string, unknown>;

const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

function amountOf(value: unknown): string {
  const dollars = isRecord(value) ? value.amount : value;
  if (typeof dollars !== 'number' && typeof dollars !== 'string') return '';
  const cents = dollarsToCents(dollars);
  return cents === null ? '' : formatUsd(cents);
}

/**
 * `associatedContracts` holds the contract read shape (SPEC section 3 "Contract read"); the contracts feature does
 * not exist yet, so the row reads only what it needs and tolerates missing fields. Status is the last
 * contractStatus entry, the amount the approved one else the requested one, the created date createDate else the
 * first status entry's date.
 */
export function toCaseRow(contract: unknown): CaseRow | null {
  if (!isRecord(contract) || typeof contract.id !== 'number') return null;
  const statuses = Array.isArray(contract.contractStatus) ? contract.contractStatus.filter(isRecord) : [];
  const last = statuses.at(-1);
  const status = last ? text(last.statusValue) || text(last.contractsStatus) : text(contract.status);
  const created = text(contract.createDate) || (statuses[0] ? text(statuses[0].dateChange) : '');
  return {
    id: contract.id,
    caseId: text(contract.caseId) || text(contract.identifier) || String(contract.id),
    status: status || '—',
    amount: amountOf(contract.amountApproved) || amountOf(contract.amountRequested) || amountOf(contract.amount) || '—',
    createdDate: formatDisplayDate(created || null) || '—',
  };
}

export function toCaseRows(contracts: readonly unknown[]): CaseRow[] {
  return contracts.map(toCaseRow).filter((row): row is CaseRow => row !== null);
}
