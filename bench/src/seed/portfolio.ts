// The shape of a benchmark portfolio: how many users of each role a number of contracts comes with, and which
// statuses a contract goes through. Pure, so the numbers can be tested and printed before anything is written.
import { CONTRACT_STATUSES } from '@litfund/domain';
import type { ContractStatus } from '@litfund/domain';

export interface PortfolioSize {
  contracts: number;
  clients: number;
  attorneys: number;
  lawFirms: number;
  /** Every n-th contract belongs to the busy attorney (attorney 1), whose statistics the bench measures. */
  busyAttorneyEvery: number;
}

export function portfolioSize(contracts: number): PortfolioSize {
  if (!Number.isSafeInteger(contracts) || contracts < 100) throw new Error('A portfolio has at least 100 contracts');
  return {
    contracts,
    clients: Math.max(50, Math.round(contracts / 5)),
    attorneys: Math.max(10, Math.round(contracts / 200)),
    lawFirms: Math.max(3, Math.round(contracts / 2000)),
    busyAttorneyEvery: 100,
  };
}

/**
 * The history of a contract by its current status, oldest first, as the admin screens build it (docs/product.md):
 * every request starts WaitingApproval; funded ones pass Approved and CheckSent.
 */
export const HISTORY: Readonly<Record<ContractStatus, readonly ContractStatus[]>> = {
  WaitingApproval: ['WaitingApproval'],
  SignedPreApproval: ['WaitingApproval', 'SignedPreApproval'],
  Approved: ['WaitingApproval', 'Approved'],
  Declined: ['WaitingApproval', 'Declined'],
  AwaitingFeedback: ['WaitingApproval', 'AwaitingFeedback'],
  ContractSigned: ['WaitingApproval', 'Approved', 'ContractSigned'],
  CheckSent: ['WaitingApproval', 'Approved', 'ContractSigned', 'CheckSent'],
  CheckCashed: ['WaitingApproval', 'Approved', 'CheckSent', 'CheckCashed'],
  PaidOff: ['WaitingApproval', 'Approved', 'CheckSent', 'CheckCashed', 'PaidOff'],
  ClosedNotPaidOff: ['WaitingApproval', 'Approved', 'CheckSent', 'ClosedNotPaidOff'],
  ClosedCaseLost: ['WaitingApproval', 'Approved', 'CheckSent', 'ClosedCaseLost'],
};

/**
 * Current statuses in proportion, 20 slots: a real book is mostly funded and open, with a tail of closed cases
 * and requests still in review.
 */
export const STATUS_SLOTS: readonly ContractStatus[] = [
  'WaitingApproval',
  'WaitingApproval',
  'SignedPreApproval',
  'Approved',
  'Declined',
  'AwaitingFeedback',
  'ContractSigned',
  'CheckSent',
  'CheckSent',
  'CheckSent',
  'CheckCashed',
  'CheckCashed',
  'CheckCashed',
  'CheckCashed',
  'PaidOff',
  'PaidOff',
  'PaidOff',
  'ClosedNotPaidOff',
  'ClosedCaseLost',
  'CheckCashed',
];

export const FUNDED: ReadonlySet<ContractStatus> = new Set(
  CONTRACT_STATUSES.filter((s) => HISTORY[s].includes('CheckSent')),
);
export const APPROVED: ReadonlySet<ContractStatus> = new Set(
  CONTRACT_STATUSES.filter((s) => HISTORY[s].includes('Approved')),
);
/** Statuses whose contracts get payments: cashed checks and closings. */
export const PAYING: ReadonlySet<ContractStatus> = new Set<ContractStatus>([
  'CheckCashed',
  'PaidOff',
  'ClosedNotPaidOff',
]);
