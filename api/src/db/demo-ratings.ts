// Demo rating thresholds (SEED_DEMO): every group gets stars 5..1 on first start so the demo users' ratings show at
// once. Fractions for the % groups. Idempotent: a group that already has items (seeded or made
// by an administrator) is left alone.
import type { Kysely } from 'kysely';
import { ratingGroupIssue, ratingItemFieldsSchema } from '@litfund/domain';
import type { RatingThreshold, UserRatingType } from '@litfund/domain';
import type { Database } from './schema.ts';

type Row = [from: number, to: number, star: number];
const items = (rows: readonly Row[]): RatingThreshold[] => rows.map(([from, to, star]) => ({ from, to, star }));

/** Lower is better in every group: the best range gets 5 stars. */
export const DEMO_RATING_ITEMS: Readonly<Record<UserRatingType, RatingThreshold[]>> = {
  avgDaysClose: items([
    [0, 90, 5],
    [90.001, 180, 4],
    [180.001, 365, 3],
    [365.001, 730, 2],
    [730.001, 100_000, 1],
  ]),
  totalLostCases: items([
    [0, 0, 5],
    [1, 1, 4],
    [2, 3, 3],
    [4, 6, 2],
    [7, 100_000, 1],
  ]),
  avgCasesLost: items([
    [0, 0.05, 5],
    [0.051, 0.15, 4],
    [0.151, 0.3, 3],
    [0.301, 0.5, 2],
    [0.501, 1, 1],
  ]),
  totalReducedCases: items([
    [0, 0, 5],
    [1, 1, 4],
    [2, 3, 3],
    [4, 6, 2],
    [7, 100_000, 1],
  ]),
  percentCaseWithReduction: items([
    [0, 0.05, 5],
    [0.051, 0.15, 4],
    [0.151, 0.3, 3],
    [0.301, 0.5, 2],
    [0.501, 1, 1],
  ]),
  percentReductionPerReducedCase: items([
    [0, 0.05, 5],
    [0.051, 0.1, 4],
    [0.101, 0.2, 3],
    [0.201, 0.35, 2],
    [0.351, 1, 1],
  ]),
};

/** Throws when a demo group breaks the rules the API enforces (caught by the seed test, not in production). */
function assertValidGroup(type: string, group: readonly RatingThreshold[]) {
  group.forEach((item, index) => {
    const parsed = ratingItemFieldsSchema.safeParse(item);
    const issue = parsed.success
      ? ratingGroupIssue(
          group.slice(0, index).map((other, id) => ({ ...other, id })),
          item,
        )
      : parsed.error.issues[0]!.message;
    if (issue) throw new Error(`Demo rating item ${index} of ${type} is invalid: ${issue}`);
  });
}

export async function ensureDemoRatingItems(db: Kysely<Database>): Promise<void> {
  for (const [type, group] of Object.entries(DEMO_RATING_ITEMS)) {
    assertValidGroup(type, group);
    const existing = await db
      .selectFrom('user_rating_items')
      .select('id')
      .where('user_rating_type', '=', type)
      .limit(1)
      .executeTakeFirst();
    if (existing) continue;
    // ON CONFLICT: two instances starting at once both try; the second inserts nothing.
    await db
      .insertInto('user_rating_items')
      .values(group.map(({ from, to, star }) => ({ user_rating_type: type, from_value: from, to_value: to, star })))
      .onConflict((oc) => oc.columns(['user_rating_type', 'star']).doNothing())
      .execute();
  }
}
