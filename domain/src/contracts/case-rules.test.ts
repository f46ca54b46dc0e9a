import { acceptsAdditionalFunds, caseDateProblems } from './case-rules.ts';
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

describe('acceptsAdditionalFunds', () => {
  it('is false once the case is closed', () => {
    expect(acceptsAdditionalFunds('CheckSent')).toBe(true);
    expect(acceptsAdditionalFunds('WaitingApproval')).toBe(true);
    expect(acceptsAdditionalFunds('ClosedCaseLost')).toBe(false);
    expect(acceptsAdditionalFunds('ClosedNotPaidOff')).toBe(false);
    expect(acceptsAdditionalFunds('PaidOff')).toBe(false);
  });
});
