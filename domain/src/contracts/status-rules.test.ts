import { CLOSED_STATUSES, CONTRACT_STATUSES, type ContractStatus } from '../enums.ts';
import { statusLabel } from '../format/contract-display.ts';
import {
  REVIEW_STATUSES,
  STATUS_RULE_MESSAGES,
  addableStatuses,
  caseHistoryProblem,
  statusPhase,
  statusStandingOf,
  statusTransitionProblem,
  type StatusStanding,
} from './status-rules.ts';

const CASE = { isAdditionalRequest: false } as const;
const standing = (current: ContractStatus | undefined, funded: boolean, request = false): StatusStanding => ({
  current,
  funded,
  isAdditionalRequest: request,
});
const others = (current: ContractStatus, among: readonly ContractStatus[]) => among.filter((s) => s !== current);

describe('the status transition rule', () => {
  it('reviews with the six statuses before the check', () => {
    expect(REVIEW_STATUSES).toEqual([
      'WaitingApproval',
      'SignedPreApproval',
      'Approved',
      'Declined',
      'AwaitingFeedback',
      'ContractSigned',
    ]);
  });

  it('under review: any review status in any order, or the check; nothing that needs money out', () => {
    expect(addableStatuses(standing('Approved', false))).toEqual([...others('Approved', REVIEW_STATUSES), 'CheckSent']);
    expect(addableStatuses(standing('Declined', false))).toContain('WaitingApproval');
    expect(statusTransitionProblem(standing('Approved', false), 'PaidOff')).toBe(
      'Paid Off comes after the check: record Check Sent first',
    );
    expect(statusTransitionProblem(standing('Approved', false), 'CheckCashed')).toBe(
      'Check Cashed comes after the check: record Check Sent first',
    );
  });

  it('funded: forward only, to Check Cashed and the closing statuses', () => {
    expect(addableStatuses(standing('CheckSent', true))).toEqual(['CheckCashed', ...CLOSED_STATUSES]);
    expect(addableStatuses(standing('CheckCashed', true))).toEqual([...CLOSED_STATUSES]);
    expect(statusTransitionProblem(standing('CheckSent', true), 'WaitingApproval')).toBe(
      'The check has been sent: the contract moves on to Check Cashed or a closing status, not back to Waiting Approval',
    );
    expect(statusTransitionProblem(standing('CheckCashed', true), 'CheckSent')).toBe(
      STATUS_RULE_MESSAGES.checkSentTwice,
    );
  });

  it('closed: closed otherwise (a correction) or reopened as Check Cashed, never back to review or the check', () => {
    for (const closing of CLOSED_STATUSES)
      expect(addableStatuses(standing(closing, true))).toEqual(['CheckCashed', ...others(closing, CLOSED_STATUSES)]);
    expect(statusTransitionProblem(standing('PaidOff', true), 'Approved')).toBe(
      'The contract is closed (Paid Off): it may be reopened as Check Cashed or closed otherwise, not moved back to Approved',
    );
  });

  it('never the current status again: it would only repeat the last line of the history', () => {
    // CheckSent says why in its own words: it is recorded once.
    expect(statusTransitionProblem(standing('CheckSent', true), 'CheckSent')).toBe(STATUS_RULE_MESSAGES.checkSentTwice);
    for (const status of CONTRACT_STATUSES.filter((s) => s !== 'CheckSent')) {
      for (const funded of [false, true])
        expect(statusTransitionProblem(standing(status, funded), status)).toBe(
          `${statusLabel(status)} is already this contract's status`,
        );
    }
  });

  it('an additional-funds request is funded from its case: never a CheckSent of its own, then forward as a case', () => {
    expect(addableStatuses(standing('WaitingApproval', false, true))).toEqual(
      others('WaitingApproval', REVIEW_STATUSES),
    );
    expect(statusTransitionProblem(standing('Approved', false, true), 'CheckSent')).toBe(
      STATUS_RULE_MESSAGES.requestFundedFromCase,
    );
    expect(statusTransitionProblem(standing('Approved', false, true), 'ClosedCaseLost')).toBe(
      'Closed Case Lost comes after this request is funded, from its case',
    );
    // Funded by its case's tranche (CheckSent in its history): forward only.
    expect(addableStatuses(standing('CheckSent', true, true))).toEqual(['CheckCashed', ...CLOSED_STATUSES]);
  });

  it('reads the standing from the history: funded once CheckSent is in it, whatever came after', () => {
    const history = (...statuses: ContractStatus[]) => statuses.map((contractsStatus) => ({ contractsStatus }));
    const read = statusStandingOf({
      contractStatus: history('WaitingApproval', 'CheckSent', 'Approved'),
      parentContractId: null,
    });
    expect(read).toEqual({ current: 'Approved', funded: true, ...CASE });
    // A history written before the rule (a review status after the check) still moves forward only.
    expect(statusPhase(read)).toBe('funded');
    expect(addableStatuses(read)).toEqual(['CheckCashed', ...CLOSED_STATUSES]);
    // An unfunded contract closed before the rule is under review again: nothing was paid out.
    expect(statusPhase(standing('ClosedCaseLost', false))).toBe('review');
    expect(statusStandingOf({ contractStatus: [], parentContractId: 4 })).toEqual({
      current: undefined,
      funded: false,
      isAdditionalRequest: true,
    });
  });

  it('replays a history step by step, naming the first step it refuses', () => {
    expect(caseHistoryProblem(['WaitingApproval', 'Approved', 'CheckSent', 'CheckCashed', 'PaidOff'])).toBeNull();
    expect(caseHistoryProblem(['WaitingApproval', 'CheckSent', 'Approved'])).toBe(
      'Approved: The check has been sent: the contract moves on to Check Cashed or a closing status, not back to Approved',
    );
    expect(caseHistoryProblem(['WaitingApproval', 'WaitingApproval'])).toBe(
      "WaitingApproval: Waiting Approval is already this contract's status",
    );
  });
});
