// Golden tables to the cent with a fixed schedule and a controlled business day (as Fineract's loan tests do).
import { describe, expect, test } from '@jest/globals';
import {
  businessDayOf,
  percentToBp,
  bpToPercent,
  rateRangeSchema,
  rateRangeInputSchema,
  rateRangeFromWire,
  rateRangeToWire,
  rateOnDay,
  effectiveRateBp,
  applyRateCents,
  trancheOwedCents,
  validateRanges,
  validateChangedRange,
  validateSchedule,
  scheduleFromWire,
  RANGE_MESSAGES,
  calculatorDayValuePairs,
  toDayValuePairsObject,
  contractMoney,
  validateReducedAmount,
  nextOwedIncreaseDay,
  priceChangeSchedule,
  riskRate,
  expectedSettlementCents,
  isPriceable,
  chargesStopOn,
} from './index.ts';
import type { ContractMoneyInput, RateSchedule, Tranche } from './index.ts';
import { SCHEDULE, FUNDED, THOUSAND } from './test-fixtures.ts';

const T1: Tranche = { principalCents: THOUSAND, fundedOn: FUNDED };
const pre = (onDay: string, feeBp = 0, t: Tranche = T1, s: RateSchedule = SCHEDULE) =>
  trancheOwedCents(t, s, 'PreSettlement', feeBp, onDay);
const post = (onDay: string, feeBp = 0, t: Tranche = T1, s: RateSchedule = SCHEDULE) =>
  trancheOwedCents(t, s, 'PostSettlement', feeBp, onDay);

describe('businessDayOf: calendar days in the business time zone', () => {
  const NY = 'America/New_York';
  test.each([
    ['2026-03-08T12:00:00Z', '2026-03-08'], // wire form of a calendar day, DST starts that morning
    ['2026-03-08T04:30:00Z', '2026-03-07'], // 23:30 EST
    ['2026-03-09T03:30:00Z', '2026-03-08'], // 23:30 EDT
    ['2026-11-23T03:30:00Z', '2026-11-22'], // 22:30 EST, still Nov 22 in New York
    ['2026-11-22T22:30:00-05:00', '2026-11-22'], // same instant, other offset
    ['2026-11-23T05:00:00Z', '2026-11-23'], // midnight EST
    ['2026-11-01T05:30:00Z', '2026-11-01'], // 01:30 EDT -> fall back day
    ['2026-11-22', '2026-11-22'], // a calendar day stays as is
  ])('%s is %s', (instant, day) => expect(businessDayOf(instant, NY)).toBe(day));
  test('other zone and Date input', () => {
    expect(businessDayOf(new Date('2026-11-23T03:30:00Z'), 'UTC')).toBe('2026-11-23');
    expect(businessDayOf('2026-11-23T03:30:00Z', 'America/Los_Angeles')).toBe('2026-11-22');
  });
  test('a contract valued from wire instants: late evening in New York is still the earlier day', () => {
    // Funded on the wire day 2026-05-26 (12:00 UTC); "now" is 2026-11-23T03:30Z = 22:30 on Nov 22 in New York:
    // day 180 (22.5%), not day 181 (30%) as the UTC date would give.
    const tranche: Tranche = { principalCents: THOUSAND, fundedOn: businessDayOf('2026-05-26T12:00:00Z', NY) };
    const today = businessDayOf('2026-11-23T03:30:00Z', NY);
    expect(
      contractMoney({
        contractType: 'PreSettlement',
        schedule: SCHEDULE,
        feeBp: 0,
        tranches: [tranche],
        payments: [],
        today,
      }),
    ).toMatchObject({ valuationDay: '2026-11-22', owedCents: 122_500, daysBeforePriceIncrease: 1 });
    expect(trancheOwedCents(tranche, SCHEDULE, 'PreSettlement', 0, businessDayOf('2026-11-23T03:30:00Z', 'UTC'))).toBe(
      130_000,
    );
  });
  test('rejects a non-instant', () => expect(() => businessDayOf('yesterday', NY)).toThrow(RangeError));
  test('the engine rejects instants where it needs calendar days', () => {
    expect(() => trancheOwedCents(T1, SCHEDULE, 'PreSettlement', 0, '2026-03-08T12:00:00Z')).toThrow(/calendar day/);
  });
});

