// Caps and terms at each boundary, for one funding day and for any funding day; month spans against every real day.
import { describe, expect, test } from '@jest/globals';
import { addDays, addMonths, daysBetween } from '../format/dates.ts';
import {
  capAllows,
  capCents,
  capFloorBp,
  chargeCapAnyFunding,
  chargeCapOn,
  chargesStopDay,
  chargesStopDayAnyFunding,
  recoveryCapCents,
} from './caps.ts';
import { monthSpanDays } from './months.ts';
import { ruleOf, rulesInForce } from './state-rules.ts';

const rulesOf = (state: string) => rulesInForce(state, '2026-06-01');
const capOf = (state: string) => ruleOf(rulesOf(state), 'chargeCap')!;
const termOf = (state: string) => ruleOf(rulesOf(state), 'chargeTerm');
const bp = (cap: { num: number; den: number }) => cap.num / cap.den;

describe('month spans', () => {
  test('6 months last 181 to 184 days, 12 months 365 to 366, 42 months 1,276 to 1,280', () => {
    // 184 = Jul + Aug + Sep + Oct + Nov + Dec (31 + 31 + 30 + 31 + 30 + 31); 181 = Sep..Feb without a leap day.
    expect(monthSpanDays(6)).toMatchObject({ min: 181, max: 184 });
    expect(monthSpanDays(12)).toMatchObject({ min: 365, max: 366 });
    // 1,276: 42 months from 2096-08-31 cross February 2100, which has no leap day.
    expect(monthSpanDays(42)).toMatchObject({ min: 1276, max: 1280 });
    expect(daysBetween('2096-08-31', addMonths('2096-08-31', 42))).toBe(1276);
    expect(monthSpanDays(0)).toMatchObject({ min: 0, max: 0 });
  });

  test.each([1, 6, 12, 36, 42, 48])(
    'a funding day on which %s months are shortest, and one where longest',
    (months) => {
      const { min, max, shortestFrom, longestFrom } = monthSpanDays(months);
      expect(daysBetween(shortestFrom, addMonths(shortestFrom, months))).toBe(min);
      expect(daysBetween(longestFrom, addMonths(longestFrom, months))).toBe(max);
    },
  );

  test.each([1, 6, 12, 42])('every funding day 1996-2031 is within the %s-month bounds', (months) => {
    const { min, max } = monthSpanDays(months);
    let seenMin = Infinity;
    let seenMax = -Infinity;
    for (let day = '1996-01-01'; day <= '2031-12-31'; day = addDays(day, 1)) {
      const span = daysBetween(day, addMonths(day, months));
      seenMin = Math.min(seenMin, span);
      seenMax = Math.max(seenMax, span);
    }
    expect(seenMin).toBeGreaterThanOrEqual(min);
    expect(seenMax).toBe(max);
    if (months !== 42) expect(seenMin).toBe(min); // 42 months reach 1,276 days only around 2100
  });
});

describe('a per-period cap (Illinois: 18% per 6 months, 42 months)', () => {
  const cap = capOf('IL');
  const term = termOf('IL');

  test('funded 2026-01-15: 18% through the 6-month anniversary (day 181), 36% from the day after', () => {
    // 2026-01-15 + 6 months = 2026-07-15 = day 181; + 12 months = 2027-01-15 = day 365.
    const on = (d: number) => bp(chargeCapOn(cap, term, '2026-01-15', d));
    expect([on(0), on(181), on(182), on(365), on(366)]).toEqual([1800, 1800, 3600, 3600, 5400]);
    // 36 months = 2029-01-15 = day 1096: the 7th period begins on day 1097; 42 months (2029-07-15, day 1277)
    // end the charges, so no 8th period: 7 x 18% = 126% from then on.
    expect([on(1096), on(1097), on(1277), on(1278), on(10_000)]).toEqual([10_800, 12_600, 12_600, 12_600, 12_600]);
    expect(on(-1)).toBe(0);
  });

  test('any funding day: a period surely begun only after the longest span (6 months: day 184)', () => {
    const any = (d: number) => bp(chargeCapAnyFunding(cap, term, d));
    expect([any(184), any(185), any(366), any(367), any(550), any(551)]).toEqual([1800, 3600, 3600, 5400, 5400, 7200]);
    expect([any(1096), any(1097), any(99_999)]).toEqual([10_800, 12_600, 12_600]);
  });

  test('the term ends on the 42-month anniversary (2029-07-15 = day 1277), day 1276 at the earliest', () => {
    expect(chargesStopDay(term!, '2026-01-15')).toBe(1277);
    expect(chargesStopDayAnyFunding(term!)).toBe(1276);
    expect(chargesStopDayAnyFunding(termOf('NE')!)).toBe(1095); // 36 months: 3 x 365
  });
});

