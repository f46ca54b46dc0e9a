// Rating threshold items (docs/product.md, "Statistics, ratings and reports"): the
// wire schemas of the UserRating calls and the group rules, shared by the API and the Rating Controller screen.
import { z } from 'zod';
import { whenFieldsParsed } from '../validation/cross-field.ts';
import { USER_RATING_TYPES } from './ratings.ts';
import type { RatingThreshold, UserRatingType } from './ratings.ts';

export const MAX_STAR = 5;
export const MAX_ITEMS_PER_GROUP = 6;
export const RATING_STEP = 0.001;
/** numeric(12,3) holds 9 integer digits. */
export const MAX_RATING_VALUE = 999_999_999.999;

/** The Rating Controller's texts, plus the server's own messages. */
export const RATING_MESSAGES = {
  starTooHigh: "Star rating can't be more than 5",
  starExists: 'This rating star already exists',
  added: 'User Rating added successfully',
  updated: 'Successfully updated',
  removed: 'Successfully removed',
  deleteError: 'There was an error while deleting',
  serverError: 'An error has occurred on the server',
  groupFull: `A rating group may have at most ${MAX_ITEMS_PER_GROUP} items`,
  fromAfterTo: '"From" must not be greater than "To"',
  overlap: 'The range overlaps another item of this group',
  itemNotFound: 'Rating item not found',
  unknownType: 'Unknown rating type',
} as const;

/** Step 0.001: at most 3 decimals (with a little room for binary fractions such as 0.1 + 0.2). */
const hasAtMostThreeDecimals = (n: number) => Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6;

const ratingValue = (label: string) =>
  z
    .number(`${label} is required`)
    .min(0, `${label} must not be negative`)
    .max(MAX_RATING_VALUE, `${label} is too large`)
    .refine(hasAtMostThreeDecimals, `${label} may have at most 3 decimals`);

const starSchema = z
  .number('Star is required')
  .int('Star must be a whole number')
  .min(0, 'Star must not be negative')
  .max(MAX_STAR, RATING_MESSAGES.starTooHigh);

export const userRatingTypeSchema = z.enum(
  USER_RATING_TYPES as [UserRatingType, ...UserRatingType[]],
  RATING_MESSAGES.unknownType,
);

const fromNotAfterTo = (item: { from: number; to: number }) => item.from <= item.to;
/** Said beside the other fields' errors, not after they are fixed. */
const fromAfterToIssue = { message: RATING_MESSAGES.fromAfterTo, path: ['to'], ...whenFieldsParsed('from', 'to') };

/** POST /UserRating/update/{id} body, and the Rating Controller's add/edit form: {from, to, star}. */
export const ratingItemFieldsSchema = z
  .object({ from: ratingValue('From'), to: ratingValue('To'), star: starSchema })
  .refine(fromNotAfterTo, fromAfterToIssue);
export type RatingItemFields = z.infer<typeof ratingItemFieldsSchema>;

/** POST /UserRating body: {from, to, star, userRatingType}. */
export const ratingItemCreateSchema = z
  .object({ from: ratingValue('From'), to: ratingValue('To'), star: starSchema, userRatingType: userRatingTypeSchema })
  .refine(fromNotAfterTo, fromAfterToIssue);
export type RatingItemCreate = z.infer<typeof ratingItemCreateSchema>;

/** An item as GET /UserRating/getAll/{type} and POST /UserRating/update/{id} answer it. */
export const wireRatingItemSchema = z.object({
  id: z.number().int(),
  from: z.number(),
  to: z.number(),
  star: z.number().int(),
  userRatingType: userRatingTypeSchema,
});
export type WireRatingItem = z.infer<typeof wireRatingItemSchema>;

/**
 * The first rule the group breaks once `candidate` is added (no `exceptId`) or replaces item `exceptId`: a star
 * already present, more than 6 items, or a range sharing a value with another item (from..to are inclusive, so
 * touching ends overlap). null when the group stays valid.
 */
export function ratingGroupIssue(
  group: ReadonlyArray<RatingThreshold & { id: number }>,
  candidate: RatingThreshold,
  exceptId?: number,
): string | null {
  const others = group.filter((item) => item.id !== exceptId);
  if (others.some((item) => item.star === candidate.star)) return RATING_MESSAGES.starExists;
  if (exceptId === undefined && others.length >= MAX_ITEMS_PER_GROUP) return RATING_MESSAGES.groupFull;
  if (others.some((item) => item.from <= candidate.to && candidate.from <= item.to)) return RATING_MESSAGES.overlap;
  return null;
}

/** The add form shows while the group has 5 or fewer items (docs/product.md). */
export const canAddRatingItem = (count: number) => count < MAX_ITEMS_PER_GROUP;

/** The six groups in the order with the titles and metric definitions (docs/product.md) shown to the admin. */
export const RATING_GROUP_INFO: ReadonlyArray<{ type: UserRatingType; title: string; definition: string }> = [
  {
    type: 'avgDaysClose',
    title: 'Avg Days to Close',
    definition: 'Total open days of closed cases divided by closed cases.',
  },
  {
    type: 'totalLostCases',
    title: 'Total Cases Lost',
    definition: 'Cases in Closed Case Lost plus Closed Not Paid Off.',
  },
  { type: 'avgCasesLost', title: '% Cases Lost', definition: 'Lost cases divided by closed cases.' },
  { type: 'totalReducedCases', title: 'Total Reduced Cases', definition: 'Cases with a reduced amount.' },
  {
    type: 'percentCaseWithReduction',
    title: '% of Cases with Reduction',
    definition: 'Reduced cases divided by closed cases.',
  },
  {
    type: 'percentReductionPerReducedCase',
    title: '% Reduction Per Reduced Case',
    definition: '((Total due minus amount reduced) divided by total due) divided by reduced cases.',
  },
];