describe('percent <-> basis points (exact)', () => {
  test.each([
    [12.5, 1250],
    [7.25, 725],
    [0, 0],
    [100, 10000],
    ['15.75', 1575],
    [0.01, 1],
    [1.1, 110],
    [33.33, 3333],
  ])('%s%% = %s bp', (percent, bp) => {
    expect(percentToBp(percent)).toBe(bp);
  });
  test('more than 2 decimals or junk -> null', () => {
    expect(percentToBp(12.345)).toBeNull();
    expect(percentToBp('abc')).toBeNull();
    expect(percentToBp(Number.NaN)).toBeNull();
  });
  test('bp -> percent', () => {
    expect(bpToPercent(1250)).toBe(12.5);
    expect(bpToPercent(1575)).toBe(15.75);
    expect(bpToPercent(1)).toBe(0.01);
  });
  test('wire range schema and conversion', () => {
    expect(rateRangeSchema.parse({ daysFrom: 0, daysTo: 30, rate: 12.5 })).toEqual({
      daysFrom: 0,
      daysTo: 30,
      rate: 12.5,
    });
    expect(rateRangeFromWire({ daysFrom: 0, daysTo: 30, rate: 12.55 })).toEqual({
      daysFrom: 0,
      daysTo: 30,
      rateBp: 1255,
    });
    expect(rateRangeToWire({ daysFrom: 0, daysTo: 30, rateBp: 1255 })).toEqual({
      daysFrom: 0,
      daysTo: 30,
      rate: 12.55,
    });
    const messages = (value: unknown) => {
      const result = rateRangeSchema.safeParse(value);
      return result.success ? [] : result.error.issues.map((i) => i.message);
    };
    expect(messages({ daysFrom: 0, daysTo: 30, rate: 12.555 })).toEqual(['Rate may have at most 2 decimals']);
    expect(messages({ daysFrom: -1, daysTo: 30, rate: 1 })).toEqual(['"From" day must not be negative']);
    expect(messages({ daysFrom: 0, daysTo: 1.5, rate: 1 })).toEqual(['"To" day must be a whole number']);
    expect(messages({ daysFrom: 0, daysTo: 3, rate: -1 })).toEqual(['Rate must not be negative']);
    expect(messages({ daysFrom: 0, daysTo: 3 })).toEqual(['Rate is required']);
  });

  test.each([
    ['the form', rateRangeSchema],
    ['the server', rateRangeInputSchema],
  ])('says the limit alone for a huge number (%s)', (_where, schema) => {
    const messages = (value: unknown) => {
      const result = schema.safeParse(value);
      return result.success ? [] : result.error.issues.map((i) => i.message);
    };
    for (const rate of [1e20, 99999999999, 100000.01, 1e300, 100000.001])
      expect(messages({ daysFrom: 0, daysTo: 30, rate })).toEqual(['Rate must be at most 100000%']);
    expect(messages({ daysFrom: 1e20, daysTo: 30, rate: 1 })).toEqual(['"From" day must be at most 100000']);
    expect(messages({ daysFrom: 0, daysTo: 1e12 + 0.5, rate: 1 })).toEqual(['"To" day must be at most 100000']);
    expect(messages({ daysFrom: 0, daysTo: 30, rate: -1e20 })).toEqual(['Rate must not be negative']);
    expect(messages({ daysFrom: 0, daysTo: 30, rate: 100000 })).toEqual([]);
  });
});

describe('rateOnDay / effectiveRateBp', () => {
  const gap = [
    { daysFrom: 0, daysTo: 30, rateBp: 1000 },
    { daysFrom: 41, daysTo: 90, rateBp: 1500 },
  ];
  test.each([
    [0, 1000],
    [30, 1000],
    [31, 1000],
    [35, 1000],
    [40, 1000],
    [41, 1500],
    [90, 1500],
    [91, 1500],
    [5000, 1500],
  ])('gap schedule day %i -> %i bp', (d, bp) => {
    expect(rateOnDay(gap, d)?.rateBp).toBe(bp);
  });
  test('before the first range the first applies; unsorted input is fine; empty -> null', () => {
    expect(rateOnDay(SCHEDULE.pre, 0)?.rateBp).toBe(1000);
    expect(rateOnDay([...SCHEDULE.pre].reverse(), 100)?.rateBp).toBe(2250);
    expect(rateOnDay([], 3)).toBeNull();
  });
  test.each([
    [0, 500],
    [30, 500],
    [31, 2000],
    [59, 2000],
    [60, 2000],
    [61, 2000], // pre at 61 is 15%: the floor (last post rate 20%) applies
    [90, 2000],
    [91, 2250],
    [181, 3000],
    [400, 3000],
  ])('PostSettlement day %i -> %i bp', (d, bp) => expect(effectiveRateBp(SCHEDULE, 'PostSettlement', d)).toBe(bp));
  test('PostSettlement: from day 61 a higher pre rate applies at once', () => {
    const s: RateSchedule = {
      pre: [{ daysFrom: 0, daysTo: 90, rateBp: 2500 }],
      post: [{ daysFrom: 0, daysTo: 60, rateBp: 2000 }],
    };
    expect([59, 60, 61, 62].map((d) => effectiveRateBp(s, 'PostSettlement', d))).toEqual([2000, 2000, 2500, 2500]);
  });
  test('an empty list falls back to the other; both empty throws', () => {
    expect(effectiveRateBp({ pre: SCHEDULE.pre, post: [] }, 'PostSettlement', 10)).toBe(1000);
    expect(effectiveRateBp({ pre: [], post: SCHEDULE.post }, 'PreSettlement', 10)).toBe(500);
    expect(effectiveRateBp({ pre: [], post: SCHEDULE.post }, 'PostSettlement', 100)).toBe(2000);
    expect(() => effectiveRateBp({ pre: [], post: [] }, 'PreSettlement', 1)).toThrow(/no ranges/);
    expect(isPriceable({ pre: [], post: [] })).toBe(false);
    expect(isPriceable(SCHEDULE)).toBe(true);
  });
});

