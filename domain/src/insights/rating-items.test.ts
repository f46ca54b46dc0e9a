import {
  RATING_MESSAGES,
  canAddRatingItem,
  ratingGroupIssue,
  ratingItemCreateSchema,
  ratingItemFieldsSchema,
} from './rating-items.ts';

const GROUP = [
  { id: 1, from: 0, to: 10, star: 5 },
  { id: 2, from: 10.001, to: 20, star: 4 },
];
const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('rating item schemas', () => {
  it('accepts numbers with up to 3 decimals and a whole star 0..5', () => {
    expect(ratingItemCreateSchema.parse({ from: 0.125, to: 0.5, star: 0, userRatingType: 'avgCasesLost' })).toEqual({
      from: 0.125,
      to: 0.5,
      star: 0,
      userRatingType: 'avgCasesLost',
    });
    expect(ratingItemFieldsSchema.safeParse({ from: 0.1 + 0.2, to: 1, star: 5 }).success).toBe(true);
  });

  it.each([
    ['a star above 5', { from: 0, to: 1, star: 6 }, RATING_MESSAGES.starTooHigh],
    ['a fractional star', { from: 0, to: 1, star: 2.5 }, 'Star must be a whole number'],
    ['a negative from', { from: -1, to: 1, star: 1 }, 'From must not be negative'],
    ['4 decimals', { from: 0.0001, to: 1, star: 1 }, 'From may have at most 3 decimals'],
    ['from above to', { from: 2, to: 1, star: 1 }, RATING_MESSAGES.fromAfterTo],
    ['a missing star', { from: 0, to: 1 }, 'Star is required'],
  ])('rejects %s', (_, body, message) => {
    expect(messages(ratingItemFieldsSchema.safeParse(body))).toContain(message);
  });

  it("says From after To together with the other fields' errors, in one round", () => {
    expect(messages(ratingItemFieldsSchema.safeParse({ from: 2, to: 1 }))).toEqual(
      expect.arrayContaining(['Star is required', RATING_MESSAGES.fromAfterTo]),
    );
    expect(
      messages(ratingItemCreateSchema.safeParse({ from: 2, to: 1, star: 9, userRatingType: 'avgFundedPerClient' })),
    ).toEqual(
      expect.arrayContaining([RATING_MESSAGES.starTooHigh, RATING_MESSAGES.unknownType, RATING_MESSAGES.fromAfterTo]),
    );
    // Not while From or To itself is wrong: one message per field.
    expect(messages(ratingItemFieldsSchema.safeParse({ from: 2, to: -1, star: 1 }))).toEqual([
      'To must not be negative',
    ]);
  });

  it('rejects an unknown group', () => {
    expect(
      messages(ratingItemCreateSchema.safeParse({ from: 0, to: 1, star: 1, userRatingType: 'avgFundedPerClient' })),
    ).toContain(RATING_MESSAGES.unknownType);
  });
});

describe('ratingGroupIssue', () => {
  it('allows a new star on a free range', () =>
    expect(ratingGroupIssue(GROUP, { from: 20.001, to: 30, star: 3 })).toBeNull());
  it('refuses a star the group has', () =>
    expect(ratingGroupIssue(GROUP, { from: 50, to: 60, star: 4 })).toBe(RATING_MESSAGES.starExists));
  it('refuses ranges sharing a value, ends included', () => {
    expect(ratingGroupIssue(GROUP, { from: 20, to: 30, star: 3 })).toBe(RATING_MESSAGES.overlap);
    expect(ratingGroupIssue(GROUP, { from: 5, to: 6, star: 3 })).toBe(RATING_MESSAGES.overlap);
  });
  it('lets an item keep its own star and move within its own range when edited', () => {
    expect(ratingGroupIssue(GROUP, { from: 0, to: 9, star: 5 }, 1)).toBeNull();
    expect(ratingGroupIssue(GROUP, { from: 0, to: 9, star: 4 }, 1)).toBe(RATING_MESSAGES.starExists);
  });
  it('refuses a 7th item; the form shows while 5 or fewer', () => {
    const full = [0, 1, 2, 3, 4, 5].map((star) => ({ id: star + 1, from: star * 10, to: star * 10 + 1, star }));
    expect(ratingGroupIssue(full.slice(1), { from: 100, to: 101, star: 0 })).toBeNull();
    expect(
      ratingGroupIssue([...full.slice(0, 5), { id: 9, from: 80, to: 81, star: 9 }], { from: 100, to: 101, star: 5 }),
    ).toBe(RATING_MESSAGES.groupFull);
    expect([5, 6].map(canAddRatingItem)).toEqual([true, false]);
  });
});
