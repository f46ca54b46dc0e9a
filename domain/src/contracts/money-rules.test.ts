import { auditChanges } from './audit.ts';
import { checkVersusApproved, fundingRefusal, movementDateProblem, MONEY_RULE_MESSAGES } from './money-rules.ts';

describe('fundingRefusal', () => {
  const approved = { banned: false, status: 'Approved', loanLimitCents: 600_000, openFundedCents: 500_000 };
  it('allows up to the limit to the cent, not one cent more', () => {
    expect(fundingRefusal(approved, 100_000)).toBeNull();
    expect(fundingRefusal(approved, 100_001)).toBe(
      "This would take the plaintiff's open funded total to $6,000.01, above their loan limit of $6,000.00",
    );
    expect(fundingRefusal({ ...approved, loanLimitCents: null }, 1_000_000_000)).toBeNull();
  });
  it('refuses a banned plaintiff first, then one who is not Approved', () => {
    expect(fundingRefusal({ ...approved, banned: true, status: 'New' }, 1)).toBe(MONEY_RULE_MESSAGES.plaintiffBanned);
    expect(fundingRefusal({ ...approved, status: 'New' }, 1)).toBe(MONEY_RULE_MESSAGES.plaintiffNotApproved);
  });
});

test('movement dates lie between the funding day and today', () => {
  expect(movementDateProblem('2026-11-20', '2026-11-01', '2026-11-20')).toBeNull();
  expect(movementDateProblem('2026-11-01', '2026-11-01', '2026-11-20')).toBeNull();
  expect(movementDateProblem('9999-12-31', '2026-11-01', '2026-11-20')).toBe(MONEY_RULE_MESSAGES.dateInFuture);
  expect(movementDateProblem('2026-10-31', '2026-11-01', '2026-11-20')).toBe(
    'The date may not be before the funding date (11-01-2026)',
  );
});

test('checks and approved amounts are held against each other', () => {
  expect(checkVersusApproved(250_000, 250_000, true)).toBeNull();
  expect(checkVersusApproved(250_000, null, false)).toBeNull();
  expect(checkVersusApproved(250_001, 250_000, false)).toBe('The check may not exceed the approved amount ($2,500.00)');
  expect(checkVersusApproved(250_001, 250_000, true)).toBe(
    'The approved amount may not be below the check already sent ($2,500.01)',
  );
});

test('audit changes read as words, only where something changed', () => {
  const before = { contractStatus: [{ contractsStatus: 'Approved' }], amountPayments: [], caseId: 'GA-1' };
  const after = {
    contractStatus: [{ contractsStatus: 'CheckSent' }],
    amountPayments: [{ amount: 100.5 }, { amount: 0.25 }],
    caseId: 'GA-1',
  };
  expect(auditChanges(before, after)).toEqual([
    { label: 'Status', before: 'Approved', after: 'Check Sent' },
    { label: 'Payments', before: '', after: '2 payments, $100.75' },
  ]);
  expect(auditChanges(null, { commentId: 3 })).toEqual([]);
});
