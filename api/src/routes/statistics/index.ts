// docs/product.md: a user's statistics, rating and average rating, for Approved administrators. The figures are the
// domain's (insights), made from sums over the user's cases that the database adds up (insights/sums.ts).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  RATING_METRICS,
  fundedVsPaidFromMonths,
  idParamSchema,
  statisticsFromSums,
  userRatingFromSums,
} from '@litfund/domain';
import type { Statistics } from '@litfund/domain';
import { notFound } from '../../lib/http-error.ts';
import { businessToday } from '../../contracts/today.ts';
import { loadRatingThresholds } from '../../insights/load.ts';
import { insightSumsOfUser, monthTotalsOfUser } from '../../insights/sums.ts';
import { errorResponses } from '../error-responses.ts';

const figure = z.number().nullable();
const statisticsSchema = z.object({
  lifeTimeRequested: z.number(),
  openContractsCount: z.number().int(),
  openContractAmount: z.number(),
  openAmountAverage: figure,
  openDurationAverage: figure,
  closedContractsCount: z.number().int(),
  lifetimeProjectedAmountClosed: z.number(),
  closedProjectedAmountAverage: figure,
  closedRealAmountAverage: figure,
  closedDurationAverage: figure,
  lifeTimeReceivedAverage: figure,
  lifeTimePayments: z.number(),
  lifeTimePaidAverage: figure,
  lifeTimeLost: z.number(),
  roi: figure,
} satisfies Record<keyof Statistics, z.ZodType>);
const userRatingSchema = z.object(
  Object.fromEntries([
    ...RATING_METRICS.flatMap((metric) => [
      [metric, figure],
      [`${metric}Rating`, figure],
    ]),
    ['avgRating', figure],
  ]) as Record<string, typeof figure>,
);
const avgRatingSchema = z.object({ avgRating: figure });
const cents = z.number().int();
const fundedVsPaidSchema = z.object({
  points: z.array(z.object({ month: z.string(), fundedCents: cents, paidCents: cents })),
});

const userIdParamsSchema = z.object({ userId: idParamSchema.shape.id });
const common = { tags: ['statistics'], security: [{ bearer: [] }] };

/** The historical API writes the first call with a lower-case "statistics" and the others capitalised; both spellings answer each. */
const paths = (rest: string) => [`/Statistics/${rest}`, `/statistics/${rest}`];

export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  const timeZone = app.config.businessTimeZone;
  /** 404 when there is no such user. */
  async function assertUser(userId: number) {
    const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!user) throw notFound(MESSAGES.notFound);
  }
  const sumsOf = async (userId: number) => {
    await assertUser(userId);
    return insightSumsOfUser(db, userId, timeZone);
  };
  const ratingOf = async (userId: number) => {
    const [sums, thresholds] = await Promise.all([sumsOf(userId), loadRatingThresholds(db)]);
    return userRatingFromSums(sums, thresholds);
  };

  for (const url of paths(':userId/getFullStatistic')) {
    app.get(
      url,
      {
        onRequest: app.requireApprovedAdmin,
        schema: { ...common, params: userIdParamsSchema, response: { 200: statisticsSchema, ...errorResponses } },
      },
      async (request) => statisticsFromSums(await sumsOf(request.params.userId), businessToday(app)),
    );
  }

  for (const url of paths(':userId/getUserRating')) {
    app.get(
      url,
      {
        onRequest: app.requireApprovedAdmin,
        schema: { ...common, params: userIdParamsSchema, response: { 200: userRatingSchema, ...errorResponses } },
      },
      async (request) => ratingOf(request.params.userId),
    );
  }

  for (const url of paths(':id/getAvgRating')) {
    app.get(
      url,
      {
        onRequest: app.requireApprovedAdmin,
        schema: { ...common, params: idParamSchema, response: { 200: avgRatingSchema, ...errorResponses } },
      },
      async (request) => ({ avgRating: (await ratingOf(request.params.id)).avgRating }),
    );
  }

  // An addition to the historical API: the profile's funded-vs-paid chart, monthly running totals in cents.
  for (const url of paths(':userId/getFundedVsPaid')) {
    app.get(
      url,
      {
        onRequest: app.requireApprovedAdmin,
        schema: { ...common, params: userIdParamsSchema, response: { 200: fundedVsPaidSchema, ...errorResponses } },
      },
      async (request) => {
        await assertUser(request.params.userId);
        const months = await monthTotalsOfUser(db, request.params.userId, timeZone);
        return { points: fundedVsPaidFromMonths(months, businessToday(app)) };
      },
    );
  }
};
