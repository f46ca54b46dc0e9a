// No schedule that passes the check can charge above the cap, or charge anything past the term, on any day of any
// contract it prices: whatever the funding day, contract type, principal or additional fee (fast-check).
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import type { ContractType } from '../enums.ts';
import { addDays, addMonths } from '../format/dates.ts';
import { effectiveRateBp } from '../pricing/schedule.ts';
import { trancheOwedOnDayIndex } from '../pricing/tranche.ts';
import { validateSchedule } from '../pricing/validation.ts';
import { scheduleArb } from '../pricing/test-fixtures.ts';
import type { RateRange, RateSchedule } from '../pricing/types.ts';
import { capCents, chargeCapOn, chargesStopDay } from './caps.ts';
import { disclosureNumbers } from './disclosure.ts';
import { monthSpanDays, monthsLaterDay } from './months.ts';
import { applicableLaw } from './overrides.ts';
import type { StateOverride } from './overrides.ts';
import { rangeBehind, checkScheduleCompliance } from './schedule-check.ts';
import { ruleOf, statuteInForce } from './state-rules.ts';

const TYPES: ContractType[] = ['PreSettlement', 'PostSettlement'];
/** States with a cap or a term the check enforces. */
const STATES = ['IL', 'TN', 'WV', 'AR', 'IN', 'NE', 'ME', 'MO'];
const TODAY = '2026-06-01';

/** Longer and steeper than the pricing tests' schedules, so that they reach the terms and the caps. */
const schedules = scheduleArb({
  maxLen: 400,
  maxInc: 2500,
  maxRanges: 7,
  firstRate: fc.oneof(fc.constant(0), fc.nat({ max: 3000 })),
});

/** Sometimes a stricter setting of the funder: a lower cap, a shorter term, or a cap where the statute has none. */
const overrideArb = (state: string): fc.Arbitrary<StateOverride | undefined> => {
  const law = statuteInForce(state, TODAY);
  const cap = ruleOf(law.rules, 'chargeCap');
  const term = ruleOf(law.rules, 'chargeTerm');
  return fc.option(
    fc.record(
      {
        chargeCap: cap
          ? fc.record({ capBp: fc.integer({ min: 0, max: cap.capBp }) })
          : fc.record({ capBp: fc.nat({ max: 5000 }), periodMonths: fc.integer({ min: 1, max: 12 }) }),
        termMonths: fc.integer({ min: 1, max: term?.months ?? 60 }),
      },
      { requiredKeys: [] },
    ),
    { nil: undefined },
  );
};

/**
 * Schedules at the edge: each step at the cap from the day a new period has surely begun (the longest span), and one
 * probe step, the cap's or the term's, moved a few days either side of the shortest span, where a wrong boundary
 * would show. Arkansas' usury cap: steps every 30 days at 17% x day / 365.
 */
const nearCapScheduleArb = (state: string): fc.Arbitrary<RateSchedule> => {
  const rules = statuteInForce(state, TODAY).rules;
  const cap = ruleOf(rules, 'chargeCap');
  const term = ruleOf(rules, 'chargeTerm');
  const periodMonths = cap?.periodMonths ?? 6;
  const steps = cap ? Math.ceil((term?.months ?? 36) / periodMonths) : 1;
  const under = fc.oneof(fc.constant(0), fc.integer({ min: -1, max: 300 }));
  return fc
    .record({
      probe: fc.integer({ min: 1, max: term ? steps : steps - 1 }),
      offset: fc.integer({ min: -2, max: 4 }),
      unders: fc.array(under, { minLength: steps, maxLength: steps }),
      termRise: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50 })),
    })
    .map(({ probe, offset, unders, termRise }) => {
      const starts = Array.from({ length: steps }, (_, k) => {
        if (k === 0) return 0;
        if (cap?.basis === 'prorated') return 30 * k + offset;
        const span = monthSpanDays(k * periodMonths);
        return k === probe ? span.min + 1 + offset : span.max + 1;
      });
      const pre: RateRange[] = [];
      let rate = 0;
      starts.forEach((from, k) => {
        const allowed = !cap
          ? 500
          : cap.basis === 'prorated'
            ? Math.floor((cap.capBp * from) / 365)
            : cap.capBp * (k + 1);
        rate = Math.max(rate, allowed - unders[k]!);
        pre.push({ daysFrom: from, daysTo: from, rateBp: rate });
      });
      if (term) {
        const span = monthSpanDays(term.months);
        const from = probe === steps ? span.min + 1 + offset : span.max + 1;
        pre.push({ daysFrom: Math.max(from, pre.at(-1)!.daysFrom + 1), daysTo: 0, rateBp: rate + termRise });
      }
      pre.forEach((range, i) => (range.daysTo = (pre[i + 1]?.daysFrom ?? range.daysFrom + 400) - 1));
      return { pre, post: [] };
    });
};

/** Funding days anywhere, or on the month ends and starts where months are shortest and longest. */
const fundedOnArb = fc.oneof(
  fc.integer({ min: 0, max: 40_000 }).map((n) => addDays('1990-01-01', n)),
  fc
    .record({ year: fc.integer({ min: 1990, max: 2099 }), month: fc.integer({ min: 1, max: 12 }), end: fc.boolean() })
    .map(({ year, month, end }) => {
      const first = `${year}-${String(month).padStart(2, '0')}-01`;
      return end ? addDays(addMonths(first, 1), -1) : first;
    }),
);

