// Golden statistics and ratings of a fixed portfolio, every figure worked out by hand below.
import { describe, expect, test } from '@jest/globals';
import { avgRating, ratingMetricsOf, roundTo, starFor, statisticsOf, userRatingOf } from './index.ts';
import type { InsightContract, RatingThreshold, UserRatingType } from './index.ts';

const TODAY = '2026-06-30';
const $ = (dollars: number) => Math.round(dollars * 100);
const at = (dollars: number, on: string) => ({ amountCents: $(dollars), on });
const base = { contractType: 'PreSettlement', payments: [], reduction: null, closing: null } as const;

/*
 * A  open, client 1: requested 5,000; funded 5,000 on 2026-01-01 (180 days to today).
 * B  open, client 2: requested 8,000 + an additional-funds request of 1,500; funded 7,500 on 2026-03-03 and 1,000 on
 *    2026-05-01 (119 days since the first funding); paid 250.25.
 * C  PaidOff 2026-04-01, client 1: funded 3,000 on 2025-12-01 (121 days); paid 1,000 + 2,750; owed at closing 3,750.
 * D  ClosedNotPaidOff 2026-05-31, client 3: funded 4,500 on 2025-09-01 (272 days); reduced to 4,000 when 5,000 was
 *    owed; paid 1,500; owed at closing 5,400.
 * E  ClosedCaseLost 2026-04-30, client 3: funded 2,000 on 2026-01-31 (89 days); nothing paid; owed at closing 2,500.
 * F  PaidOff 2026-03-01, client 4: funded 10,000 on 2025-10-01 (151 days); reduced to 11,000 when 12,500 was owed;
 *    paid 11,000; owed at closing 12,500.
 * G  Declined, client 5: requested 12,000, never funded.
 * H  ClosedCaseLost before any funding, client 6: requested 1,000. Not funded, so neither closed nor lost.
 */
const PORTFOLIO: InsightContract[] = [
  { ...base, clientId: 1, requestedCents: $(5000), fundings: [at(5000, '2026-01-01')] },
  {
    ...base,
    clientId: 2,
    requestedCents: $(9500),
    fundings: [at(7500, '2026-03-03'), at(1000, '2026-05-01')],
    payments: [at(250.25, '2026-06-01')],
  },
  {
    ...base,
    clientId: 1,
    requestedCents: $(3000),
    fundings: [at(3000, '2025-12-01')],
    payments: [at(1000, '2026-02-01'), at(2750, '2026-04-01')],
    closing: { status: 'PaidOff', on: '2026-04-01', owedAtClosingCents: $(3750) },
  },
  {
    ...base,
    clientId: 3,
    requestedCents: $(4500),
    fundings: [at(4500, '2025-09-01')],
    payments: [at(1500, '2026-05-01')],
    reduction: { reducedCents: $(4000), owedWhenReducedCents: $(5000) },
    closing: { status: 'ClosedNotPaidOff', on: '2026-05-31', owedAtClosingCents: $(5400) },
  },
  {
    ...base,
    clientId: 3,
    requestedCents: $(2000),
    fundings: [at(2000, '2026-01-31')],
    closing: { status: 'ClosedCaseLost', on: '2026-04-30', owedAtClosingCents: $(2500) },
  },
  {
    ...base,
    clientId: 4,
    requestedCents: $(10000),
    fundings: [at(10000, '2025-10-01')],
    payments: [at(11000, '2026-03-01')],
    reduction: { reducedCents: $(11000), owedWhenReducedCents: $(12500) },
    closing: { status: 'PaidOff', on: '2026-03-01', owedAtClosingCents: $(12500) },
  },
  { ...base, clientId: 5, requestedCents: $(12000), fundings: [] },
  {
    ...base,
    clientId: 6,
    requestedCents: $(1000),
    fundings: [],
    closing: { status: 'ClosedCaseLost', on: '2026-02-01', owedAtClosingCents: 0 },
  },
];

describe('statisticsOf: the golden portfolio', () => {
  test('every figure, to the cent', () => {
    expect(statisticsOf(PORTFOLIO, TODAY)).toEqual({
      lifeTimeRequested: 47000, // 5,000 + 9,500 + 3,000 + 4,500 + 2,000 + 10,000 + 12,000 + 1,000
      openContractsCount: 2, // A, B
      openContractAmount: 13500, // 5,000 + 7,500 + 1,000
      openAmountAverage: 6750,
      openDurationAverage: 149.5, // (180 + 119) / 2
      closedContractsCount: 4, // C, D, E, F
      lifetimeProjectedAmountClosed: 24150, // 3,750 + 5,400 + 2,500 + 12,500
      closedProjectedAmountAverage: 6037.5,
      closedRealAmountAverage: 4062.5, // (3,750 + 1,500 + 0 + 11,000) / 4
      closedDurationAverage: 158.25, // (121 + 272 + 89 + 151) / 4
      lifeTimeReceivedAverage: 4125.06, // 16,500.25 received in all (B's 250.25 too) / 4 closed = 4,125.0625
      lifeTimePayments: 16500.25,
      lifeTimePaidAverage: 5500, // 33,000 funded over the 6 funded cases A-F
      lifeTimeLost: 5000, // D: 4,500 - 1,500; E: 2,000 - 0
      roi: -0.16667, // (16,250 - 19,500) / 19,500 = -0.1666...
    });
  });

  test('no contracts: sums and counts are 0, averages and roi unknown', () => {
    expect(statisticsOf([], TODAY)).toEqual({
      lifeTimeRequested: 0,
      openContractsCount: 0,
      openContractAmount: 0,
      openAmountAverage: null,
      openDurationAverage: null,
      closedContractsCount: 0,
      lifetimeProjectedAmountClosed: 0,
      closedProjectedAmountAverage: null,
      closedRealAmountAverage: null,
      closedDurationAverage: null,
      lifeTimeReceivedAverage: null,
      lifeTimePayments: 0,
      lifeTimePaidAverage: null,
      lifeTimeLost: 0,
      roi: null,
    });
  });

  test('no closed cases: the open figures stand, the closed ones are unknown', () => {
    const stats = statisticsOf(PORTFOLIO.slice(0, 2), TODAY);
    expect(stats).toMatchObject({
      openContractsCount: 2,
      openContractAmount: 13500,
      closedContractsCount: 0,
      closedDurationAverage: null,
      roi: null,
      lifeTimeLost: 0,
    });
    expect(stats.lifeTimeReceivedAverage).toBeNull();
  });

  test('a lost case whose payments exceed its principal loses nothing (not a negative loss)', () => {
    const recovered: InsightContract = { ...PORTFOLIO[3]!, payments: [at(4600, '2026-05-01')] };
    expect(statisticsOf([recovered], TODAY).lifeTimeLost).toBe(0);
  });
});

