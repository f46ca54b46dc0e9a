// Which status a contract may take next (docs/product.md, "Statuses and the lifecycle"): the one rule Edit Contract's
// menu offers from and the server enforces. A contract is reviewed (any review status, in any order, as the parties
// and the funder go back and forth), funded once (CheckSent), then moves forward only: the check cashed, then a
// closing status. A closed contract may be closed otherwise (a correction of how it ended) or reopened as Check
// Cashed, which brings its money back into the plaintiff's open total (the funding rules apply again, on the server).
import { CLOSED_STATUSES, CONTRACT_STATUSES, type ContractStatus } from '../enums.ts';
import { statusLabel } from '../format/contract-display.ts';

/** The statuses of a request under review, before any money goes out: those the product lists before CheckSent. */
export const REVIEW_STATUSES: readonly ContractStatus[] = CONTRACT_STATUSES.slice(
  0,
  CONTRACT_STATUSES.indexOf('CheckSent'),
);

/** Where a contract stands, as far as its next status is concerned. */
export interface StatusStanding {
  /** The last status of the history; undefined before the first. */
  current: ContractStatus | undefined;
  /** CheckSent is in the history: the money went out (an additional-funds request's, as a tranche of its case). */
  funded: boolean;
  /** An additional-funds request: funded from its case, never by a CheckSent of its own. */
  isAdditionalRequest: boolean;
}

/** Under review (nothing paid out), funded and open, or closed. */
export type StatusPhase = 'review' | 'funded' | 'closed';

export const STATUS_RULE_MESSAGES = {
  checkSentTwice: 'CheckSent has already been recorded for this contract',
  requestFundedFromCase:
    'An additional-funds request is funded from its case: add the additional funding there and name this request',
} as const;

const isClosing = (status: ContractStatus | undefined) => status !== undefined && CLOSED_STATUSES.includes(status);

/**
 * The phase decides what may follow. An unfunded contract is under review whatever its last status: a closing status
 * recorded on one before this rule existed is taken back by a review status or the check.
 */
export function statusPhase(standing: StatusStanding): StatusPhase {
  if (!standing.funded) return 'review';
  return isClosing(standing.current) ? 'closed' : 'funded';
}

/** Why `next` may not be added to a contract standing so (a sentence for the administrator), or null when it may. */
export function statusTransitionProblem(standing: StatusStanding, next: ContractStatus): string | null {
  const label = statusLabel(next);
  if (next === 'CheckSent') {
    if (standing.isAdditionalRequest) return STATUS_RULE_MESSAGES.requestFundedFromCase;
    return standing.funded ? STATUS_RULE_MESSAGES.checkSentTwice : null;
  }
  if (next === standing.current) return `${label} is already this contract's status`;
  const afterFunding = next === 'CheckCashed' || isClosing(next);
  switch (statusPhase(standing)) {
    case 'review':
      if (!afterFunding) return null;
      return standing.isAdditionalRequest
        ? `${label} comes after this request is funded, from its case`
        : `${label} comes after the check: record Check Sent first`;
    case 'funded':
      return afterFunding
        ? null
        : `The check has been sent: the contract moves on to Check Cashed or a closing status, not back to ${label}`;
    case 'closed':
      return afterFunding
        ? null
        : `The contract is closed (${statusLabel(standing.current!)}): it may be reopened as Check Cashed or closed otherwise, not moved back to ${label}`;
  }
}

/** The statuses an administrator may add next: those the rule takes, in the product's order. */
export const addableStatuses = (standing: StatusStanding): ContractStatus[] =>
  CONTRACT_STATUSES.filter((status) => statusTransitionProblem(standing, status) === null);

/** A contract's standing from its read (the history and whether it is an additional-funds request). */
export function statusStandingOf(contract: {
  contractStatus: ReadonlyArray<{ contractsStatus: ContractStatus }>;
  parentContractId: number | null;
}): StatusStanding {
  const history = contract.contractStatus;
  return {
    current: history.at(-1)?.contractsStatus,
    funded: history.some((entry) => entry.contractsStatus === 'CheckSent'),
    isAdditionalRequest: contract.parentContractId !== null,
  };
}

/**
 * The first step of a case's history the rule refuses, as `'Status: why'`, or null when every step is one it takes:
 * what seeds and fixtures are checked with, so the demo and the benchmark hold only histories the portal could write.
 */
export function caseHistoryProblem(history: readonly ContractStatus[]): string | null {
  let standing: StatusStanding = { current: undefined, funded: false, isAdditionalRequest: false };
  for (const status of history) {
    const problem = statusTransitionProblem(standing, status);
    if (problem) return `${status}: ${problem}`;
    standing = { ...standing, current: status, funded: standing.funded || status === 'CheckSent' };
  }
  return null;
}
