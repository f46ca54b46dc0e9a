// The state table as data: every rule traceable (citation, effective day, version), the research's "?" kept as
// unknown facts, no rule for a state without a statute or for a bill not in force.
import { describe, expect, test } from '@jest/globals';
import { isCalendarDay } from '../format/dates.ts';
import { US_STATES } from '../reference/states.ts';
import { describeRule, ruleAuthority } from './describe.ts';
import { STATE_LAWS, ruleOf, rulesInForce, stateLaw, statuteInForce } from './state-rules.ts';
import type { RuleKind } from './types.ts';

const RESEARCHED = ['IL', 'TN', 'WV', 'AR', 'IN', 'NE', 'OH', 'OK', 'VT', 'ME', 'MO', 'UT', 'MT', 'GA', 'NY', 'CA'];

describe('the state table', () => {
  test('holds the 16 researched states, each once, named as the reference list names them', () => {
    expect(STATE_LAWS.map((l) => l.state).sort()).toEqual([...RESEARCHED].sort());
    for (const law of STATE_LAWS) expect(law.name).toBe(US_STATES.find((s) => s.key === law.state)?.name);
  });

  test('every rule carries a citation, an effective day or null, a version and a unique id of its state', () => {
    const ids = new Set<string>();
    for (const law of STATE_LAWS) {
      for (const rule of law.rules) {
        expect(rule.state).toBe(law.state);
        expect(rule.source).toBe('statute');
        expect(rule.citation.length).toBeGreaterThan(3);
        expect(rule.effectiveOn === null || isCalendarDay(rule.effectiveOn)).toBe(true);
        expect(Number.isSafeInteger(rule.version) && rule.version >= 1).toBe(true);
        expect(rule.id.startsWith(`${law.state}.${rule.kind}`)).toBe(true);
        expect(ids.has(rule.id)).toBe(false);
        ids.add(rule.id);
      }
    }
  });

  test('a fact is a rule, unknown or absent, never two of these; one rule per kind except requirements', () => {
    for (const law of STATE_LAWS) {
      const ruleKinds = law.rules.map((r) => r.kind).filter((k) => k !== 'requirement');
      expect(new Set(ruleKinds).size).toBe(ruleKinds.length);
      const gaps = [...law.unknown, ...law.none].map((g) => g.kind);
      expect(new Set(gaps).size).toBe(gaps.length);
      for (const kind of gaps) expect(ruleKinds).not.toContain(kind);
    }
  });

  test('states without a statute, and the pending bills (MN, NJ), have no rules', () => {
    for (const state of ['TX', 'MN', 'NJ', 'FL', 'DC']) {
      expect(stateLaw(state)).toBeNull();
      expect(rulesInForce(state, '2026-06-01')).toEqual([]);
      expect(statuteInForce(state, '2026-06-01')).toMatchObject({ statute: null, rules: [], unknown: [] });
    }
    expect(statuteInForce('TX', '2026-06-01').name).toBe('Texas');
  });

  test("Ohio's pending attorney acknowledgment is no rule: the fact stays unknown", () => {
    expect(ruleOf(rulesInForce('OH', '2026-06-01'), 'attorneyAcknowledgment')).toBeNull();
    expect(stateLaw('OH')?.unknown).toEqual([
      { kind: 'attorneyAcknowledgment', note: 'not verified; a pending bill (not in force) adds one' },
    ]);
  });

  // The research's "?" cells, state by state: none of them became a rule.
  test.each<[string, RuleKind[]]>([
    ['TN', ['attorneyAcknowledgment']],
    ['NE', ['attorneyAcknowledgment']],
    ['OK', ['chargeCap', 'disclosure', 'cancellation', 'attorneyAcknowledgment']],
    ['VT', ['cancellation', 'attorneyAcknowledgment']],
    ['ME', ['cancellation', 'attorneyAcknowledgment']],
    ['MO', ['chargeCap', 'cancellation', 'attorneyAcknowledgment']],
    ['UT', ['chargeCap', 'attorneyAcknowledgment']],
    ['MT', ['chargeCap', 'cancellation', 'attorneyAcknowledgment']],
    ['NY', ['attorneyAcknowledgment']],
    ['CA', ['chargeCap', 'attorneyAcknowledgment']],
    ['IL', []],
    ['WV', []],
    ['GA', []],
  ])('%s: unknown %j', (state, kinds) => {
    expect(stateLaw(state)?.unknown.map((g) => g.kind)).toEqual(kinds);
  });

  test('rules take effect on their day; undated ones apply to every contract', () => {
    expect(rulesInForce('GA', '2025-12-31')).toEqual([]);
    expect(ruleOf(rulesInForce('GA', '2026-01-01'), 'cancellation')?.businessDays).toBe(5);
    expect(rulesInForce('UT', '2026-05-05')).toEqual([]);
    expect(ruleOf(rulesInForce('UT', '2026-05-06'), 'cancellation')?.businessDays).toBe(10);
    // Illinois: the Act's sections from 2022-05-27; the amended fee sections are undated.
    expect(ruleOf(rulesInForce('IL', '2022-05-26'), 'cancellation')).toBeNull();
    expect(ruleOf(rulesInForce('IL', '2022-05-26'), 'chargeCap')?.capBp).toBe(1800);
    expect(ruleOf(rulesInForce('IN', '2019-06-30'), 'chargeCap')).toBeNull();
    expect(ruleOf(rulesInForce('IN', '2019-07-01'), 'chargeCap')?.capBp).toBe(4300);
  });
});

