import { CONTRACT_STATUSES, caseHistoryProblem } from '@litfund/domain';
import { APPROVED, FUNDED, HISTORY, STATUS_SLOTS, portfolioSize } from './portfolio.ts';

describe('benchmark portfolio', () => {
  it('scales the users with the contracts', () => {
    expect(portfolioSize(1_000_000)).toEqual({
      contracts: 1_000_000,
      clients: 200_000,
      attorneys: 5_000,
      lawFirms: 500,
      busyAttorneyEvery: 100,
    });
    expect(portfolioSize(10_000)).toMatchObject({ clients: 2_000, attorneys: 50, lawFirms: 5 });
    expect(() => portfolioSize(10)).toThrow();
  });

  it('puts contracts in every status, each history starting WaitingApproval and ending in its status', () => {
    expect(new Set(STATUS_SLOTS)).toEqual(new Set(CONTRACT_STATUSES));
    expect(STATUS_SLOTS).toHaveLength(20);
    for (const status of CONTRACT_STATUSES) {
      expect(HISTORY[status][0]).toBe('WaitingApproval');
      expect(HISTORY[status].at(-1)).toBe(status);
      // Only histories the portal itself could write (the status rule, domain/src/contracts/status-rules.ts).
      expect([status, caseHistoryProblem(HISTORY[status])]).toEqual([status, null]);
    }
    expect([...FUNDED].sort()).toEqual(['CheckCashed', 'CheckSent', 'ClosedCaseLost', 'ClosedNotPaidOff', 'PaidOff']);
    expect(APPROVED.has('Declined')).toBe(false);
  });
});
