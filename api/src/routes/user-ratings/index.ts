// The UserRating calls: the administrators' rating thresholds (Approved
// administrators only), every change audited. The group rules are the domain's (ratingGroupIssue); changes to one
// group run one after the other under a transaction-scoped advisory lock, and the unique (type, star) index backs
// the star rule, so concurrent requests on any number of API instances cannot break a group.
import { z } from 'zod';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RATING_MESSAGES,
  idParamSchema,
  ratingGroupIssue,
  ratingItemCreateSchema,
  ratingItemFieldsSchema,
  userRatingTypeSchema,
  wireRatingItemSchema,
} from '@litfund/domain';
import type { RatingThreshold, UserRatingType, WireRatingItem } from '@litfund/domain';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { audit } from '../../audit/audit-log.ts';
import type { Database } from '../../db/schema.ts';
import { callerOf } from '../../plugins/auth.ts';
import { errorResponses } from '../error-responses.ts';

const common = { tags: ['user ratings'], security: [{ bearer: [] }] };
const typeParamsSchema = z.object({ type: userRatingTypeSchema });
const deleteParamsSchema = z.object({
  id: z.coerce
    .number(RATING_MESSAGES.deleteError)
    .int(RATING_MESSAGES.deleteError)
    .positive(RATING_MESSAGES.deleteError)
    .max(2_147_483_647, RATING_MESSAGES.deleteError),
});

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

interface ItemRow {
  id: number;
  user_rating_type: string;
  from_value: string | number;
  to_value: string | number;
  star: number;
}

/** numeric(12,3) comes back as a string: a JSON number with up to 3 decimals on the wire. */
export const itemToWire = (row: ItemRow): WireRatingItem => ({
  id: row.id,
  from: Number(row.from_value),
  to: Number(row.to_value),
  star: row.star,
  userRatingType: row.user_rating_type as UserRatingType,
});

const ITEM_COLUMNS = ['id', 'user_rating_type', 'from_value', 'to_value', 'star'] as const;

export async function listRatingItems(db: Kysely<Database>, type: UserRatingType): Promise<WireRatingItem[]> {
  const rows = await db
    .selectFrom('user_rating_items')
    .select(ITEM_COLUMNS)
    .where('user_rating_type', '=', type)
    .orderBy('from_value')
    .orderBy('id')
    .execute();
  return rows.map(itemToWire);
}

/** Serialises changes to one group for the rest of the transaction. */
async function lockGroup(trx: Kysely<Database>, type: UserRatingType) {
  await sql`select pg_advisory_xact_lock(hashtext(${`user_rating_items:${type}`}))`.execute(trx);
}

/** 409 for a star the group has, 400 for the other group rules. */
function assertGroupAllows(group: readonly WireRatingItem[], candidate: RatingThreshold, exceptId?: number) {
  const issue = ratingGroupIssue(group, candidate, exceptId);
  if (issue === RATING_MESSAGES.starExists) throw conflict(issue);
  if (issue)
    throw badRequest(issue, [{ path: issue === RATING_MESSAGES.overlap ? 'from' : 'userRatingType', message: issue }]);
}

/** Runs `change`; a unique-index violation (same star added at once elsewhere) is the 409 of the star rule. */
async function withStarConflict<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(RATING_MESSAGES.starExists);
    throw error;
  }
}

export const userRatingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const admin = { onRequest: app.requireApprovedAdmin };

  app.get(
    '/UserRating/getAll/:type',
    {
      ...admin,
      schema: {
        ...common,
        params: typeParamsSchema,
        response: { 200: wireRatingItemSchema.array(), ...errorResponses },
      },
    },
    async (request) => listRatingItems(db, request.params.type),
  );

  app.post(
    '/UserRating',
    {
      ...admin,
      schema: { ...common, body: ratingItemCreateSchema, response: { 200: z.number().int(), ...errorResponses } },
    },
    async (request) => {
      const { from, to, star, userRatingType } = request.body;
      return withStarConflict(() =>
        db.transaction().execute(async (trx) => {
          await lockGroup(trx, userRatingType);
          assertGroupAllows(await listRatingItems(trx, userRatingType), { from, to, star });
          const row = await trx
            .insertInto('user_rating_items')
            .values({ user_rating_type: userRatingType, from_value: from, to_value: to, star })
            .returning(ITEM_COLUMNS)
            .executeTakeFirstOrThrow();
          await audit(
            trx,
            callerOf(request).user.id,
            'user_rating.create',
            'user_rating_item',
            row.id,
            null,
            JSON.stringify(itemToWire(row)),
          );
          return row.id;
        }),
      );
    },
  );

  app.post(
    '/UserRating/update/:id',
    {
      ...admin,
      schema: {
        ...common,
        params: idParamSchema,
        body: ratingItemFieldsSchema,
        response: { 200: wireRatingItemSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { from, to, star } = request.body;
      const owner = await db
        .selectFrom('user_rating_items')
        .select('user_rating_type')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!owner) throw notFound(RATING_MESSAGES.itemNotFound);
      const type = owner.user_rating_type as UserRatingType;
      return withStarConflict(() =>
        db.transaction().execute(async (trx) => {
          await lockGroup(trx, type);
          const group = await listRatingItems(trx, type);
          const before = group.find((item) => item.id === id);
          if (!before) throw notFound(RATING_MESSAGES.itemNotFound);
          assertGroupAllows(group, { from, to, star }, id);
          const row = await trx
            .updateTable('user_rating_items')
            .set({ from_value: from, to_value: to, star })
            .where('id', '=', id)
            .returning(ITEM_COLUMNS)
            .executeTakeFirstOrThrow();
          const after = itemToWire(row);
          await audit(
            trx,
            callerOf(request).user.id,
            'user_rating.update',
            'user_rating_item',
            id,
            JSON.stringify(before),
            JSON.stringify(after),
          );
          return after;
        }),
      );
    },
  );

  app.post(
    '/UserRating/delete/:id',
    {
      ...admin,
      schema: {
        ...common,
        params: deleteParamsSchema,
        response: { 200: z.object({ id: z.number().int() }), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .deleteFrom('user_rating_items')
          .where('id', '=', id)
          .returning(ITEM_COLUMNS)
          .executeTakeFirst();
        if (!row) throw notFound(RATING_MESSAGES.itemNotFound);
        await audit(
          trx,
          callerOf(request).user.id,
          'user_rating.delete',
          'user_rating_item',
          id,
          JSON.stringify(itemToWire(row)),
          null,
        );
        return { id };
      });
    },
  );
};
