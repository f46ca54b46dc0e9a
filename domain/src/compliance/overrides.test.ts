// A funder's setting may only make a state stricter than its statute.
import { describe, expect, test } from '@jest/globals';
import { ruleOf } from './state-rules.ts';
import { applicableLaw, validateOverride } from './overrides.ts';

const TODAY = '2026-06-01';

describe('validateOverride', () => {
  test('stricter settings pass', () => {
    expect(
      validateOverride('IL', TODAY, { chargeCap: { capBp: 1500 }, termMonths: 36, cancellationBusinessDays: 20 }),
    ).toEqual([]);
    expect(validateOverride('IL', TODAY, { chargeCap: { capBp: 1800, periodMonths: 6 } })).toEqual([]);
  });

  test('looser ones are refused, the statute named', () => {
    expect(validateOverride('IL', TODAY, { chargeCap: { capBp: 2000 } })).toEqual([
      'Illinois law (815 ILCS 121/25) allows at most 18% of the funded amount per 6 months; a setting may be ' +
        'stricter, never looser: 20% is above it.',
    ]);
    expect(validateOverride('IL', TODAY, { termMonths: 48, cancellationBusinessDays: 10 })).toEqual([
      'Illinois law (815 ILCS 121/25) allows no charges after 42 months; a setting may be stricter, never looser: ' +
        '48 months is longer.',
      'Illinois law (815 ILCS 121/10) allows cancellation within 14 business days of funding; a setting may be ' +
        'stricter, never looser: 10 business days is shorter.',
    ]);
  });

  test("a cap keeps the statute's period", () => {
    expect(validateOverride('IL', TODAY, { chargeCap: { capBp: 1500, periodMonths: 12 } })).toEqual([
      'Illinois law (815 ILCS 121/25) allows at most 18% of the funded amount per 6 months; a setting may be ' +
        'stricter, never looser: keep its period (6 months) and lower the percent.',
    ]);
  });

  test('where the product enforces nothing, a setting needs only to be sound', () => {
    expect(validateOverride('OK', TODAY, { chargeCap: { capBp: 3000, periodMonths: 12 } })).toEqual([]);
    expect(validateOverride('TX', TODAY, { termMonths: 48, cancellationBusinessDays: 3 })).toEqual([]);
    expect(validateOverride('OK', TODAY, { chargeCap: { capBp: 3000 } })).toEqual([
      "The cap's period must be 1 to 12 whole months",
    ]);
  });

  test('unsound numbers are refused', () => {
    expect(
      validateOverride('IL', TODAY, {
        chargeCap: { capBp: 1.5 },
        termMonths: 0,
        cancellationBusinessDays: 61,
      }),
    ).toEqual([
      'The cap must be a percent with at most 2 decimals, from 0% to 10000%',
      'The term must be 1 to 600 whole months',
      'The cancellation window must be 1 to 60 business days',
    ]);
    expect(validateOverride('IL', TODAY, { chargeCap: { capBp: -1 } })).toHaveLength(1);
  });
});

describe('applicableLaw', () => {
  test('replaces the statute rule by the stricter one, keeping its citation and basis', () => {
    const law = applicableLaw('AR', TODAY, { chargeCap: { capBp: 1000 } });
    expect(ruleOf(law.rules, 'chargeCap')).toMatchObject({
      id: 'AR.chargeCap',
      source: 'override',
      citation: 'Ark. Code 4-57-109',
      basis: 'prorated',
      capBp: 1000,
    });
    expect(law.rules.filter((r) => r.kind === 'chargeCap')).toHaveLength(1);
  });

  test('adds a rule where there was none, and the fact is no longer unknown', () => {
    const law = applicableLaw('OK', TODAY, {
      chargeCap: { capBp: 3000, periodMonths: 12 },
      cancellationBusinessDays: 5,
    });
    expect(ruleOf(law.rules, 'chargeCap')).toMatchObject({ source: 'override', citation: '', basis: 'perPeriod' });
    expect(ruleOf(law.rules, 'cancellation')).toMatchObject({ businessDays: 5, from: 'funding' });
    expect(law.unknown.map((f) => f.kind)).toEqual(['disclosure', 'attorneyAcknowledgment']);
  });

  test('the combined parts of a cap no longer add up once it is lowered', () => {
    expect(ruleOf(applicableLaw('TN', TODAY, { chargeCap: { capBp: 3600 } }).rules, 'chargeCap')?.parts).toBeNull();
  });

  test('without a setting it is the statute in force; an unsound setting throws', () => {
    expect(applicableLaw('IL', TODAY).rules.every((r) => r.source === 'statute')).toBe(true);
    expect(() => applicableLaw('IL', TODAY, { termMonths: 48 })).toThrow(/never looser/);
  });
});
