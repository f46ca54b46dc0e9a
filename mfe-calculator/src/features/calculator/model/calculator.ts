// The calculator's pure parts, shared by the federated page and the standalone embed.js (docs/product.md).
// No zod and no UI here: embed.js imports this file and must stay a few KB.
import {
  AMOUNT_AT_MOST_MESSAGE,
  CONTRACT_TYPES,
  MAX_AMOUNT_DOLLARS,
  dollarsToCents,
  type ContractType,
} from '@litfund/domain';
import type { CalculatorFormInput } from './schema.ts';

export const CALCULATOR_TITLE = "Select the plaintiff's state to create a funding price estimate";
/** What the page says when the server has no price for the state. */
export const CALCULATOR_FAILURE_MESSAGE = 'It seems that this state does not have its own Interest Rate';
export const POST_SETTLEMENT_NOTE = 'If the settlement payment extends beyond 60 days, the interest will increase.';
/** The calculator waits 1000 ms before calling the server (docs/product.md). */
export const CALCULATE_DELAY_MS = 1000;
export const CALCULATE_PATH = '/api/v1/PaymentCalculator/calculate';
export const STATES_PATH = '/api/v1/AdminState';

export const CONTRACT_TYPE_OPTIONS: ReadonlyArray<{ value: ContractType; label: string }> = CONTRACT_TYPES.map(
  (value) => ({
    value,
    label: value === 'PreSettlement' ? 'Pre-Settlement' : 'Post-Settlement',
  }),
);
export const DEFAULT_CONTRACT_TYPE: ContractType = 'PreSettlement';

export const CALCULATOR_FORM_DEFAULTS: CalculatorFormInput = {
  state: '',
  contractType: DEFAULT_CONTRACT_TYPE,
  amount: '',
};

export const TABLE_CAPTION = 'Amount owed by contract period';
export const DAYS_COLUMN = 'Contract period (days)';
export const AMOUNT_COLUMN = 'Amount owed (USD)';

export const CALCULATOR_MESSAGES = {
  stateRequired: 'Please select a state',
  amountRequired: 'Amount is required',
  amountNumeric: 'Amount must be a number with at most 2 decimals',
  amountMin: 'Amount must be 0 or more',
  amountMax: AMOUNT_AT_MOST_MESSAGE,
} as const;

/**
 * docs/product.md: amount numeric, min 0, required; and at most the API's limit, whose refusal the page
 * would otherwise show as the state's missing interest rate (the calculator's one failure message). The message, or null.
 */
export function amountError(text: string): string | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return CALCULATOR_MESSAGES.amountRequired;
  const cents = dollarsToCents(trimmed);
  if (cents === null) return CALCULATOR_MESSAGES.amountNumeric;
  if (cents < 0) return CALCULATOR_MESSAGES.amountMin;
  if (cents > MAX_AMOUNT_DOLLARS * 100) return CALCULATOR_MESSAGES.amountMax;
  return null;
}

/** A valid amount's text -> dollars for the wire (at most 2 decimals). */
export function amountToDollars(text: string): number {
  const cents = dollarsToCents(text.trim().replace(/,/g, ''));
  if (cents === null || cents < 0) throw new RangeError(`Invalid amount: ${text}`);
  return cents / 100;
}

/** POST /api/v1/PaymentCalculator/calculate body (stateId: the numeric id from GET /api/v1/AdminState). */
export interface CalculateRequest {
  stateId: number;
  contractType: ContractType;
  amountRequested: number;
}

export interface CalculatorRow {
  day: number;
  cents: number;
}

/** `{dayValuePairs: {"30": 1150, ...}}` (dollars) -> rows ascending by day, amounts in cents; throws when malformed. */
export function parseDayValuePairs(body: unknown): CalculatorRow[] {
  const pairs = (body as { dayValuePairs?: unknown } | null)?.dayValuePairs;
  if (!pairs || typeof pairs !== 'object' || Array.isArray(pairs))
    throw new TypeError('No dayValuePairs in the answer');
  const rows = Object.entries(pairs as Record<string, unknown>).map(([day, value]) => {
    const cents = typeof value === 'number' ? dollarsToCents(value) : null;
    if (!/^\d+$/.test(day) || cents === null) throw new TypeError(`Bad day/value pair ${day}: ${String(value)}`);
    return { day: Number(day), cents };
  });
  return rows.sort((a, b) => a.day - b.day);
}

/** The amount due at the end of a 6-month interval and its APR, as a contract funded today would disclose it. */
export interface IntervalRow {
  months: number;
  cents: number;
  /** APR in basis points. */
  aprBp: number;
}

export const INTERVALS_CAPTION = 'Amount due every 6 months, with the APR';

/**
 * The answer's `intervals` (added after SPEC's `dayValuePairs`): rows in cents and basis points; an older server
 * sends none, and a malformed row throws like a malformed pair.
 */
export function parseIntervals(body: unknown): IntervalRow[] {
  const intervals = (body as { intervals?: unknown } | null)?.intervals;
  if (intervals === undefined) return [];
  if (!Array.isArray(intervals)) throw new TypeError('intervals: not a list');
  return intervals.map((row: unknown) => {
    const { months, amountDue, apr } = (row ?? {}) as Record<string, unknown>;
    const cents = typeof amountDue === 'number' ? dollarsToCents(amountDue) : null;
    if (typeof months !== 'number' || cents === null || typeof apr !== 'number')
      throw new TypeError(`Bad interval ${JSON.stringify(row)}`);
    return { months, cents, aprBp: Math.round(apr * 100) };
  });
}

export interface StateOption {
  id: number;
  key: string;
  name: string;
}

export function parseStates(body: unknown): StateOption[] {
  if (!Array.isArray(body)) throw new TypeError('States: not a list');
  return body
    .filter(
      (s): s is StateOption => typeof s?.id === 'number' && typeof s?.key === 'string' && typeof s?.name === 'string',
    )
    .map(({ id, key, name }) => ({ id, key, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
