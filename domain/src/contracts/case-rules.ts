// The case's own dates, checked by the request form, Edit Contract and the server alike. Pure functions over calendar
// days ('YYYY-MM-DD', which compare as strings): "today" is the caller's business day (the server's pinned clock in
// tests), so no schema asks the system clock.
import { CLOSED_STATUSES, type ContractStatus } from '../enums.ts';
import { CONTRACT_MESSAGES } from './messages.ts';

export interface CaseDates {
  dateAccident?: string | null;
  estimatedDuration?: string | null;
}

export interface CaseDateProblem {
  path: 'dateAccident' | 'estimatedDuration';
  message: string;
}

/**
 * An accident cannot have happened after today, and the case cannot settle before its accident. A settlement date in
 * the past is fine: post-settlement funding is asked for after the case settled.
 */
export function caseDateProblems({ dateAccident, estimatedDuration }: CaseDates, today: string): CaseDateProblem[] {
  const problems: CaseDateProblem[] = [];
  // A settlement is measured against a possible accident only: a mistyped future accident is the one thing to fix.
  if (dateAccident && dateAccident > today)
    problems.push({ path: 'dateAccident', message: CONTRACT_MESSAGES.accidentInFuture });
  else if (dateAccident && estimatedDuration && estimatedDuration < dateAccident)
    problems.push({ path: 'estimatedDuration', message: CONTRACT_MESSAGES.settlementBeforeAccident });
  return problems;
}

/** Additional funds are asked for on a live case: a closed one (paid off or lost) takes no more money. */
export const acceptsAdditionalFunds = (status: ContractStatus | string | null | undefined): boolean =>
  !(CLOSED_STATUSES as readonly string[]).includes(status ?? '');
