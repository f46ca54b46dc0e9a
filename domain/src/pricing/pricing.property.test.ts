// Property tests over any valid generated rate set (fast-check).
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { addDays, daysBetween } from '../format/dates.ts';
import {
  applyRateCents,
  bpToPercent,
  businessDayOf,
  calculatorDayValuePairs,
  contractMoney,
  percentToBp,
  toDayValuePairsObject,
  trancheOwedCents,
  trancheOwedOnDayIndex,
  validateRanges,
  validateSchedule,
} from './index.ts';
import type { ContractType } from '../enums.ts';
import { rangesArb, scheduleArb } from './test-fixtures.ts';

const TYPES: ContractType[] = ['PreSettlement', 'PostSettlement'];

const schedules = scheduleArb();

const dayArb = fc.integer({ min: 0, max: 3_000 }).map((n) => addDays('2024-01-01', n));
const principalArb = fc.integer({ min: 0, max: 1_000_000_000 });
const feeArb = fc.integer({ min: 0, max: 2_000 });
const typeArb = fc.constantFrom(...TYPES);

describe('generated schedules', () => {
  test('are valid by validateSchedule (generator sanity)', () => {
    fc.assert(fc.property(schedules, (s) => validateSchedule(s).length === 0));
  });

  test('owed never decreases as days grow (both contract types, any fee)', () => {
    fc.assert(
      fc.property(schedules, principalArb, feeArb, (schedule, principal, fee) => {
        for (const type of TYPES) {
          let previous = trancheOwedOnDayIndex(principal, schedule, type, fee, -1);
          for (let d = 0; d <= 500; d++) {
            const owed = trancheOwedOnDayIndex(principal, schedule, type, fee, d);
            if (owed < previous) return false;
            previous = owed;
          }
        }
        return true;
      }),
    );
  });

  test('PostSettlement owes at least as much as the post rate of day 60 from day 61 on', () => {
    fc.assert(
      fc.property(
        schedules,
        principalArb,
        fc.integer({ min: 61, max: 800 }),
        (schedule, principal, d) =>
          trancheOwedOnDayIndex(principal, schedule, 'PostSettlement', 0, d) >=
          trancheOwedOnDayIndex(principal, schedule, 'PostSettlement', 0, 60),
      ),
    );
  });

  test('a payment lowers totalDue by exactly its amount, until 0', () => {
    fc.assert(
      fc.property(
        schedules,
        typeArb,
        feeArb,
        principalArb,
        dayArb,
        fc.integer({ min: -100, max: 900 }),
        fc.array(fc.integer({ min: 0, max: 500_000_000 }), { maxLength: 4 }),
        fc.integer({ min: 0, max: 1_500_000_000 }),
        fc.option(fc.integer({ min: 0, max: 1_000_000_000 })),
        (schedule, contractType, feeBp, principalCents, fundedOn, offset, earlier, p, reducedCents) => {
          const input = {
            contractType,
            schedule,
            feeBp,
            tranches: [{ principalCents, fundedOn }],
            reducedCents,
            today: addDays(fundedOn, offset),
            payments: earlier.map((amountCents) => ({ amountCents, paidOn: fundedOn })),
          };
          const before = contractMoney(input).totalDueCents;
          const after = contractMoney({
            ...input,
            payments: [...input.payments, { amountCents: p, paidOn: input.today }],
          });
          return (
            after.totalDueCents === Math.max(0, before - p) &&
            after.paidOffCents === contractMoney(input).paidOffCents + p
          );
        },
      ),
    );
  });

  test('daysBeforePriceIncrease points at the first day the owed sum grows (0: it never grows again)', () => {
    fc.assert(
      fc.property(
        schedules,
        typeArb,
        feeArb,
        fc.array(fc.record({ principalCents: fc.integer({ min: 1, max: 100_000_000 }), fundedOn: dayArb }), {
          minLength: 1,
          maxLength: 3,
        }),
        dayArb,
        (schedule, contractType, feeBp, tranches, today) => {
          const owedOn = (day: string) =>
            tranches.reduce((sum, t) => sum + trancheOwedCents(t, schedule, contractType, feeBp, day), 0);
          const { daysBeforePriceIncrease: n, owedCents } = contractMoney({
            contractType,
            schedule,
            feeBp,
            tranches,
            payments: [],
            today,
          });
          expect(owedCents).toBe(owedOn(today));
          if (n === 0) {
            expect(owedOn(addDays(today, 5_000))).toBe(owedCents);
          } else {
            expect(n).toBeGreaterThan(0);
            expect(owedOn(addDays(today, n))).toBeGreaterThan(owedCents);
            expect(owedOn(addDays(today, n - 1))).toBe(owedCents);
          }
        },
      ),
    );
  });

  test('calculator pairs are ascending by day, owed non-decreasing, and the JSON keys come out ascending', () => {
    fc.assert(
      fc.property(schedules, typeArb, principalArb, (schedule, type, amount) => {
        const pairs = calculatorDayValuePairs(schedule, type, amount);
        for (let i = 1; i < pairs.length; i++) {
          expect(pairs[i]![0]).toBeGreaterThan(pairs[i - 1]![0]);
          expect(pairs[i]![1]).toBeGreaterThanOrEqual(pairs[i - 1]![1]);
        }
        expect(Object.keys(toDayValuePairsObject(pairs))).toEqual(pairs.map(([d]) => String(d)));
        if (type === 'PostSettlement' && schedule.post.length > 0) {
          const postEnds = pairs.map(([d]) => d).filter((d) => d <= 60);
          expect(postEnds).toEqual([...new Set(schedule.post.map((r) => r.daysTo))].sort((a, b) => a - b));
        }
      }),
    );
  });

  test('a lower rate after a higher one is always reported', () => {
    fc.assert(
      fc.property(rangesArb(null, 2), (ranges) => {
        const sorted = [...ranges].sort((a, b) => a.daysFrom - b.daysFrom);
        fc.pre(sorted.length >= 2 && sorted[0]!.rateBp + sorted.at(-1)!.rateBp > 0);
        const broken = sorted.map((r, i) =>
          i === sorted.length - 1 ? { ...r, rateBp: 0 } : { ...r, rateBp: r.rateBp + 1 },
        );
        return validateRanges(broken, 'pre').some(
          (issue) => issue.index === sorted.length - 1 && /lower than/.test(issue.message),
        );
      }),
    );
  });
});

