// Demo interest-rate sets (SEED_DEMO): a few states get a set on first start so the calculator works at once.
// Idempotent: a state that already has a set (seeded or made by an administrator) is left alone.
import type { Kysely } from 'kysely';
import { percentToBp, validateSchedule } from '@litfund/domain';
import type { RateRange, RateSchedule } from '@litfund/domain';
import type { Database } from '../db/schema.ts';
import { insertRanges } from './rate-sets.ts';

type Row = [daysFrom: number, daysTo: number, ratePercent: number];

const ranges = (rows: readonly Row[]): RateRange[] =>
  rows.map(([daysFrom, daysTo, rate]) => ({ daysFrom, daysTo, rateBp: percentToBp(rate)! }));

/** State key -> schedule (percents as an administrator would type them). */
export const DEMO_RATE_SETS: Readonly<Record<string, RateSchedule>> = {
  GA: {
    pre: ranges([
      [0, 90, 15],
      [91, 180, 25],
      [181, 365, 40],
      [366, 730, 60],
    ]),
    post: ranges([
      [0, 30, 8],
      [31, 60, 12],
    ]),
  },
  NY: {
    pre: ranges([
      [0, 90, 16],
      [91, 180, 26.5],
      [181, 365, 42],
      [366, 730, 62],
    ]),
    post: ranges([
      [0, 30, 9],
      [31, 60, 13],
    ]),
  },
  CA: {
    pre: ranges([
      [0, 90, 14.5],
      [91, 180, 24],
      [181, 365, 38],
      [366, 730, 58],
    ]),
    post: ranges([
      [0, 30, 7.5],
      [31, 60, 11],
    ]),
  },
  TX: {
    pre: ranges([
      [0, 60, 12],
      [61, 120, 20],
      [121, 365, 38],
      [366, 730, 55],
    ]),
    post: ranges([
      [0, 30, 8],
      [31, 60, 12],
    ]),
  },
  FL: {
    pre: ranges([
      [0, 90, 17],
      [91, 180, 27],
      [181, 365, 43],
      [366, 730, 65],
    ]),
    post: ranges([
      [0, 30, 10],
      [31, 60, 14],
    ]),
  },
};

export async function ensureDemoRateSets(db: Kysely<Database>): Promise<void> {
  for (const [key, schedule] of Object.entries(DEMO_RATE_SETS)) {
    const issues = validateSchedule(schedule);
    if (issues.length)
      throw new Error(`Demo rate set of ${key} is invalid: ${issues.map((i) => i.message).join('; ')}`);
    const state = await db.selectFrom('states').select('id').where('key', '=', key).executeTakeFirst();
    if (!state) continue;
    await db.transaction().execute(async (trx) => {
      // ON CONFLICT: two instances starting at once both try; the second inserts nothing.
      const created = await trx
        .insertInto('interest_rate_sets')
        .values({ state_id: state.id })
        .onConflict((oc) => oc.column('state_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (created) await insertRanges(trx, created.id, schedule);
    });
  }
}
