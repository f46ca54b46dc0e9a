import { checkInAnswerDateProblem, checkInFormSchema, emptyCheckInForm } from './index.ts';

describe('checkInAnswerDateProblem', () => {
  const today = '2026-11-20';
  it('takes a settlement expected from a month past to ten years on', () => {
    expect(checkInAnswerDateProblem({ kind: 'Pending', expectedSettlementDate: '2026-10-21' }, today)).toBeNull();
    expect(checkInAnswerDateProblem({ kind: 'Pending', expectedSettlementDate: '2036-11-19' }, today)).toBeNull();
    expect(checkInAnswerDateProblem({ kind: 'Pending', expectedSettlementDate: '1900-01-01' }, today)).toEqual({
      path: 'expectedSettlementDate',
      message: 'Enter a date from 10/21/2026 to 11/20/2036',
    });
    expect(checkInAnswerDateProblem({ kind: 'Pending', expectedSettlementDate: '2036-11-21' }, today)).not.toBeNull();
  });
  it('takes a payment expected from today to five years on', () => {
    expect(checkInAnswerDateProblem({ kind: 'Settled', expectedPaymentDate: today }, today)).toBeNull();
    expect(checkInAnswerDateProblem({ kind: 'Settled', expectedPaymentDate: '2031-11-20' }, today)).toBeNull();
    expect(checkInAnswerDateProblem({ kind: 'Settled', expectedPaymentDate: '2026-11-19' }, today)?.path).toBe(
      'expectedPaymentDate',
    );
    expect(checkInAnswerDateProblem({ kind: 'Settled', expectedPaymentDate: '9999-12-31' }, today)?.message).toBe(
      'Enter a date from 11/20/2026 to 11/20/2031',
    );
    expect(checkInAnswerDateProblem({ kind: 'Lost' }, today)).toBeNull();
  });
  it('is what the form says too', () => {
    const parsed = checkInFormSchema.safeParse({
      ...emptyCheckInForm,
      kind: 'Settled',
      amount: '100',
      expectedPaymentDate: '12/31/9999',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['expectedPaymentDate'] });
    expect(parsed.error?.issues[0]?.message).toMatch(/^Enter a date from/);
  });
});
