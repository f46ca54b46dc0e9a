// Amount limits shared by the schemas, the calculator's API route and the calculator's own check (which must load no
// zod: the calculator page and embed.js import it).
import { formatUsd } from '../format/money.ts';

/** Largest amount a request may carry: one billion dollars (no request can overflow the engine). */
export const MAX_AMOUNT_DOLLARS = 1_000_000_000;

/** Every money limit is said the way amounts are shown: 'Enter at most $10,000,000.00'. */
export const amountAtMostMessage = (cents: number) => `Enter at most ${formatUsd(cents)}`;

export const AMOUNT_AT_MOST_MESSAGE = amountAtMostMessage(MAX_AMOUNT_DOLLARS * 100);

/** The contract lists' text filters: their labels and bounds, for the list request's schema and the lists alike. */
export const CONTRACT_FILTERS = {
  caseId: { label: 'Case ID', max: 60 },
  clientFilter: { label: 'Client', max: 100 },
  attorneyFilter: { label: 'Attorney', max: 100 },
  lawFirmFilter: { label: 'Law Firm', max: 100 },
} as const;
export type ContractFilterKey = keyof typeof CONTRACT_FILTERS;

export const filterTooLongMessage = (key: ContractFilterKey) =>
  `The ${CONTRACT_FILTERS[key].label} filter may be at most ${CONTRACT_FILTERS[key].max} characters`;

/**
 * A filter as a list may send it: trimmed and cut to its bound, never between the two halves of a character outside
 * the BMP (the bound counts UTF-16 units, as the server does). A link can carry any length; the server refuses more.
 */
export function clampFilter(key: ContractFilterKey, value: string): string {
  const trimmed = value.trim();
  const { max } = CONTRACT_FILTERS[key];
  if (trimmed.length <= max) return trimmed;
  const cut = /[\uD800-\uDBFF]/.test(trimmed.charAt(max - 1)) ? max - 1 : max;
  return trimmed.slice(0, cut).trim();
}