describe('tranche owed, PreSettlement, $1,000.00 funded 2026-01-15 (day 0)', () => {
  // Every range boundary: daysFrom-1, daysFrom, daysTo, daysTo+1.
  test.each([
    ['2026-01-14', -1, 0], // before funding: not owed yet
    ['2026-01-15', 0, 110_000], // before the first range (starts day 1): the first applies
    ['2026-01-16', 1, 110_000],
    ['2026-02-14', 30, 110_000],
    ['2026-02-15', 31, 115_000],
    ['2026-04-14', 89, 115_000],
    ['2026-04-15', 90, 115_000],
    ['2026-04-16', 91, 122_500],
    ['2026-04-17', 92, 122_500],
    ['2026-07-13', 179, 122_500],
    ['2026-07-14', 180, 122_500],
    ['2026-07-15', 181, 130_000],
    ['2026-07-16', 182, 130_000],
    ['2027-01-14', 364, 130_000],
    ['2027-01-15', 365, 130_000],
    ['2027-01-16', 366, 130_000], // past the last range: stops growing
    ['2027-02-19', 400, 130_000],
  ])('%s (day %i) owes %i cents', (day, _d, cents) => expect(pre(day)).toBe(cents));

  test('additional fee 2.75% on top of the rate', () => {
    expect(pre('2026-03-01', 275)).toBe(117_750); // day 45: 15% + 2.75%
    expect(pre('2026-01-15', 275)).toBe(112_750);
    expect(pre('2027-01-16', 275)).toBe(132_750);
  });
});

describe('tranche owed, PostSettlement, crossing day 60', () => {
  test.each([
    ['2026-01-15', 0, 105_000],
    ['2026-02-14', 30, 105_000],
    ['2026-02-15', 31, 120_000],
    ['2026-03-15', 59, 120_000],
    ['2026-03-16', 60, 120_000],
    ['2026-03-17', 61, 120_000], // pre 15% < last post 20%: floor
    ['2026-04-15', 90, 120_000],
    ['2026-04-16', 91, 122_500],
    ['2026-07-15', 181, 130_000],
  ])('%s (day %i) owes %i cents', (day, _d, cents) => expect(post(day)).toBe(cents));
});

describe('rounding half-up to the cent, exact integer arithmetic', () => {
  test.each([
    [188, 1250, 212], // $1.88 x 1.125 = 2.115 -> 2.12 (float arithmetic gives 2.11)
    [103_000, 1575, 119_223], // $1,030.00 x 1.1575 = 1192.225 -> 1192.23
    [102_200, 1575, 118_297], // 1182.965 -> 1182.97
    [100_068, 1250, 112_577], // 1125.765 -> 1125.77
    [100_004, 1250, 112_505], // 1125.045 -> 1125.05
    [12_345, 1050, 13_641], // 136.41225 -> 136.41 (below half)
    [1, 5000, 2], // 1.5 cents -> 2
    [1, 4999, 1],
    [0, 3000, 0],
  ])('%i cents at %i bp -> %i', (principal, bp, owed) => expect(applyRateCents(principal, bp)).toBe(owed));
  test('a principal whose product exceeds 2^53 is still exact', () => {
    const principal = 900_719_925_474; // ~$9bn: principal x 11_575 > Number.MAX_SAFE_INTEGER
    const expected = Number((BigInt(principal) * 11_575n + 5_000n) / 10_000n);
    expect(applyRateCents(principal, 1575)).toBe(expected);
    expect(expected).toBe(1_042_583_313_736);
  });
  test('non-integer inputs are rejected', () => {
    expect(() => applyRateCents(10.5, 100)).toThrow(RangeError);
    expect(() => applyRateCents(10, 12.5)).toThrow(RangeError);
    expect(() => applyRateCents(-1, 100)).toThrow(RangeError);
  });
});

