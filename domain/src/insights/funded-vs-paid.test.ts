import { fundedVsPaidSeries } from './funded-vs-paid.ts';
import type { InsightContract } from './types.ts';

const contract = (fundings: Array<[string, number]>, payments: Array<[string, number]>): InsightContract => ({
  contractType: 'PreSettlement',
  clientId: 1,
  requestedCents: 0,
  reduction: null,
  closing: null,
  fundings: fundings.map(([on, amountCents]) => ({ on, amountCents })),
  payments: payments.map(([on, amountCents]) => ({ on, amountCents })),
});

describe('fundedVsPaidSeries', () => {
  it('is empty for cases with no funding and no payment', () => {
    expect(fundedVsPaidSeries([contract([], [])], '2026-11-24')).toEqual([]);
  });

  it('gives running totals per month, with no gaps, up to the month of today, across the year end', () => {
    const cases = [
      contract(
        [
          ['2025-11-03', 500_000],
          ['2026-01-20', 100_000],
        ],
        [['2026-02-01', 250_000]],
      ),
      contract(
        [['2025-11-30', 200_000]],
        [
          ['2026-02-28', 1],
          ['2026-02-01', 99],
        ],
      ),
    ];
    expect(fundedVsPaidSeries(cases, '2026-03-05')).toEqual([
      { month: '2025-11', fundedCents: 700_000, paidCents: 0 },
      { month: '2025-12', fundedCents: 700_000, paidCents: 0 },
      { month: '2026-01', fundedCents: 800_000, paidCents: 0 },
      { month: '2026-02', fundedCents: 800_000, paidCents: 250_100 },
      { month: '2026-03', fundedCents: 800_000, paidCents: 250_100 },
    ]);
  });

  it('ends at the last dated amount when it lies after today', () => {
    const series = fundedVsPaidSeries([contract([['2026-10-01', 1_000]], [['2026-12-15', 400]])], '2026-11-24');
    expect(series.map((p) => p.month)).toEqual(['2026-10', '2026-11', '2026-12']);
    expect(series.at(-1)).toEqual({ month: '2026-12', fundedCents: 1_000, paidCents: 400 });
  });
});
