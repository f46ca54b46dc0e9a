// Disclosure numbers to the cent and to 0.01 % APR, worked out by hand: amount due = funded x (1 + (rate + fee)
// / 100) half-up to the cent, plus one-time fees; APR = 2 x ((due / funded)^(1/k) - 1) at the end of the k-th
// 6-month interval (apr.ts).
import { describe, expect, test } from '@jest/globals';
import { ranges } from '../pricing/test-fixtures.ts';
import type { RateSchedule } from '../pricing/types.ts';
import { DEFAULT_DISCLOSURE_MONTHS, disclosureNumbers } from './disclosure.ts';
import { applicableLaw } from './overrides.ts';
import { checkScheduleCompliance } from './schedule-check.ts';
import { statuteInForce } from './state-rules.ts';

const table = (d: ReturnType<typeof disclosureNumbers>) =>
  d.rows.map((r) => [r.months, r.endsOn, r.day, r.amountDueCents, r.aprBp]);

/** West Virginia: 9 points every 6 months, within 18% a year begun (the 6-month steps never pass it). */
const WEST_VIRGINIA: RateSchedule = {
  pre: ranges(
    [0, 184, 900],
    [185, 366, 1800],
    [367, 550, 2700],
    [551, 731, 3600],
    [732, 915, 4500],
    [916, 1096, 5400],
    [1097, 1276, 6300],
  ),
  post: [],
};

describe('a West Virginia plaintiff: $10,000.00 funded Thursday 2026-01-15', () => {
  const law = statuteInForce('WV', '2026-01-15');
  const disclosure = disclosureNumbers({
    fundedCents: 1_000_000,
    fundedOn: '2026-01-15',
    schedule: WEST_VIRGINIA,
    contractType: 'PreSettlement',
    feeBp: 0,
    rules: law.rules,
  });

  test('the rate set complies', () => expect(checkScheduleCompliance(law, WEST_VIRGINIA)).toEqual([]));

  test('the 6-month table up to the 42-month term', () => {
    expect(table(disclosure)).toEqual([
      // 2026-07-15 is day 181 (Jan 16..Jul 15): 9% -> $10,900.00. APR 2 x 0.09 = 18.00 %.
      [6, '2026-07-15', 181, 1_090_000, 1800],
      // Day 365: 18% -> $11,800.00. 1.18^(1/2) = 1.0862780 -> 17.2556 % -> 17.26 %.
      [12, '2027-01-15', 365, 1_180_000, 1726],
      // Day 546 (365 + 181): 27% -> $12,700.00. 1.27^(1/3) = 1.0829321 -> 16.5864 % -> 16.59 %.
      [18, '2027-07-15', 546, 1_270_000, 1659],
      // Day 730: 36% -> $13,600.00. 1.36^(1/4) = 1.0799029 -> 15.9806 % -> 15.98 %.
      [24, '2028-01-15', 730, 1_360_000, 1598],
      // Day 912 (730 + 182, 2028 is a leap year): 45% -> $14,500.00. 1.45^(1/5) = 1.0771436 -> 15.4287 % -> 15.43 %.
      [30, '2028-07-15', 912, 1_450_000, 1543],
      // Day 1096: 54% -> $15,400.00. 1.54^(1/6) = 1.0746164 -> 14.9233 % -> 14.92 %.
      [36, '2029-01-15', 1096, 1_540_000, 1492],
      // Day 1277, past the last range (1097-1276), which goes on: 63% -> $16,300.00.
      // 1.63^(1/7) = 1.0722906 -> 14.4581 % -> 14.46 %.
      [42, '2029-07-15', 1277, 1_630_000, 1446],
    ]);
  });

  test('charges stop at 42 months; the maximum is what is due then', () => {
    expect(disclosure.chargesStopOn).toBe('2029-07-15');
    expect(disclosure.maximumTotalCents).toBe(1_630_000);
    expect(disclosure.required).toMatchObject({
      id: 'WV.disclosure',
      items: ['in 14-point bold on the first two pages'],
    });
  });

  test('what is due if repaid at any time, stretch by stretch', () => {
    expect(disclosure.anyTime).toEqual([
      { fromOn: '2026-01-15', throughOn: '2026-07-18', amountDueCents: 1_090_000 }, // days 0-184
      { fromOn: '2026-07-19', throughOn: '2027-01-16', amountDueCents: 1_180_000 }, // days 185-366
      { fromOn: '2027-01-17', throughOn: '2027-07-19', amountDueCents: 1_270_000 }, // days 367-550
      { fromOn: '2027-07-20', throughOn: '2028-01-16', amountDueCents: 1_360_000 }, // days 551-731
      { fromOn: '2028-01-17', throughOn: '2028-07-18', amountDueCents: 1_450_000 }, // days 732-915
      { fromOn: '2028-07-19', throughOn: '2029-01-15', amountDueCents: 1_540_000 }, // days 916-1096
      { fromOn: '2029-01-16', throughOn: null, amountDueCents: 1_630_000 }, // day 1097 on
    ]);
  });
});