describe('validateChangedRange', () => {
  const r = (daysFrom: number, daysTo: number, rateBp: number) => ({ daysFrom, daysTo, rateBp });
  const list = [r(0, 30, 1000), r(31, 90, 1500), r(91, 180, 2000)];
  test('a fitting range has no problem', () => {
    expect(validateChangedRange([...list, r(181, 365, 2500)], 'pre', 3)).toEqual([]);
  });
  test('an overlap is one problem of the new range, whatever it touches', () => {
    expect(validateChangedRange([...list, r(0, 400, 1000)], 'pre', 3)).toEqual([
      'Days 0-400 overlap another pre-settlement range (days 0-30)',
    ]);
  });
  test('rates out of order are said of the changed range, against an earlier and a later one', () => {
    expect(validateChangedRange([r(0, 30, 1000), r(31, 90, 2500), r(91, 180, 2000)], 'pre', 1)).toEqual([
      'Rate 25% is higher than the rate of a later pre-settlement range (20% for days 91-180)',
    ]);
    expect(validateChangedRange([r(0, 30, 1000), r(31, 90, 500), r(91, 180, 2000)], 'pre', 1)).toEqual([
      'Rate 5% is lower than the rate of an earlier pre-settlement range (10% for days 0-30)',
    ]);
  });
  test("the range's own problems come alone", () => {
    expect(validateChangedRange([...list, r(400, 300, 2500)], 'pre', 3)).toEqual([RANGE_MESSAGES.fromAfterTo]);
  });
});

describe('validateRanges', () => {
  const r = (daysFrom: number, daysTo: number, rateBp: number) => ({ daysFrom, daysTo, rateBp });
  test('the golden schedule and an empty list are valid', () => {
    expect(validateSchedule(SCHEDULE)).toEqual([]);
    expect(validateRanges([], 'pre')).toEqual([]);
  });
  test('"from" after "to"', () => {
    expect(validateRanges([r(0, 30, 1000), r(50, 40, 1500)], 'pre')).toEqual([
      { index: 1, message: '"From" day must not be after "to" day' },
    ]);
  });
  test('overlap, reported on the later range whatever the input order', () => {
    expect(validateRanges([r(20, 40, 1500), r(0, 30, 1000)], 'pre')).toEqual([
      { index: 0, message: 'Days 20-40 overlap another pre-settlement range (days 0-30)' },
    ]);
    expect(validateRanges([r(0, 30, 1000), r(30, 40, 1500)], 'pre')).toEqual([
      { index: 1, message: 'Days 30-40 overlap another pre-settlement range (days 0-30)' },
    ]);
  });
  test('a lower rate than an earlier range', () => {
    expect(validateRanges([r(0, 30, 1500), r(31, 60, 1250)], 'post')).toEqual([
      {
        index: 1,
        message: 'Rate 12.5% is lower than the rate of an earlier post-settlement range (15% for days 0-30)',
      },
    ]);
    expect(validateRanges([r(0, 30, 1500), r(31, 60, 1500)], 'post')).toEqual([]); // equal is fine
  });
  test('post-settlement ranges end by day 60; pre may go further', () => {
    expect(validateRanges([r(0, 61, 1000)], 'post')).toEqual([{ index: 0, message: RANGE_MESSAGES.postAfterDay60 }]);
    expect(RANGE_MESSAGES.postAfterDay60).toBe('A post-settlement range must end by day 60');
    expect(validateRanges([r(0, 61, 1000)], 'pre')).toEqual([]);
  });
  test('negative numbers, non-integer days, rate with more than 2 decimals', () => {
    expect(validateRanges([r(-1, 30, 1000)], 'pre')).toEqual([
      { index: 0, message: 'Days and rate must not be negative' },
    ]);
    expect(validateRanges([r(0, 30, -5)], 'pre')).toEqual([
      { index: 0, message: 'Days and rate must not be negative' },
    ]);
    expect(validateRanges([r(0, 30.5, 1000)], 'pre')).toEqual([
      { index: 0, message: '"From" and "to" days must be whole numbers' },
    ]);
    expect(validateRanges([r(0, 30, 1000.5)], 'pre')).toEqual([
      { index: 0, message: 'Rate may have at most 2 decimals' },
    ]);
  });
  test('scheduleFromWire converts and validates', () => {
    const ok = scheduleFromWire([{ daysFrom: 0, daysTo: 30, rate: 10 }], [{ daysFrom: 0, daysTo: 60, rate: 5.5 }]);
    expect(ok).toEqual({
      ok: true,
      schedule: { pre: [{ daysFrom: 0, daysTo: 30, rateBp: 1000 }], post: [{ daysFrom: 0, daysTo: 60, rateBp: 550 }] },
    });
    const bad = scheduleFromWire([], [{ daysFrom: 0, daysTo: 90, rate: 5 }]);
    expect(bad).toEqual({
      ok: false,
      issues: [{ kind: 'post', index: 0, message: 'A post-settlement range must end by day 60' }],
    });
  });
});

