// Rate sets against their state's cap and term: the boundaries by hand (6 months last at most 184 days, 12 months
// 366, 42 months at least 1,276: caps.test.ts), the messages as a funder's staff reads them.
import { describe, expect, test } from '@jest/globals';
import { ranges } from '../pricing/test-fixtures.ts';
import type { RateSchedule } from '../pricing/types.ts';
import { applicableLaw } from './overrides.ts';
import { checkScheduleCompliance } from './schedule-check.ts';
import { statuteInForce } from './state-rules.ts';

const TODAY = '2026-06-01';
const check = (state: string, schedule: RateSchedule, feeBp = 0) =>
  checkScheduleCompliance(statuteInForce(state, TODAY), schedule, feeBp);
const messages = (state: string, schedule: RateSchedule, feeBp = 0) =>
  check(state, schedule, feeBp).map((i) => i.message);

/** 18% for each 6 months, each step on the day after the longest 6, 12, ... 36 months; level after 42 months. */
const ILLINOIS_AT_CAP: RateSchedule = {
  pre: ranges(
    [0, 184, 1800],
    [185, 366, 3600],
    [367, 550, 5400],
    [551, 731, 7200],
    [732, 915, 9000],
    [916, 1096, 10_800],
    [1097, 1276, 12_600],
  ),
  post: ranges([0, 30, 500], [31, 60, 1800]),
};

describe('Illinois (815 ILCS 121/25): at most 18% per 6 months, no charges after 42 months', () => {
  test('a schedule at the cap on every day passes', () => {
    expect(check('IL', ILLINOIS_AT_CAP)).toEqual([]);
  });

  test('25% for the first 6 months is refused, the statute named', () => {
    const schedule = { pre: ranges([0, 180, 2500], [181, 365, 3000]), post: [] };
    expect(check('IL', schedule)).toEqual([
      {
        ruleId: 'IL.chargeCap',
        citation: '815 ILCS 121/25',
        kind: 'pre',
        index: 0,
        message:
          'Illinois law (815 ILCS 121/25) allows at most 18% of the funded amount per 6 months: ' +
          'the pre-settlement range days 0-180 charges 25% on day 0, where at most 18% is allowed.',
      },
      {
        ruleId: 'IL.chargeCap',
        citation: '815 ILCS 121/25',
        kind: 'pre',
        index: 1,
        message:
          'Illinois law (815 ILCS 121/25) allows at most 18% of the funded amount per 6 months: ' +
          'the pre-settlement range days 181-365 charges 30% on day 181, where at most 18% is allowed.',
      },
    ]);
  });

  test('the second 6 months may start on day 185, not on day 184 (a July-December half lasts 184 days)', () => {
    expect(check('IL', { pre: ranges([0, 184, 1800], [185, 400, 3600]), post: [] })).toEqual([]);
    expect(messages('IL', { pre: ranges([0, 183, 1800], [184, 400, 3600]), post: [] })).toEqual([
      'Illinois law (815 ILCS 121/25) allows at most 18% of the funded amount per 6 months: ' +
        'the pre-settlement range days 184-400 charges 36% on day 184, where at most 18% is allowed.',
    ]);
  });

  test('18.01% is refused where 18% passes', () => {
    expect(check('IL', { pre: ranges([0, 100, 1801]), post: [] })).toHaveLength(1);
    expect(check('IL', { pre: ranges([0, 100, 1800]), post: [] })).toEqual([]);
  });

  test('a rise after 42 months is refused (the term), and 127% is above 7 x 18%', () => {
    const schedule = { pre: [...ILLINOIS_AT_CAP.pre, ...ranges([1277, 1400, 12_700])], post: [] };
    expect(messages('IL', schedule)).toEqual([
      'Illinois law (815 ILCS 121/25) allows at most 18% of the funded amount per 6 months: ' +
        'the pre-settlement range days 1277-1400 charges 127% on day 1277, where at most 126% is allowed.',
      'Illinois law (815 ILCS 121/25) allows no charges after 42 months: ' +
        'the pre-settlement range days 1277-1400 raises the rate on day 1277, and 42 months can end on day 1276.',
    ]);
    // The same rate carried on past the term is no new charge.
    expect(check('IL', { pre: [...ILLINOIS_AT_CAP.pre, ...ranges([1277, 1400, 12_600])], post: [] })).toEqual([]);
  });

  test("the plaintiff's additional fee counts", () => {
    expect(messages('IL', ILLINOIS_AT_CAP, 1)[0]).toBe(
      'Illinois law (815 ILCS 121/25) allows at most 18% of the funded amount per 6 months: the pre-settlement ' +
        'range days 0-184 charges 18.01% with the additional fee of 0.01% on day 0, where at most 18% is allowed.',
    );
    // Every pre-settlement range is at the cap, and so is the post-settlement 18% range.
    expect(check('IL', ILLINOIS_AT_CAP, 1).map((i) => `${i.kind}${i.index}`)).toEqual([
      'pre0',
      'pre1',
      'pre2',
      'pre3',
      'pre4',
      'pre5',
      'pre6',
      'post1',
    ]);
    // Below the cap by 3 points from the second range on: the fee fits only where the rate leaves room.
    const lower = { pre: ranges([0, 184, 1500], [185, 366, 3300]), post: [] };
    expect(check('IL', lower, 300)).toEqual([]);
    expect(check('IL', lower, 301).map((i) => i.index)).toEqual([0, 1]);
  });

  test('post-settlement ranges are checked too', () => {
    const schedule = { pre: ILLINOIS_AT_CAP.pre, post: ranges([0, 30, 500], [31, 60, 2000]) };
    expect(check('IL', schedule)).toMatchObject([{ kind: 'post', index: 1 }]);
    expect(messages('IL', schedule)[0]).toContain('the post-settlement range days 31-60 charges 20% on day 31');
  });

  test('a set with only post-settlement ranges prices every contract with them', () => {
    expect(check('IL', { pre: [], post: ranges([0, 60, 1900]) })).toMatchObject([{ kind: 'post', index: 0 }]);
  });

  test('ranges given in any order are named by their index as given', () => {
    const schedule = { pre: ranges([185, 366, 3700], [0, 184, 1800]), post: [] };
    expect(check('IL', schedule)).toMatchObject([{ kind: 'pre', index: 0 }]);
  });

  test("the funder's stricter setting is named as such", () => {
    const law = applicableLaw('IL', TODAY, { chargeCap: { capBp: 1500 } });
    expect(checkScheduleCompliance(law, ILLINOIS_AT_CAP)[0]!.message).toBe(
      "The funder's stricter setting for Illinois (815 ILCS 121/25) allows at most 15% of the funded amount per " +
        '6 months: the pre-settlement range days 0-184 charges 18% on day 0, where at most 15% is allowed.',
    );
  });
});

