// How contract figures read in lists and on the contract page (docs/product.md).
import { dollarsToCents, formatAmountDue, formatUsd } from './money.ts';

/** 'WaitingApproval' -> ['Waiting', 'Approval']: the list shows the status split on capitals over two lines. */
export function splitOnCapitals(status: string): string[] {
  return status.match(/[A-Z][a-z]*|[a-z]+/g) ?? [status];
}

/** 'CheckSent' -> 'Check Sent': a status on one line, as words. */
export function statusLabel(status: string): string {
  return splitOnCapitals(status).join(' ');
}

const CONTRACT_TYPE_LABELS: Record<string, string> = {
  PreSettlement: 'Pre-Settlement',
  PostSettlement: 'Post-Settlement',
};

/** 'PreSettlement' -> 'Pre-Settlement', as the request form and the contract page say it. */
export function contractTypeLabel(type: string): string {
  return CONTRACT_TYPE_LABELS[type] ?? type;
}

/**
 * The status as the lists show it: its words over two lines, the first half on the first ('WaitingApproval' ->
 * ['Waiting', 'Approval'], 'ClosedNotPaidOff' -> ['Closed Not', 'Paid Off']); a one-word status stays one line.
 */
export function statusLines(status: string): string[] {
  const words = splitOnCapitals(status);
  const firstLine = Math.ceil(words.length / 2);
  return [words.slice(0, firstLine).join(' '), words.slice(firstLine).join(' ')].filter(Boolean);
}

/** 'N days left' while the price will still increase, else ''. */
export function daysLeftLabel(days: number | null | undefined): string {
  if (!days || days <= 0) return '';
  return `${days} ${days === 1 ? 'day' : 'days'} left`;
}

/** A risk fraction (0.2534) as a rounded percent ('25%'), '' when unknown. */
export function riskPercentLabel(fraction: number | null | undefined): string {
  if (fraction === null || fraction === undefined || !Number.isFinite(fraction)) return '';
  return `${Math.round(fraction * 100)}%`;
}

/** A dollar amount from the wire as '$1,234.50'. */
export function dollarsLabel(dollars: number | null | undefined): string {
  if (dollars === null || dollars === undefined) return '';
  return formatUsd(dollarsToCents(dollars) ?? 0);
}

/** Total Due from the wire, shown negative as '-$x' (docs/product.md); '' when there is none. */
export function amountDueLabel(dollars: number | null | undefined): string {
  if (dollars === null || dollars === undefined) return '';
  const cents = dollarsToCents(dollars) ?? 0;
  // Nothing owed reads '$0.00', not a negative zero.
  return cents === 0 ? formatUsd(0) : formatAmountDue(cents);
}

/**
 * Paid Off from the wire: '' (shown '—') while the contract is not funded, since nothing could be paid on it yet; a
 * funded contract with no payments shows a real '$0.00'. Funded means Total Due exists (CheckSent is in the history).
 */
export function paidOffLabel(paidOff: number | null | undefined, totalDue: number | null | undefined): string {
  if (totalDue === null || totalDue === undefined) return '';
  return dollarsLabel(paidOff);
}
