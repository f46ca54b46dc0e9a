// Document fees against their ceilings, and against caps that count everything above the funded amount.
import { describe, expect, test } from '@jest/globals';
import { ranges } from '../pricing/test-fixtures.ts';
import type { RateSchedule } from '../pricing/types.ts';
import { checkDocumentFee } from './fee-check.ts';
import type { DocumentFeeInput } from './fee-check.ts';
import { statuteInForce } from './state-rules.ts';

const SCHEDULE: RateSchedule = { pre: ranges([0, 184, 1500]), post: [] };
const fee = (state: string, input: Partial<DocumentFeeInput>) =>
  checkDocumentFee(statuteInForce(state, '2026-06-01'), {
    principalCents: 100_000,
    documentFeeCents: 0,
    schedule: SCHEDULE,
    contractType: 'PreSettlement',
    feeBp: 0,
    ...input,
  }).map((i) => i.message);

describe('checkDocumentFee', () => {
  test('Illinois: $75.00 per contract', () => {
    expect(fee('IL', { documentFeeCents: 7_500 })).toEqual([]);
    expect(fee('IL', { documentFeeCents: 7_501 })).toEqual([
      'Illinois law (815 ILCS 121/25) allows a document fee of at most $75.00 per contract: $75.01 is above it.',
    ]);
    // Per contract: what earlier contracts charged does not count.
    expect(fee('IL', { documentFeeCents: 7_500, earlierDocumentFeesCents: 7_500 })).toEqual([]);
  });

  test('Indiana: $500.00 per claim, over all its fundings', () => {
    expect(fee('IN', { documentFeeCents: 10_000, earlierDocumentFeesCents: 40_000 })).toEqual([]);
    expect(fee('IN', { documentFeeCents: 15_000, earlierDocumentFeesCents: 40_000 })).toEqual([
      'Indiana law (Ind. Code 24-12-4.5-2) allows a document fee of at most $500.00 per claim: $150.00 ($550.00 on ' +
        'the claim) is above it.',
    ]);
  });

  test('Arkansas: everything above the funded amount is interest, and none is allowed on the funding day', () => {
    const usury = { pre: ranges([0, 29, 0], [30, 59, 139]), post: [] };
    expect(fee('AR', { documentFeeCents: 100, schedule: usury })).toEqual([
      'Arkansas law (Ark. Code 4-57-109) allows at most 17% a year counted day by day, everything above the funded ' +
        'amount counting as interest: with the $1.00 document fee, $1.00 of charges are due on day 0 (the rate is ' +
        '0%), where at most $0.00 is allowed.',
    ]);
  });

  test("Tennessee: the yearly fee counts one-time fees, so they share the year's 46%", () => {
    // $1,000.00 at 45%: $450.00 of charges; 46% allows $460.00, so a $10.00 fee fits and $10.01 does not.
    const schedule = { pre: ranges([0, 366, 4500]), post: [] };
    expect(fee('TN', { documentFeeCents: 1_000, schedule })).toEqual([]);
    expect(fee('TN', { documentFeeCents: 1_001, schedule })).toHaveLength(1);
    // The additional fee counts as well: 45% + 0.5% leaves $5.00.
    expect(fee('TN', { documentFeeCents: 501, schedule, feeBp: 50 })).toHaveLength(1);
  });

  test('no ceiling known, no fee, or bad numbers', () => {
    expect(fee('WV', { documentFeeCents: 1_000_000 })).toEqual([]);
    expect(fee('AR', { documentFeeCents: 0 })).toEqual([]);
    expect(() => fee('IL', { documentFeeCents: 7.5 })).toThrow(/whole cents/);
    expect(() => fee('IL', { principalCents: -1, documentFeeCents: 100 })).toThrow(/whole cents/);
  });
});