const THRESHOLDS: Record<UserRatingType, RatingThreshold[]> = {
  avgDaysClose: [
    { from: 0, to: 90, star: 5 },
    { from: 90.001, to: 180, star: 4 },
    { from: 180.001, to: 100000, star: 2 },
  ],
  totalLostCases: [
    { from: 0, to: 1, star: 5 },
    { from: 2, to: 3, star: 3 },
  ],
  avgCasesLost: [
    { from: 0, to: 0.25, star: 5 },
    { from: 0.251, to: 0.5, star: 3 },
  ],
  totalReducedCases: [{ from: 2, to: 2, star: 4 }],
  percentCaseWithReduction: [{ from: 0.5, to: 0.5, star: 5 }],
  percentReductionPerReducedCase: [{ from: 0.1, to: 0.2, star: 4 }],
};

describe('ratings: the golden portfolio', () => {
  test('metrics (fractions for pct*)', () => {
    expect(ratingMetricsOf(PORTFOLIO)).toEqual({
      avgDaysClose: 158.25,
      totalLostCases: 2, // D, E (H was never funded)
      pctCasesLost: 0.5, // 2 / 4 closed
      lifetimeReceivedAverage: 4125.06,
      avgFundedPerClient: 8250, // 33,000 over clients 1, 2, 3, 4
      totalReducedCases: 2, // D, F
      pctCasesReduced: 0.5,
      pctReductionPerCase: 0.16, // D: 1,000 / 5,000 = 0.2; F: 1,500 / 12,500 = 0.12; mean 0.16
    });
  });

  test('stars from the thresholds, and their mean', () => {
    expect(userRatingOf(PORTFOLIO, THRESHOLDS)).toMatchObject({
      avgDaysCloseRating: 4,
      totalLostCasesRating: 3,
      pctCasesLostRating: 3,
      totalReducedCasesRating: 4,
      pctCasesReducedRating: 5,
      pctReductionPerCaseRating: 4,
      // No threshold group rates these two.
      lifetimeReceivedAverageRating: null,
      avgFundedPerClientRating: null,
      avgRating: 3.83, // 23 / 6
    });
  });

  test('a group without a matching item gives no star, and the mean skips it', () => {
    const rating = userRatingOf(PORTFOLIO, {
      ...THRESHOLDS,
      percentCaseWithReduction: [{ from: 0.6, to: 1, star: 1 }],
      totalReducedCases: [],
    });
    expect(rating).toMatchObject({ pctCasesReducedRating: null, totalReducedCasesRating: null, avgRating: 3.5 }); // (4 + 3 + 3 + 4) / 4
  });

  test('no closed cases: no stars, even where a threshold covers the value', () => {
    const rating = userRatingOf(PORTFOLIO.slice(0, 2), THRESHOLDS);
    expect(rating).toMatchObject({
      totalLostCases: 0,
      totalLostCasesRating: null,
      avgDaysClose: null,
      avgRating: null,
    });
  });

  test('no contracts: every metric count 0 or unknown, no stars', () => {
    const rating = userRatingOf([], THRESHOLDS);
    expect(rating).toMatchObject({
      totalLostCases: 0,
      totalReducedCases: 0,
      pctCasesLost: null,
      avgFundedPerClient: null,
      avgRating: null,
    });
  });
});

describe('starFor', () => {
  const items: RatingThreshold[] = [
    { from: 0, to: 0.333, star: 5 },
    { from: 0.334, to: 1, star: 2 },
  ];
  test.each([
    [0, 5],
    [0.333, 5],
    [0.3334, 5], // bounds are inclusive; 0.3334 rounds to 0.333
    [0.3335, 2],
    [1, 2], // 0.3335 rounds to 0.334
    [1.0004, 2],
    [1.0005, null],
    [-0.1, null],
    [null, null],
  ])('%s gets %s', (value, star) => expect(starFor(value, items)).toBe(star));
  test('no items: null', () => expect(starFor(3, [])).toBeNull());
});

describe('avgRating and roundTo', () => {
  test('mean of the known stars to 2 decimals', () => {
    expect(avgRating([5, 4, 4, null])).toBe(4.33);
    expect(avgRating([null, null])).toBeNull();
    expect(avgRating([])).toBeNull();
  });
  test('half away from zero on the printed value', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-0.166665, 5)).toBe(-0.16667);
    expect(roundTo(-0.0000001, 2)).toBe(0);
  });
});