const caseArb = fc.constantFrom(...STATES).chain((state) =>
  fc.record({
    state: fc.constant(state),
    override: overrideArb(state),
    schedule: fc.oneof(schedules, nearCapScheduleArb(state)),
    feeBp: fc.oneof(fc.constant(0), fc.constant(0), fc.nat({ max: 1500 })),
    principal: fc.integer({ min: 1, max: 1_000_000_000 }),
    fundedOn: fundedOnArb,
    days: fc.array(fc.integer({ min: 0, max: 2_500 }), { minLength: 10, maxLength: 20 }),
  }),
);

/** The days a boundary error would show on: each anniversary and range start, either side, and the term's end. */
function daysToTry(schedule: RateSchedule, fundedOn: string, periodMonths: number | null, stop: number | null) {
  const days = new Set<number>();
  for (const range of [...schedule.pre, ...schedule.post])
    [range.daysFrom - 1, range.daysFrom].forEach((d) => days.add(d));
  for (let k = 1; periodMonths !== null && k * periodMonths <= 60; k++) {
    const anniversary = monthsLaterDay(fundedOn, k * periodMonths);
    [anniversary, anniversary + 1].forEach((d) => days.add(d));
  }
  if (stop !== null) [stop, stop + 1, stop + 2].forEach((d) => days.add(d));
  return [...days].filter((d) => d >= 0);
}

describe('a schedule that passes the check', () => {
  test('is what the generator means it to be (valid ranges)', () => {
    fc.assert(fc.property(schedules, (s) => validateSchedule(s).length === 0));
    for (const state of STATES) {
      fc.assert(fc.property(nearCapScheduleArb(state), (s) => validateSchedule(s).length === 0));
    }
  });

  test('never charges above the cap, nor anything past the term, on any day', () => {
    let passed = 0;
    let runs = 0;
    fc.assert(
      fc.property(caseArb, fc.nat(), ({ state, override, schedule, feeBp, principal, fundedOn, days }, pick) => {
        runs++;
        const law = applicableLaw(state, TODAY, override);
        if (checkScheduleCompliance(law, schedule, feeBp).length > 0) return true;
        passed++;
        const cap = ruleOf(law.rules, 'chargeCap');
        const term = ruleOf(law.rules, 'chargeTerm');
        // Besides the random funding day: one on which the term is shortest, and one on which some run of the cap's
        // periods is shortest or longest (where a wrong boundary shows).
        const capSpans = cap ? [1, 2, 3, 4, 5, 6].map((k) => monthSpanDays(k * cap.periodMonths)) : [];
        const capExtremes = capSpans.flatMap((span) => [span.shortestFrom, span.longestFrom]);
        const fundingDays = [
          fundedOn,
          ...(term ? [monthSpanDays(term.months).shortestFrom] : []),
          ...(capExtremes.length ? [capExtremes[pick % capExtremes.length]!] : []),
        ];
        for (const funded of fundingDays) {
          const stop = term ? chargesStopDay(term, funded) : null;
          const tried = [...days, ...daysToTry(schedule, funded, cap?.periodMonths ?? null, stop)];
          for (const type of TYPES) {
            const owed = (d: number) => trancheOwedOnDayIndex(principal, schedule, type, feeBp, d);
            for (const d of tried) {
              if (cap && owed(d) - principal > capCents(principal, chargeCapOn(cap, term, funded, d))) return false;
              if (stop !== null && d > stop && owed(d) !== owed(stop)) return false;
            }
          }
        }
        return true;
      }),
      { numRuns: 400 },
    );
    // The property says nothing unless enough generated schedules pass the check.
    expect(passed).toBeGreaterThan(runs / 5);
  });
});

describe('the checker and the disclosure agree with the engine', () => {
  test('the range named for a day is the one whose rate the engine uses', () => {
    fc.assert(
      fc.property(schedules, fc.constantFrom(...TYPES), fc.integer({ min: 0, max: 3_000 }), (schedule, type, d) => {
        return rangeBehind(schedule, type, d).range.rateBp === effectiveRateBp(schedule, type, d);
      }),
    );
  });

  test('the disclosure never decreases, its maximum is the most, and stops at the term', () => {
    fc.assert(
      fc.property(caseArb, fc.constantFrom(...TYPES), ({ state, schedule, feeBp, principal, fundedOn }, type) => {
        const rules = statuteInForce(state, fundedOn).rules;
        const d = disclosureNumbers({ fundedCents: principal, fundedOn, schedule, contractType: type, feeBp, rules });
        const amounts = d.rows.map((r) => r.amountDueCents);
        const sorted = amounts.every((a, i) => i === 0 || amounts[i - 1]! <= a);
        const stretches = d.anyTime.map((s) => s.amountDueCents);
        const stretchesRise = stretches.every((a, i) => i === 0 || stretches[i - 1]! < a);
        return (
          sorted &&
          stretchesRise &&
          amounts.every((a) => a <= d.maximumTotalCents) &&
          d.anyTime.at(-1)!.throughOn === null &&
          (d.chargesStopOn === null || d.rows.at(-1)!.endsOn === d.chargesStopOn)
        );
      }),
      { numRuns: 200 },
    );
  });
});