describe('calculator dayValuePairs', () => {
  test('PreSettlement: one entry per pre range end', () => {
    const pairs = calculatorDayValuePairs(SCHEDULE, 'PreSettlement', THOUSAND);
    expect(pairs).toEqual([
      [30, 110_000],
      [90, 115_000],
      [180, 122_500],
      [365, 130_000],
    ]);
    const object = toDayValuePairsObject(pairs);
    expect(object).toEqual({ 30: 1100, 90: 1150, 180: 1225, 365: 1300 });
    expect(Object.keys(object)).toEqual(['30', '90', '180', '365']);
    expect(JSON.stringify(object)).toBe('{"30":1100,"90":1150,"180":1225,"365":1300}');
  });
  test('PostSettlement: post ends up to 60, then pre ends after 60 (floor at day 90)', () => {
    const pairs = calculatorDayValuePairs(SCHEDULE, 'PostSettlement', THOUSAND);
    expect(pairs).toEqual([
      [30, 105_000],
      [60, 120_000],
      [90, 120_000],
      [180, 122_500],
      [365, 130_000],
    ]);
    expect(JSON.stringify(toDayValuePairsObject(pairs))).toBe('{"30":1050,"60":1200,"90":1200,"180":1225,"365":1300}');
  });
  test('cents in dollars, fee, unsorted ranges', () => {
    const s: RateSchedule = {
      pre: [
        { daysFrom: 31, daysTo: 60, rateBp: 1575 },
        { daysFrom: 0, daysTo: 30, rateBp: 1250 },
      ],
      post: [],
    };
    expect(toDayValuePairsObject(calculatorDayValuePairs(s, 'PreSettlement', 103_000))).toEqual({
      30: 1158.75,
      60: 1192.23,
    });
    expect(toDayValuePairsObject(calculatorDayValuePairs(s, 'PreSettlement', 103_000, 100))).toEqual({
      30: 1169.05,
      60: 1202.53,
    });
    expect(calculatorDayValuePairs(s, 'PostSettlement', 103_000)).toEqual([
      [30, 115_875],
      [60, 119_223],
    ]); // no post ranges: pre
  });
});

const base = (over: Partial<ContractMoneyInput> = {}): ContractMoneyInput => ({
  contractType: 'PreSettlement',
  schedule: SCHEDULE,
  feeBp: 0,
  tranches: [T1],
  payments: [],
  today: '2026-03-01',
  ...over,
});