describe('the readings', () => {
  const rules = (state: string) => rulesInForce(state, '2026-06-01');
  const summary = (state: string) =>
    rules(state)
      .filter((r) => r.kind !== 'requirement' && r.kind !== 'disclosure' && r.kind !== 'attorneyAcknowledgment')
      .map(describeRule);

  test.each([
    [
      'IL',
      [
        'at most 18% of the funded amount per 6 months',
        'no charges after 42 months',
        'a document fee of at most $75.00 per contract',
        'cancellation within 14 business days of funding',
      ],
    ],
    [
      'TN',
      [
        'at most 46% of the funded amount a year (annual fee 10% plus yearly fee ($360 per $1,000) 36%)',
        'no charges after 36 months',
        'cancellation within 5 business days of funding or signing, whichever is later',
      ],
    ],
    [
      'WV',
      [
        'at most 18% of the funded amount a year',
        'charges compound no more often than every 6 months',
        'no charges after 42 months',
        'cancellation within 5 business days of funding or signing, whichever is later',
      ],
    ],
    ['AR', ['at most 17% a year counted day by day, everything above the funded amount counting as interest']],
    [
      'IN',
      [
        'at most 43% of the funded amount a year (fee 36% plus servicing charge 7%)',
        'a document fee of at most $500.00 per claim',
        'cancellation within 5 business days of funding',
      ],
    ],
    [
      'NE',
      [
        'no charges after 36 months',
        'charges compound no more often than every 6 months and at least every 6 months',
        'cancellation within 5 business days of funding',
      ],
    ],
    ['OH', ['cancellation within 5 business days of funding']],
    ['OK', []],
    ['VT', []],
    ['ME', ['no charges after 42 months', 'charges compound no more often than every 6 months']],
    ['MO', ['no charges after 48 months']],
    ['UT', ['cancellation within 10 business days of funding']],
    ['MT', ['a repayment of at most 25% of the gross recovery']],
    [
      'GA',
      ['a repayment of at most the recovery after attorney fees', 'cancellation within 5 business days of funding'],
    ],
    [
      'NY',
      ['at most the funded amount plus 25% of the gross recovery', 'cancellation within 10 business days of funding'],
    ],
    ['CA', ['cancellation within 5 business days of funding']],
  ])('%s', (state, expected) => expect(summary(state)).toEqual(expected));

  test('disclosure layouts: 6-month tables where the statutes prescribe them', () => {
    const layout = (state: string) => {
      const d = ruleOf(rules(state), 'disclosure');
      return d && [d.intervalMonths, d.throughMonths, d.aprPerInterval, d.maximumTotal, d.totalIfRepaidAnyTime];
    };
    expect(layout('IL')).toEqual([6, 'term', false, true, false]);
    expect(layout('NE')).toEqual([6, 36, true, false, false]);
    expect(layout('OH')).toEqual([6, 36, true, false, false]);
    expect(layout('UT')).toEqual([6, null, false, false, false]);
    expect(layout('VT')).toEqual([null, null, false, false, true]);
    expect(layout('CA')).toEqual([null, null, false, true, false]);
    expect(layout('OK')).toBeNull();
    expect(describeRule(ruleOf(rules('NE'), 'disclosure')!)).toBe(
      'a disclosure: the amount due at the end of every 6 months for 36 months; the APR at each interval; ' +
        'on the front page in 12-point bold: the amount funded, one-time fees itemized, the compounding',
    );
  });

  test('attorney acknowledgments where the statutes require them', () => {
    const required = STATE_LAWS.filter((l) => ruleOf(l.rules, 'attorneyAcknowledgment')).map((l) => l.state);
    expect(required).toEqual(['IL', 'WV', 'IN']);
    expect(ruleOf(rules('WV'), 'attorneyAcknowledgment')?.attests).toContain(
      'the attorney will tell the settlement fund or trust of the lien',
    );
  });

  test('a rule names its statute', () => {
    expect(ruleAuthority('Illinois', ruleOf(rules('IL'), 'chargeCap')!)).toBe('Illinois law (815 ILCS 121/25)');
  });
});
