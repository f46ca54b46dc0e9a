import { sql } from 'kysely';
import { statisticsOf, userRatingOf } from '@litfund/domain';
import { createApprovedUser, describeEachDatabase } from '../../test-support/databases.ts';
import { apiCalls, demoToken, demoUserId } from '../../test-support/fixtures.ts';
import { businessToday } from '../../contracts/today.ts';
import { loadInsightContracts, loadRatingThresholds } from '../../insights/load.ts';

describeEachDatabase('Statistics and ratings', (ctx) => {
  let adminToken = '';
  let attorneyToken = '';
  let attorneyId = 0;
  const { get } = apiCalls(ctx, () => adminToken);
  const casesOf = (userId: number) =>
    loadInsightContracts(
      { db: ctx.app.db, today: businessToday(ctx.app), timeZone: ctx.app.config.businessTimeZone },
      userId,
    );

  beforeAll(async () => {
    adminToken = await demoToken(ctx.app, 'admin');
    attorneyToken = await demoToken(ctx.app, 'attorney');
    attorneyId = await demoUserId(ctx.app, 'attorney');
  });

  describe('GET /statistics/{userId}/getFullStatistic', () => {
    it("gives the demo attorney's figures, the domain's over the same cases", async () => {
      const response = await get(`statistics/${attorneyId}/getFullStatistic`);
      expect(response.statusCode).toBe(200);
      const stats = response.json();
      expect(stats).toEqual(statisticsOf(await casesOf(attorneyId), businessToday(ctx.app)));
      // Worked out from api/src/db/demo-contracts.ts: the attorney is responsible for all 11 demo cases.
      expect(stats).toMatchObject({
        lifeTimeRequested: 58500, // the 11 requests (57,000) and GA-DEMO-07's additional-funds request (1,500)
        openContractsCount: 2, // GA-DEMO-07, GA-DEMO-08
        openContractAmount: 13500, // 7,500 + 5,000 + 1,000
        closedContractsCount: 3, // GA-DEMO-09 PaidOff, -10 ClosedNotPaidOff, -11 ClosedCaseLost
        closedDurationAverage: 162.67, // (150 + 225 + 113) / 3 days from check to closing
        lifeTimePayments: 5500.25,
        lifeTimeLost: 5000, // GA-DEMO-10: 4,500 - 1,500; GA-DEMO-11: 2,000
        roi: -0.44737, // (5,250 - 9,500) / 9,500
      });
    });

    it('also answers under /Statistics, and the same for the demo law firm', async () => {
      const lower = (await get(`statistics/${attorneyId}/getFullStatistic`)).json();
      expect((await get(`Statistics/${attorneyId}/getFullStatistic`)).json()).toEqual(lower);
      const firm = await ctx.app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'lawfirm@litfund.test')
        .executeTakeFirstOrThrow();
      expect((await get(`Statistics/${firm.id}/getFullStatistic`)).json()).toEqual(lower);
    });

    it('a user without cases: counts and sums 0, averages null', async () => {
      const fresh = await createApprovedUser(ctx.app);
      const stats = (await get(`statistics/${fresh.id}/getFullStatistic`)).json();
      expect(stats).toMatchObject({
        lifeTimeRequested: 0,
        openContractsCount: 0,
        closedContractsCount: 0,
        openAmountAverage: null,
        roi: null,
      });
    });
  });

  describe('GET /Statistics/{userId}/getFundedVsPaid', () => {
    it("gives the demo attorney's monthly running totals, ending with everything funded and paid", async () => {
      const response = await get(`Statistics/${attorneyId}/getFundedVsPaid`);
      expect(response.statusCode).toBe(200);
      const { points } = response.json() as {
        points: Array<{ month: string; fundedCents: number; paidCents: number }>;
      };
      expect(points.length).toBeGreaterThan(1);
      expect(points.at(-1)?.month).toBe(businessToday(ctx.app).slice(0, 7));
      // Ends with everything funded (the 23,000 of avgFundedPerClient below, one client) and lifeTimePayments (5,500.25).
      expect(points.at(-1)?.fundedCents).toBe(2_300_000);
      expect(points.at(-1)?.paidCents).toBe(550_025);
      for (const [i, point] of points.entries()) {
        if (i === 0) continue;
        expect(point.fundedCents).toBeGreaterThanOrEqual(points[i - 1]!.fundedCents);
        expect(point.paidCents).toBeGreaterThanOrEqual(points[i - 1]!.paidCents);
      }
    });

    it('is empty for a user without cases', async () => {
      const fresh = await createApprovedUser(ctx.app);
      expect((await get(`statistics/${fresh.id}/getFundedVsPaid`)).json()).toEqual({ points: [] });
    });
  });

  describe('ratings', () => {
    beforeAll(async () => {
      // This test's own thresholds replace the demo ones (one star per group and value).
      await sql`delete from user_rating_items`.execute(ctx.app.db);
      // Thresholds as administrators would set them (the UserRating routes own the table).
      await sql`insert into user_rating_items (user_rating_type, from_value, to_value, star) values
        ('avgDaysClose', 0, 180, 4), ('avgDaysClose', 180.001, 1000, 2),
        ('totalLostCases', 0, 1, 5), ('totalLostCases', 2, 5, 3),
        ('avgCasesLost', 0.5, 0.7, 2)`.execute(ctx.app.db);
    });

    it('rates the demo attorney from the thresholds: metrics, stars and their mean', async () => {
      const response = await get(`Statistics/${attorneyId}/getUserRating`);
      expect(response.statusCode).toBe(200);
      const rating = response.json();
      expect(rating).toEqual(userRatingOf(await casesOf(attorneyId), await loadRatingThresholds(ctx.app.db)));
      expect(rating).toMatchObject({
        avgDaysClose: 162.667,
        avgDaysCloseRating: 4,
        totalLostCases: 2,
        totalLostCasesRating: 3,
        pctCasesLost: 0.667,
        pctCasesLostRating: 2,
        totalReducedCases: 1,
        totalReducedCasesRating: null, // no items in that group
        avgFundedPerClient: 23000, // 7,500 + 6,000 + 3,000 + 4,500 + 2,000, one client
        avgRating: 3, // (4 + 3 + 2) / 3
      });
      expect((await get(`Statistics/${attorneyId}/getAvgRating`)).json()).toEqual({ avgRating: 3 });
    });

    it('a user without closed cases has no stars', async () => {
      const fresh = await createApprovedUser(ctx.app);
      expect((await get(`Statistics/${fresh.id}/getUserRating`)).json()).toMatchObject({
        totalLostCases: 0,
        totalLostCasesRating: null,
        avgRating: null,
      });
      expect((await get(`Statistics/${fresh.id}/getAvgRating`)).json()).toEqual({ avgRating: null });
    });
  });

  describe('access and bad input', () => {
    it.each([
      'statistics/%d/getFullStatistic',
      'Statistics/%d/getUserRating',
      'Statistics/%d/getAvgRating',
      'Statistics/%d/getFundedVsPaid',
    ])('%s: Approved admins only', async (path) => {
      const url = path.replace('%d', String(attorneyId));
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await get(url, attorneyToken)).statusCode).toBe(403);
    });

    it.each([
      'statistics/%s/getFullStatistic',
      'Statistics/%s/getUserRating',
      'Statistics/%s/getAvgRating',
      'Statistics/%s/getFundedVsPaid',
    ])('%s: 404 for an unknown user, 400 for a bad id', async (path) => {
      const unknown = await get(path.replace('%s', '2147483000'));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Not found' });
      expect((await get(path.replace('%s', 'abc'))).statusCode).toBe(400);
    });
  });
});