describe('contractMoney', () => {
  test('open, no payments (day 45)', () => {
    expect(contractMoney(base())).toEqual({
      valuationDay: '2026-03-01',
      owedCents: 115_000,
      totalDueCents: 115_000,
      paidOffCents: 0,
      finalAmountOwedCents: null,
      daysBeforePriceIncrease: 46, // day 91 = 2026-04-16
    });
  });
  test.each([
    [[50_000], 65_000], // partial
    [[115_000], 0], // exact
    [[100_000, 20_000], 0], // over-payment: never below 0
    [[30_000, 20_000], 65_000],
  ])('payments %j -> totalDue %i', (amounts, due) => {
    const payments = amounts.map((amountCents) => ({ amountCents, paidOn: '2026-02-20' }));
    const money = contractMoney(base({ payments }));
    expect(money.totalDueCents).toBe(due);
    expect(money.paidOffCents).toBe(amounts.reduce((a, b) => a + b, 0));
    expect(money.owedCents).toBe(115_000);
  });
  test('payments are credits: the rate still applies to the whole principal', () => {
    const payments = [{ amountCents: 50_000, paidOn: '2026-02-01' }];
    expect(contractMoney(base({ payments, today: '2026-04-16' })).totalDueCents).toBe(122_500 - 50_000);
  });
  test('reduced amount replaces the owed sum; payments before and after it are credited', () => {
    const payments = [
      { amountCents: 20_000, paidOn: '2026-02-01' },
      { amountCents: 10_000, paidOn: '2026-03-10' },
    ];
    const money = contractMoney(base({ payments, reducedCents: 100_000, today: '2026-03-15' }));
    expect(money).toMatchObject({ owedCents: 115_000, totalDueCents: 70_000, paidOffCents: 30_000 });
    // later the schedule grows but the agreed payoff does not
    expect(contractMoney(base({ payments, reducedCents: 100_000, today: '2026-08-01' })).totalDueCents).toBe(70_000);
    expect(
      contractMoney(base({ payments: [{ amountCents: 150_000, paidOn: '2026-03-20' }], reducedCents: 100_000 }))
        .totalDueCents,
    ).toBe(0);
    expect(contractMoney(base({ reducedCents: 0 })).totalDueCents).toBe(0);
  });
  test('validateReducedAmount', () => {
    expect(validateReducedAmount(115_000, 115_000)).toBeNull();
    expect(validateReducedAmount(0, 115_000)).toBeNull();
    expect(validateReducedAmount(115_001, 115_000)).toBe(
      'The reduced amount may not exceed the amount owed ($1,150.00)',
    );
    expect(validateReducedAmount(-1, 115_000)).toBe('The reduced amount must not be negative');
    expect(validateReducedAmount(1.5, 115_000)).toBe('The reduced amount must be a whole number of cents');
  });
  describe('closing freezes at the closing day (2026-03-01, day 45, owed $1,150.00), today much later', () => {
    const payments = [{ amountCents: 50_000, paidOn: '2026-02-20' }];
    const closed = (status: 'PaidOff' | 'ClosedNotPaidOff' | 'ClosedCaseLost', amounts = payments) =>
      contractMoney(base({ payments: amounts, closing: { status, on: '2026-03-01' }, today: '2027-06-01' }));
    test('ClosedCaseLost owes 0 (non-recourse)', () => {
      expect(closed('ClosedCaseLost')).toEqual({
        valuationDay: '2026-03-01',
        owedCents: 115_000,
        totalDueCents: 0,
        paidOffCents: 50_000,
        finalAmountOwedCents: 0,
        daysBeforePriceIncrease: 0,
      });
    });
    test('ClosedNotPaidOff keeps what was owed (written off)', () => {
      expect(closed('ClosedNotPaidOff')).toMatchObject({
        owedCents: 115_000,
        totalDueCents: 65_000,
        finalAmountOwedCents: 65_000,
        daysBeforePriceIncrease: 0,
      });
    });
    test('PaidOff keeps any residue, 0 when paid in full', () => {
      expect(closed('PaidOff', [{ amountCents: 114_000, paidOn: '2026-03-01' }]).finalAmountOwedCents).toBe(1_000);
      expect(closed('PaidOff', [{ amountCents: 115_000, paidOn: '2026-03-01' }]).finalAmountOwedCents).toBe(0);
      expect(closed('PaidOff', [{ amountCents: 120_000, paidOn: '2026-03-01' }]).finalAmountOwedCents).toBe(0);
    });
    test('reduced amount at closing', () => {
      expect(
        contractMoney(
          base({ payments, reducedCents: 60_000, closing: { status: 'ClosedNotPaidOff', on: '2026-03-01' } }),
        ).finalAmountOwedCents,
      ).toBe(10_000);
    });
  });
  test('two tranches funded on different days', () => {
    const T2: Tranche = { principalCents: 50_000, fundedOn: '2026-02-01' };
    // 2026-02-10: T1 day 26 (10%) 110_000 + T2 day 9 (10%) 55_000
    expect(contractMoney(base({ tranches: [T1, T2], today: '2026-02-10' }))).toMatchObject({
      owedCents: 165_000,
      daysBeforePriceIncrease: 5,
    });
    // 2026-03-04: T1 day 48 (15%) 115_000 + T2 day 31 (15%) 57_500
    expect(contractMoney(base({ tranches: [T1, T2], today: '2026-03-04' }))).toMatchObject({
      owedCents: 172_500,
      daysBeforePriceIncrease: 43,
    });
    // 2026-03-03: T2 day 30 -> increases tomorrow
    expect(contractMoney(base({ tranches: [T1, T2], today: '2026-03-03' }))).toMatchObject({
      owedCents: 170_000,
      daysBeforePriceIncrease: 1,
    });
  });
  test('a tranche funded after today owes nothing yet; its funding day is the next increase', () => {
    const T2: Tranche = { principalCents: 50_000, fundedOn: '2026-03-01' };
    expect(contractMoney(base({ tranches: [T1, T2], today: '2026-02-20' }))).toMatchObject({
      owedCents: 115_000,
      daysBeforePriceIncrease: 9,
    });
  });
  test('before funding (no tranches)', () => {
    expect(contractMoney(base({ tranches: [] }))).toEqual({
      valuationDay: '2026-03-01',
      owedCents: 0,
      totalDueCents: 0,
      paidOffCents: 0,
      finalAmountOwedCents: null,
      daysBeforePriceIncrease: 0,
    });
  });
  test('rejects bad amounts and days', () => {
    expect(() => contractMoney(base({ payments: [{ amountCents: -1, paidOn: '2026-01-01' }] }))).toThrow(RangeError);
    expect(() => contractMoney(base({ today: '03/01/2026' }))).toThrow(/calendar day/);
    expect(() => contractMoney(base({ reducedCents: 1.5 }))).toThrow(RangeError);
  });
});