describe('money arithmetic', () => {
  test('owed is principal x (1 + bp/10000) rounded half-up, exactly', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: BigInt(Math.floor(Number.MAX_SAFE_INTEGER / 4)) }).map(Number),
        fc.integer({ min: 0, max: 20_000 }),
        (principal, bp) => {
          const owed = BigInt(applyRateCents(principal, bp));
          const exact = BigInt(principal) * BigInt(10_000 + bp);
          const diff = owed * 10_000n - exact; // half-up: -5000 < diff <= 5000
          return diff > -5_000n && diff <= 5_000n;
        },
      ),
    );
  });

  test('percent <-> bp round-trips exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (bp) => {
        const text = `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
        return percentToBp(bpToPercent(bp)) === bp && percentToBp(text) === bp && percentToBp(Number(text)) === bp;
      }),
    );
  });
});

describe('business days never depend on the process time zone', () => {
  // Reference: US Eastern time since 2007 is UTC-4 from the second Sunday of March 07:00 UTC (02:00 EST) to the
  // first Sunday of November 06:00 UTC (02:00 EDT), otherwise UTC-5.
  const nthSundayUtc = (year: number, month: number, n: number, hourUtc: number) => {
    const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
    const day = 1 + ((7 - first) % 7) + 7 * (n - 1);
    return Date.UTC(year, month, day, hourUtc);
  };
  const newYorkReference = (ms: number) => {
    const year = new Date(ms).getUTCFullYear();
    const dst = ms >= nthSundayUtc(year, 2, 2, 7) && ms < nthSundayUtc(year, 10, 1, 6);
    return new Date(ms + (dst ? -4 : -5) * 3_600_000).toISOString().slice(0, 10);
  };
  const instantArb = fc.integer({ min: Date.UTC(2008, 0, 1), max: Date.UTC(2037, 11, 31) });
  const withOffset = (ms: number, offsetMinutes: number) => {
    const local = new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 23);
    const sign = offsetMinutes < 0 ? '-' : '+';
    const abs = Math.abs(offsetMinutes);
    return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  };

  test('the fixed reference table agrees on the 2026 switch days', () => {
    expect(new Date(nthSundayUtc(2026, 2, 2, 7)).toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(new Date(nthSundayUtc(2026, 10, 1, 6)).toISOString()).toBe('2026-11-01T06:00:00.000Z');
  });

  test('businessDayOf(instant, America/New_York) equals the UTC-offset reference', () => {
    fc.assert(
      fc.property(
        instantArb,
        (ms) => businessDayOf(new Date(ms).toISOString(), 'America/New_York') === newYorkReference(ms),
      ),
      { numRuns: 2_000 },
    );
  });

  test('the same instants written with other offsets give the same business days and the same money', () => {
    fc.assert(
      fc.property(
        instantArb,
        instantArb,
        fc.integer({ min: -48, max: 56 }).map((q) => q * 15),
        fc.integer({ min: -48, max: 56 }).map((q) => q * 15),
        schedules,
        typeArb,
        (fundedMs, nowMs, o1, o2, schedule, contractType) => {
          const NY = 'America/New_York';
          const a = {
            fundedOn: businessDayOf(new Date(fundedMs).toISOString(), NY),
            today: businessDayOf(new Date(nowMs).toISOString(), NY),
          };
          const b = {
            fundedOn: businessDayOf(withOffset(fundedMs, o1), NY),
            today: businessDayOf(withOffset(nowMs, o2), NY),
          };
          expect(b).toEqual(a);
          const money = (x: typeof a) =>
            contractMoney({
              contractType,
              schedule,
              feeBp: 0,
              tranches: [{ principalCents: 100_000, fundedOn: x.fundedOn }],
              payments: [],
              today: x.today,
            });
          expect(money(b)).toEqual(money(a));
          expect(daysBetween(a.fundedOn, a.today)).toBe(
            daysBetween(newYorkReference(fundedMs), newYorkReference(nowMs)),
          );
        },
      ),
    );
  });
});
