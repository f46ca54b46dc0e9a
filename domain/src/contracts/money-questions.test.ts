import {
  approveQuestion,
  checkSentQuestion,
  fundingQuestion,
  paymentQuestion,
  reductionQuestion,
} from './money-questions.ts';

describe('the money questions of Edit Contract', () => {
  it('name the amount, the day, the contract and who is told', () => {
    expect(paymentQuestion('LF-2026-000007', { amount: 25_025, date: '2026-11-10' })).toBe(
      'Record a payment of $250.25 received on 11-10-2026 on LF-2026-000007? Nobody is emailed; the client, attorney and law firm see it on the contract page.',
    );
    expect(fundingQuestion('LF-2026-000007', { amount: 150_000, date: '2026-11-28' }, 'LF-2026-000008')).toBe(
      'Record additional funding of $1,500.00 sent on 11-28-2026 on LF-2026-000007, funding the request LF-2026-000008 (its status becomes Check Sent)? The client, the responsible attorney and the responsible law firm are emailed.',
    );
    expect(fundingQuestion('LF-2026-000007', { amount: 100, date: '2026-11-28' })).toMatch(
      /^Record additional funding of \$1\.00 sent on 11-28-2026 on LF-2026-000007\? Nobody/,
    );
    expect(checkSentQuestion('LF-2026-000007', { amount: 500_000, date: '2026-10-01' })).toBe(
      'Add the status Check Sent to LF-2026-000007, with a check of $5,000.00 dated 10-01-2026? The client, the responsible attorney and the responsible law firm are emailed.',
    );
    expect(reductionQuestion('LF-2026-000007', 600_000)).toMatch(
      /^Reduce the amount owed on LF-2026-000007 to \$6,000\.00\? .*cannot be undone.* Nobody is emailed/,
    );
    expect(approveQuestion('LF-2026-000007', 750_000)).toBe(
      'Approve $7,500.00 on LF-2026-000007. Are you sure you want to Approve the amount? This action cannot be undone.',
    );
  });
});