describe('other states', () => {
  test('Arkansas: nothing on the funding day, then 17% a year day by day', () => {
    // Day 30: 17% x 30 / 365 = 1.3972%; day 60: 2.7945%.
    const within = { pre: ranges([0, 29, 0], [30, 59, 139], [60, 89, 279]), post: [] };
    expect(check('AR', within)).toEqual([]);
    expect(messages('AR', { pre: ranges([0, 29, 0], [30, 59, 140]), post: [] })).toEqual([
      'Arkansas law (Ark. Code 4-57-109) allows at most 17% a year counted day by day, everything above the funded ' +
        'amount counting as interest: the pre-settlement range days 30-59 charges 1.4% on day 30, where at most ' +
        '1.39% is allowed.',
    ]);
    expect(check('AR', { pre: ranges([0, 29, 1]), post: [] })).toMatchObject([{ index: 0 }]);
  });

  test('Tennessee: 46% in the first year is the most', () => {
    expect(check('TN', { pre: ranges([0, 366, 4600], [367, 731, 9200]), post: [] })).toEqual([]);
    expect(check('TN', { pre: ranges([0, 366, 4601]), post: [] })).toHaveLength(1);
    expect(check('TN', { pre: ranges([0, 365, 4600], [366, 731, 9200]), post: [] })).toMatchObject([{ index: 1 }]);
  });

  test('Nebraska: no cap, but no rise after 36 months (day 1095 at the earliest)', () => {
    expect(check('NE', { pre: ranges([0, 1095, 50_000], [1096, 2000, 50_000]), post: [] })).toEqual([]);
    expect(messages('NE', { pre: ranges([0, 1095, 500], [1096, 2000, 600]), post: [] })).toEqual([
      'Nebraska law (Neb. Rev. Stat. 25-3305) allows no charges after 36 months: the pre-settlement range days ' +
        '1096-2000 raises the rate on day 1096, and 36 months can end on day 1095.',
    ]);
  });

  test('nothing to check without a cap or a term, or for an empty set', () => {
    const steep = { pre: ranges([0, 10, 90_000]), post: [] };
    for (const state of ['OH', 'VT', 'NY', 'GA', 'TX', 'OK']) expect(check(state, steep)).toEqual([]);
    expect(check('IL', { pre: [], post: [] })).toEqual([]);
  });
});