describe('an Illinois contract with an additional fee and the $75 document fee', () => {
  // 15% per 6 months plus a 2% fee: 17%, 32%, ... 107%, each within 18% x the periods begun.
  const schedule: RateSchedule = {
    pre: ranges(
      [0, 184, 1500],
      [185, 366, 3000],
      [367, 550, 4500],
      [551, 731, 6000],
      [732, 915, 7500],
      [916, 1096, 9000],
      [1097, 1276, 10_500],
    ),
    post: [],
  };
  const law = statuteInForce('IL', '2026-03-31');
  const disclosure = disclosureNumbers({
    fundedCents: 432_109,
    fundedOn: '2026-03-31',
    schedule,
    contractType: 'PreSettlement',
    feeBp: 200,
    oneTimeFeesCents: 7_500,
    rules: law.rules,
  });

  test('the rate set with the fee complies', () => expect(checkScheduleCompliance(law, schedule, 200)).toEqual([]));

  test("funded on the 31st: intervals end on the month's last day", () => {
    expect(table(disclosure)).toEqual([
      // Day 183: 17% of $4,321.09 = 505,567.53 -> 505,568 + 7,500 = 513,068.
      // 513,068 / 432,109 = 1.1873578 -> 2 x 0.1873578 = 37.4716 % -> 37.47 %.
      [6, '2026-09-30', 183, 513_068, 3747],
      // Day 365: x 1.32 = 570,383.88 -> 570,384 + 7,500 = 577,884. Ratio 1.3373570, root 1.1564415 -> 31.29 %.
      [12, '2027-03-31', 365, 577_884, 3129],
      // Day 548: x 1.47 = 635,200.23 -> 635,200 + 7,500 = 642,700. Ratio 1.4873562, cube root 1.1414888 -> 28.30 %.
      [18, '2027-09-30', 548, 642_700, 2830],
      // Day 731 (the last of 551-731): x 1.62 = 700,016.58 -> 700,017 + 7,500 = 707,517. 4th root of 1.6373577 =
      // 1.1311909 -> 26.2382 % -> 26.24 %.
      [24, '2028-03-31', 731, 707_517, 2624],
      // Day 914: x 1.77 = 764,832.93 -> 764,833 + 7,500 = 772,333. 5th root of 1.7873569 = 1.1231616 -> 24.63 %.
      [30, '2028-09-30', 914, 772_333, 2463],
      // Day 1096: x 1.92 = 829,649.28 -> 829,649 + 7,500 = 837,149. 6th root of 1.9373561 = 1.1165245 -> 23.30 %.
      [36, '2029-03-31', 1096, 837_149, 2330],
      // Day 1279: x 2.07 = 894,465.63 -> 894,466 + 7,500 = 901,966. 7th root of 2.0873576 = 1.1108533 -> 22.17 %.
      [42, '2029-09-30', 1279, 901_966, 2217],
    ]);
    expect(disclosure.maximumTotalCents).toBe(901_966);
    expect(disclosure.oneTimeFeesCents).toBe(7_500);
  });

  test('the funder holding Illinois to 9 months: rows at 6 and 9 months, charges stop at 9', () => {
    const short = applicableLaw('IL', '2026-01-15', { termMonths: 9 });
    const d = disclosureNumbers({
      fundedCents: 100_000,
      fundedOn: '2026-01-15',
      schedule,
      contractType: 'PreSettlement',
      feeBp: 0,
      rules: short.rules,
    });
    expect(table(d)).toEqual([
      [6, '2026-07-15', 181, 115_000, 3000], // 2 x 0.15 = 30.00 %
      // Day 273: 30% -> $1,300.00. (1 + x/2)(1 + x/4) = 1.3 -> x^2 + 6x - 2.4 = 0 -> x = (-6 + sqrt(45.6)) / 2
      // = 0.3763886 -> 37.64 %.
      [9, '2026-10-15', 273, 130_000, 3764],
    ]);
    expect(d.chargesStopOn).toBe('2026-10-15');
    expect(d.maximumTotalCents).toBe(130_000);
    expect(d.anyTime.at(-1)).toEqual({ fromOn: '2026-07-19', throughOn: null, amountDueCents: 130_000 });
  });
});