describe('daysBeforePriceIncrease', () => {
  const days = (
    today: string,
    contractType: 'PreSettlement' | 'PostSettlement' = 'PreSettlement',
    schedule = SCHEDULE,
  ) => contractMoney(base({ today, contractType, schedule })).daysBeforePriceIncrease;
  test.each([
    ['2026-01-15', 31], // day 0 (first range) -> day 31
    ['2026-02-14', 1], // day 30
    ['2026-02-15', 60], // day 31 -> day 91
    ['2026-07-14', 1], // day 180
    ['2026-07-15', 0], // day 181: last range, never increases again
    ['2027-02-19', 0],
  ])('PreSettlement %s -> %i', (today, n) => expect(days(today)).toBe(n));
  test.each([
    ['2026-01-15', 31], // 5% -> 20% on day 31
    ['2026-03-01', 46], // day 45: 20%; day 61 floor keeps 20%; day 91 22.5%
    ['2026-03-16', 31], // day 60
  ])('PostSettlement %s -> %i', (today, n) => expect(days(today, 'PostSettlement')).toBe(n));
  test('the day-61 switch counts when the pre rate there is higher', () => {
    const s: RateSchedule = {
      pre: [{ daysFrom: 0, daysTo: 365, rateBp: 2500 }],
      post: [{ daysFrom: 0, daysTo: 60, rateBp: 2000 }],
    };
    expect(days('2026-03-06', 'PostSettlement', s)).toBe(11); // day 50 -> day 61
    expect(days('2026-03-17', 'PostSettlement', s)).toBe(0); // day 61
    expect(nextOwedIncreaseDay([T1], s, 'PostSettlement', 0, '2026-03-06')).toBe('2026-03-17');
  });
  test('the gap keeps the earlier rate until the next range starts', () => {
    const s: RateSchedule = {
      pre: [
        { daysFrom: 0, daysTo: 30, rateBp: 1000 },
        { daysFrom: 41, daysTo: 90, rateBp: 1500 },
      ],
      post: [],
    };
    expect(days('2026-02-17', 'PreSettlement', s)).toBe(8); // day 33 -> day 41
  });
  test('a reduced amount never increases, so no days are counted (as the payoff statement says)', () => {
    const money = contractMoney(base({ reducedCents: 100_000, today: '2026-03-01' }));
    expect(money.daysBeforePriceIncrease).toBe(0);
    expect(priceChangeSchedule(base({ reducedCents: 100_000, today: '2026-03-01' }))[0]?.goodThrough).toBeNull();
  });
  test('an increase that payments already cover is not counted; the first one that shows is', () => {
    // owed 115,000 now, 122,500 from day 91 (2026-04-16), 130,000 from day 181 (2026-07-15); 125,000 paid
    const payments = [{ amountCents: 125_000, paidOn: '2026-02-20' }];
    expect(contractMoney(base({ payments, today: '2026-03-01' }))).toMatchObject({
      totalDueCents: 0,
      daysBeforePriceIncrease: 136, // 2026-07-15, not day 91's covered increase
    });
    expect(priceChangeSchedule(base({ payments, today: '2026-03-01' }))).toEqual([
      { from: '2026-03-01', goodThrough: '2026-07-14', payoffCents: 0 },
      { from: '2026-07-15', goodThrough: null, payoffCents: 5_000 },
    ]);
  });
});