describe('yearly caps', () => {
  test('Tennessee: 46% a year begun, three years (no 4th year)', () => {
    const any = (d: number) => bp(chargeCapAnyFunding(capOf('TN'), termOf('TN'), d));
    expect([any(0), any(366), any(367), any(731), any(732), any(5000)]).toEqual([
      4600, 4600, 9200, 9200, 13_800, 13_800,
    ]);
  });
  test('West Virginia: 18% a year begun, the 4th year begins (36 < 42 months)', () => {
    const any = (d: number) => bp(chargeCapAnyFunding(capOf('WV'), termOf('WV'), d));
    expect([any(366), any(367), any(1096), any(1097), any(9000)]).toEqual([1800, 3600, 5400, 7200, 7200]);
  });
});

describe('a prorated usury cap (Arkansas: 17% a year, day by day)', () => {
  const cap = capOf('AR');
  test('nothing on the funding day, 17% x d / 365 after', () => {
    expect(chargeCapAnyFunding(cap, null, 0)).toEqual({ num: 0, den: 365 });
    // Day 30: 1,700 x 30 / 365 = 139.726 bp: 1.39% is within, 1.40% is not.
    const day30 = chargeCapAnyFunding(cap, null, 30);
    expect(capFloorBp(day30)).toBe(139);
    expect([capAllows(day30, 139), capAllows(day30, 140)]).toEqual([true, false]);
    expect(bp(chargeCapAnyFunding(cap, null, 365))).toBe(1700);
    expect(bp(chargeCapOn(cap, null, '2026-01-15', 730))).toBe(3400);
  });
  test('in cents: $1,000.00 on day 30 may carry at most $13.97 of charges', () => {
    // 100,000 x 139.726 / 10,000 = 1,397.26 cents -> 1,397.
    expect(capCents(100_000, chargeCapAnyFunding(cap, null, 30))).toBe(1_397);
    // Half-up: 50 cents x 1,800 bp = 9 cents exactly; 1 cent x 5,000 bp = 0.5 -> 1.
    expect(capCents(50, { num: 1800, den: 1 })).toBe(9);
    expect(capCents(1, { num: 5000, den: 1 })).toBe(1);
  });
});

describe('recovery caps', () => {
  const outcome = { fundedCents: 1_000_000, grossRecoveryCents: 10_000_001, attorneyFeesCents: 3_333_334 };
  test('New York: the funded amount plus 25% of the gross recovery, rounded down', () => {
    // 10,000,001 x 25% = 2,500,000.25 -> 2,500,000; + 1,000,000 funded.
    expect(recoveryCapCents(ruleOf(rulesOf('NY'), 'recoveryCap')!, outcome)).toBe(3_500_000);
  });
  test('Montana: 25% of the gross recovery in all', () => {
    expect(recoveryCapCents(ruleOf(rulesOf('MT'), 'recoveryCap')!, outcome)).toBe(2_500_000);
  });
  test("Georgia: the plaintiff's share after attorney fees", () => {
    // 10,000,001 - 3,333,334 = 6,666,667.
    expect(recoveryCapCents(ruleOf(rulesOf('GA'), 'recoveryCap')!, outcome)).toBe(6_666_667);
    expect(recoveryCapCents(ruleOf(rulesOf('GA'), 'recoveryCap')!, { ...outcome, attorneyFeesCents: 20_000_000 })).toBe(
      0,
    );
  });
});