describe('Ohio: no term, the 36-month table the statute prescribes', () => {
  const schedule: RateSchedule = { pre: ranges([0, 90, 1000], [91, 400, 2500], [401, 2000, 6000]), post: [] };
  const d = disclosureNumbers({
    fundedCents: 100_000,
    fundedOn: '2026-08-31',
    schedule,
    contractType: 'PreSettlement',
    feeBp: 0,
    rules: statuteInForce('OH', '2026-08-31').rules,
  });

  test('intervals clamp to February; the amount stops growing with the schedule', () => {
    expect(table(d)).toEqual([
      [6, '2027-02-28', 181, 125_000, 5000], // 25%: 2 x 0.25 = 50.00 %
      [12, '2027-08-31', 365, 125_000, 2361], // 1.25^(1/2) = 1.1180340 -> 23.61 %
      [18, '2028-02-29', 547, 160_000, 3392], // 60%: 1.6^(1/3) = 1.1696071 -> 33.92 %
      [24, '2028-08-31', 731, 160_000, 2494], // 1.6^(1/4) = 1.1246827 -> 24.94 %
      [30, '2029-02-28', 912, 160_000, 1971], // 1.6^(1/5) = 1.0985605 -> 19.71 %
      [36, '2029-08-31', 1096, 160_000, 1630], // 1.6^(1/6) = 1.0814837 -> 16.30 %
    ]);
    expect(d.chargesStopOn).toBeNull();
    expect(d.maximumTotalCents).toBe(160_000);
    expect(d.anyTime).toEqual([
      { fromOn: '2026-08-31', throughOn: '2026-11-29', amountDueCents: 110_000 },
      { fromOn: '2026-11-30', throughOn: '2027-10-05', amountDueCents: 125_000 },
      { fromOn: '2027-10-06', throughOn: null, amountDueCents: 160_000 },
    ]);
  });

  test('without a term or a length in the statute the table goes to 36 months', () => {
    const utah = disclosureNumbers({
      fundedCents: 100_000,
      fundedOn: '2026-08-31',
      schedule,
      contractType: 'PreSettlement',
      feeBp: 0,
      rules: statuteInForce('UT', '2026-08-31').rules,
    });
    expect(utah.rows.map((r) => r.months)).toEqual([6, 12, 18, 24, 30, DEFAULT_DISCLOSURE_MONTHS]);
    expect(utah.required?.intervalMonths).toBe(6);
  });
});

describe('bad input', () => {
  const base = {
    fundedCents: 100_000,
    fundedOn: '2026-01-15',
    schedule: WEST_VIRGINIA,
    contractType: 'PreSettlement' as const,
    feeBp: 0,
    rules: [],
  };
  test('is refused, not priced', () => {
    expect(() => disclosureNumbers({ ...base, fundedCents: 10.5 })).toThrow(/whole cents/);
    expect(() => disclosureNumbers({ ...base, oneTimeFeesCents: -1 })).toThrow(/whole cents/);
    expect(() => disclosureNumbers({ ...base, fundedCents: 0 })).toThrow(/more than 0/);
    expect(() => disclosureNumbers({ ...base, fundedOn: '2026-02-30' })).toThrow(RangeError);
  });
});