describe('payoff statement: good-through table', () => {
  test('open PreSettlement with a payment', () => {
    const payments = [{ amountCents: 10_000, paidOn: '2026-02-01' }];
    expect(priceChangeSchedule(base({ payments, today: '2026-03-01' }))).toEqual([
      { from: '2026-03-01', goodThrough: '2026-04-15', payoffCents: 105_000 },
      { from: '2026-04-16', goodThrough: '2026-07-14', payoffCents: 112_500 },
      { from: '2026-07-15', goodThrough: null, payoffCents: 120_000 },
    ]);
  });
  test('PostSettlement: the day-61 floor is not an increase', () => {
    expect(priceChangeSchedule(base({ contractType: 'PostSettlement', today: '2026-01-20' }))).toEqual([
      { from: '2026-01-20', goodThrough: '2026-02-14', payoffCents: 105_000 },
      { from: '2026-02-15', goodThrough: '2026-04-15', payoffCents: 120_000 },
      { from: '2026-04-16', goodThrough: '2026-07-14', payoffCents: 122_500 },
      { from: '2026-07-15', goodThrough: null, payoffCents: 130_000 },
    ]);
  });
  test('a reduced amount or closing gives one line', () => {
    expect(priceChangeSchedule(base({ reducedCents: 100_000 }))).toEqual([
      { from: '2026-03-01', goodThrough: null, payoffCents: 100_000 },
    ]);
    expect(
      priceChangeSchedule(base({ closing: { status: 'ClosedNotPaidOff', on: '2026-02-20' }, today: '2026-05-01' })),
    ).toEqual([{ from: '2026-02-20', goodThrough: null, payoffCents: 115_000 }]);
  });
  test('maxLines caps the table', () => {
    expect(priceChangeSchedule(base({ today: '2026-01-15' }), 2)).toEqual([
      { from: '2026-01-15', goodThrough: '2026-02-14', payoffCents: 110_000 },
      { from: '2026-02-15', goodThrough: '2026-04-15', payoffCents: 115_000 },
    ]);
  });
});

describe('riskRate', () => {
  test.each([
    ['0-25k', 1_250_000],
    ['26k-50k', 3_800_000],
    ['51k-100k', 7_550_000],
    ['101k-200k', 15_050_000],
    ['Over 201k', 20_100_000],
  ] as const)('PreSettlement bucket %s midpoint %i cents', (bucket, cents) => {
    expect(expectedSettlementCents('PreSettlement', null, bucket)).toBe(cents);
  });
  test('fractions', () => {
    expect(riskRate(125_000, 'PreSettlement', null, '0-25k')).toBe(0.1);
    expect(riskRate(380_000, 'PreSettlement', 999_999, '26k-50k')).toBe(0.1); // pre uses the bucket, not amountSettlement
    expect(riskRate(250_000, 'PostSettlement', 1_000_000, '0-25k')).toBe(0.25);
  });
  test('null when unknown', () => {
    expect(riskRate(1, 'PreSettlement', 1_000_000, null)).toBeNull();
    expect(riskRate(1, 'PreSettlement', null, 'bogus')).toBeNull();
    expect(riskRate(1, 'PostSettlement', null, '0-25k')).toBeNull();
    expect(riskRate(1, 'PostSettlement', 0, null)).toBeNull();
  });
});

describe('charges stop at the statutory term (chargesStopOn)', () => {
  // Illinois: no charges after 42 months. Funded 2026-01-15, the term ends 2029-07-15 (day 1277). The schedule
  // rises on that day and again the day after: the engine charges the first rise, never the second.
  const rising: RateSchedule = {
    pre: [
      { daysFrom: 0, daysTo: 1276, rateBp: 1000 },
      { daysFrom: 1277, daysTo: 1277, rateBp: 1500 },
      { daysFrom: 1278, daysTo: 3000, rateBp: 2000 },
    ],
    post: [],
  };
  const stopOn = chargesStopOn(FUNDED, 42);
  const tranche: Tranche = { principalCents: THOUSAND, fundedOn: FUNDED, chargesStopOn: stopOn };
  const owed = (today: string) =>
    contractMoney({
      contractType: 'PreSettlement',
      schedule: rising,
      feeBp: 100,
      tranches: [tranche],
      payments: [],
      today,
    });

  test('the term ends 42 calendar months after funding', () => {
    expect(stopOn).toBe('2029-07-15');
    expect(chargesStopOn(FUNDED, null)).toBeNull();
  });
  test.each([
    ['2029-07-14', 111_000], // day 1276: 10 % + 1 % fee
    ['2029-07-15', 116_000], // day 1277, the term's last day: 15 % + 1 %
    ['2029-07-16', 116_000], // day 1278: the schedule says 20 %, the statute says no more charges
    ['2031-01-01', 116_000],
  ])('owed on %s is %i cents', (today, cents) => expect(owed(today).totalDueCents).toBe(cents));
  test('the price no longer increases once the term is reached', () => {
    expect(owed('2029-07-14').daysBeforePriceIncrease).toBe(1);
    expect(owed('2029-07-15').daysBeforePriceIncrease).toBe(0);
    expect(nextOwedIncreaseDay([tranche], rising, 'PreSettlement', 0, '2029-07-15')).toBeNull();
  });
  test('without a term the schedule goes on', () => {
    expect(
      trancheOwedCents({ principalCents: THOUSAND, fundedOn: FUNDED }, rising, 'PreSettlement', 100, '2029-07-16'),
    ).toBe(121_000);
  });
});
