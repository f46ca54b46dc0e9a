import { additionalFundsRefusal, caseDateProblems, requestFundingRefusal, requestMayBeFunded } from './case-rules.ts';
import { CONTRACT_MESSAGES } from './messages.ts';

const TODAY = '2026-11-20';

describe('caseDateProblems', () => {
  it('takes an accident up to today and a settlement on or after it, past or future', () => {
    expect(caseDateProblems({ dateAccident: TODAY, estimatedDuration: TODAY }, TODAY)).toEqual([]);
    expect(caseDateProblems({ dateAccident: '2026-01-02', estimatedDuration: '2026-03-01' }, TODAY)).toEqual([]);
    expect(caseDateProblems({ dateAccident: '2026-01-02', estimatedDuration: '2027-03-01' }, TODAY)).toEqual([]);
    expect(caseDateProblems({}, TODAY)).toEqual([]);
    expect(caseDateProblems({ dateAccident: null, estimatedDuration: '2020-01-01' }, TODAY)).toEqual([]);
  });

  it('refuses an accident after today', () => {
    expect(caseDateProblems({ dateAccident: '2099-12-31' }, TODAY)).toEqual([
      { path: 'dateAccident', message: CONTRACT_MESSAGES.accidentInFuture },
    ]);
    expect(caseDateProblems({ dateAccident: '2026-11-21' }, TODAY)).toHaveLength(1);
    // Only the accident is said then, not also a settlement before it.
    expect(caseDateProblems({ dateAccident: '2099-12-31', estimatedDuration: '2027-06-01' }, TODAY)).toEqual([
      { path: 'dateAccident', message: CONTRACT_MESSAGES.accidentInFuture },
    ]);
  });

  it('refuses a settlement before the accident', () => {
    expect(caseDateProblems({ dateAccident: '2026-09-01', estimatedDuration: '2020-01-01' }, TODAY)).toEqual([
      { path: 'estimatedDuration', message: CONTRACT_MESSAGES.settlementBeforeAccident },
    ]);
  });
});

describe('additionalFundsRefusal', () => {
  it('refuses a closed, a declined or a reduced case, with the reason, and takes a live one', () => {
    const refusal = (status: string, reduced = false) => additionalFundsRefusal({ status, reduced });
    expect(refusal('CheckSent')).toBeNull();
    expect(refusal('WaitingApproval')).toBeNull();
    expect(refusal('CheckCashed')).toBeNull();
    expect(refusal('ClosedCaseLost')).toBe(CONTRACT_MESSAGES.closedNoAdditionalFunds);
    expect(refusal('ClosedNotPaidOff')).toBe(CONTRACT_MESSAGES.closedNoAdditionalFunds);
    expect(refusal('PaidOff', true)).toBe(CONTRACT_MESSAGES.closedNoAdditionalFunds);
    expect(refusal('Declined')).toBe(CONTRACT_MESSAGES.declinedNoAdditionalFunds);
    expect(refusal('CheckCashed', true)).toBe(CONTRACT_MESSAGES.reducedNoAdditionalFunds);
    expect(additionalFundsRefusal({ status: 'CheckSent', reduced: false, cancelled: true })).toBe(
      CONTRACT_MESSAGES.cancelledNoMoreMoney,
    );
  });
});

describe('requestMayBeFunded', () => {
  it('takes an approved request (or one signed after), not one under review, declined, closed or funded', () => {
    expect(requestMayBeFunded('Approved')).toBe(true);
    expect(requestMayBeFunded('ContractSigned')).toBe(true);
    for (const status of ['WaitingApproval', 'SignedPreApproval', 'AwaitingFeedback'])
      expect(requestFundingRefusal(status)).toBe(CONTRACT_MESSAGES.requestNotApproved);
    expect(requestFundingRefusal('Declined')).toBe(CONTRACT_MESSAGES.requestDeclinedOrClosed);
    expect(requestFundingRefusal('ClosedCaseLost')).toBe(CONTRACT_MESSAGES.requestDeclinedOrClosed);
    expect(requestFundingRefusal('CheckSent')).toBe(CONTRACT_MESSAGES.requestAlreadyFunded);
  });
});
