import { RATING_MESSAGES, USER_RATING_TYPES } from '@litfund/domain';
import { describeEachDatabase } from '../../test-support/databases.ts';
import { apiCalls, auditRowsOf, demoToken, signInDemo } from '../../test-support/fixtures.ts';
import { DEMO_RATING_ITEMS } from '../../db/demo-ratings.ts';

interface WireItem {
  id: number;
  from: number;
  to: number;
  star: number;
  userRatingType: string;
}

describeEachDatabase('User rating thresholds', (ctx) => {
  let adminToken = '';
  let adminId = 0;
  let attorneyToken = '';
  const { request } = apiCalls(ctx, () => adminToken);
  const getAll = async (type: string) => (await request('GET', `UserRating/getAll/${type}`)).json() as WireItem[];
  const add = (body: Record<string, unknown>, token?: string | null) => request('POST', 'UserRating', body, token);
  const audits = (id: number) => auditRowsOf(ctx.app, 'user_rating_item', id);
  /** Empties a group so a test starts from a known state (the demo seed fills every group). */
  const clear = (type: string) =>
    ctx.app.db.deleteFrom('user_rating_items').where('user_rating_type', '=', type).execute();

  beforeAll(async () => {
    ({ token: adminToken, id: adminId } = await signInDemo(ctx.app, 'admin'));
    attorneyToken = await demoToken(ctx.app, 'attorney');
  });

  describe('demo seed', () => {
    it('gives every group stars 5..1 that rate the demo attorney', async () => {
      for (const type of USER_RATING_TYPES) {
        expect((await getAll(type)).map(({ from, to, star }) => ({ from, to, star }))).toEqual(DEMO_RATING_ITEMS[type]);
      }
      const attorney = await ctx.app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'attorney@litfund.test')
        .executeTakeFirstOrThrow();
      const rating = (await request('GET', `Statistics/${attorney.id}/getUserRating`)).json();
      expect(rating.avgRating).toEqual(expect.any(Number));
    });
  });

  describe('GET /UserRating/getAll/{type}', () => {
    it('lists a group by from, numbers with 3 decimals', async () => {
      const items = await getAll('avgCasesLost');
      expect(items[1]).toEqual({
        id: expect.any(Number),
        from: 0.051,
        to: 0.15,
        star: 4,
        userRatingType: 'avgCasesLost',
      });
      expect(items.map((i) => i.from)).toEqual([...items.map((i) => i.from)].sort((a, b) => a - b));
    });

    it('400 for a type that is not a group', async () => {
      const response = await request('GET', 'UserRating/getAll/avgFundedPerClient');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(RATING_MESSAGES.unknownType);
    });
  });

  describe('POST /UserRating', () => {
    beforeAll(() => clear('totalLostCases'));

    it('adds an item, answers its id and audits it', async () => {
      const response = await add({ from: 0, to: 1.5, star: 5, userRatingType: 'totalLostCases' });
      expect(response.statusCode).toBe(200);
      const id = response.json() as number;
      expect(id).toEqual(expect.any(Number));
      expect(await getAll('totalLostCases')).toEqual([
        { id, from: 0, to: 1.5, star: 5, userRatingType: 'totalLostCases' },
      ]);
      const log = await audits(id);
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({
        actor_id: adminId,
        action: 'user_rating.create',
        before: null,
        after: { id, star: 5 },
      });
    });

    it.each([
      ['a star above 5', { from: 10, to: 11, star: 6 }, RATING_MESSAGES.starTooHigh],
      ['a fractional star', { from: 10, to: 11, star: 1.5 }, 'Star must be a whole number'],
      ['a negative from', { from: -1, to: 11, star: 1 }, 'From must not be negative'],
      ['more than 3 decimals', { from: 10.0005, to: 11, star: 1 }, 'From may have at most 3 decimals'],
      ['from above to', { from: 12, to: 11, star: 1 }, RATING_MESSAGES.fromAfterTo],
      ['a missing to', { from: 10, star: 1 }, 'To is required'],
      ['a numeric string', { from: '10', to: 11, star: 1 }, 'From is required'],
      ['an overlapping range', { from: 1.5, to: 3, star: 1 }, RATING_MESSAGES.overlap],
    ])('400 for %s', async (_, body, message) => {
      const response = await add({ userRatingType: 'totalLostCases', ...body });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    it('400 for an unknown group', async () => {
      const response = await add({ from: 0, to: 1, star: 1, userRatingType: 'nope' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(RATING_MESSAGES.unknownType);
    });

    it('409 for a star the group has; other groups are independent', async () => {
      const response = await add({ from: 20, to: 30, star: 5, userRatingType: 'totalLostCases' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: RATING_MESSAGES.starExists });
      await clear('totalReducedCases');
      expect((await add({ from: 20, to: 30, star: 5, userRatingType: 'totalReducedCases' })).statusCode).toBe(200);
    });

    it('a group holds 6 items at most (stars 0..5)', async () => {
      for (const star of [0, 1, 2, 3, 4]) {
        expect(
          (await add({ from: 100 + star, to: 100.5 + star, star, userRatingType: 'totalLostCases' })).statusCode,
        ).toBe(200);
      }
      expect(await getAll('totalLostCases')).toHaveLength(6);
      expect((await add({ from: 500, to: 600, star: 3, userRatingType: 'totalLostCases' })).statusCode).toBe(409);
    });

    it('20 parallel adds of one star give one success', async () => {
      await clear('percentCaseWithReduction');
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          add({ from: i * 10, to: i * 10 + 1, star: 3, userRatingType: 'percentCaseWithReduction' }),
        ),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
      expect(await getAll('percentCaseWithReduction')).toHaveLength(1);
    });
  });

  describe('POST /UserRating/update/{id}', () => {
    let items: WireItem[] = [];
    beforeAll(async () => {
      await clear('avgDaysClose');
      for (const [from, to, star] of [
        [0, 90, 5],
        [90.001, 180, 4],
      ])
        await add({ from, to, star, userRatingType: 'avgDaysClose' });
      items = await getAll('avgDaysClose');
    });

    it('changes from, to and star, answers the item and audits before and after', async () => {
      const response = await request('POST', `UserRating/update/${items[0]!.id}`, { from: 0, to: 60.125, star: 5 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ...items[0], to: 60.125 });
      const log = await audits(items[0]!.id);
      expect(log.at(-1)).toMatchObject({
        action: 'user_rating.update',
        before: items[0],
        after: { ...items[0], to: 60.125 },
      });
      expect(
        (await request('POST', `UserRating/update/${items[0]!.id}`, { from: 0, to: 60.125, star: 3 })).json().star,
      ).toBe(3);
    });

    it("409 for another item's star, 400 for an overlap or star > 5, 404 for an unknown id", async () => {
      const taken = await request('POST', `UserRating/update/${items[0]!.id}`, { from: 0, to: 60, star: 4 });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe(RATING_MESSAGES.starExists);
      const overlap = await request('POST', `UserRating/update/${items[0]!.id}`, { from: 0, to: 100, star: 5 });
      expect(overlap.statusCode).toBe(400);
      expect(overlap.json().message).toBe(RATING_MESSAGES.overlap);
      expect(
        (await request('POST', `UserRating/update/${items[0]!.id}`, { from: 0, to: 60, star: 9 })).json().message,
      ).toBe(RATING_MESSAGES.starTooHigh);
      const unknown = await request('POST', 'UserRating/update/2147483000', { from: 0, to: 1, star: 1 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: RATING_MESSAGES.itemNotFound });
    });
  });

  describe('POST /UserRating/delete/{id}', () => {
    it('removes the item and audits it; a second delete is 404', async () => {
      const [item] = await getAll('percentReductionPerReducedCase');
      if (!item) throw new Error('The demo seeds percentReductionPerReducedCase');
      const response = await request('POST', `UserRating/delete/${item.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: item.id });
      expect((await getAll('percentReductionPerReducedCase')).some((i) => i.id === item.id)).toBe(false);
      expect((await audits(item.id)).at(-1)).toMatchObject({ action: 'user_rating.delete', before: item, after: null });
      expect((await request('POST', `UserRating/delete/${item.id}`)).statusCode).toBe(404);
    });

    it('400 "There was an error while deleting" without an id', async () => {
      for (const id of ['undefined', 'abc', '0']) {
        const response = await request('POST', `UserRating/delete/${id}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(RATING_MESSAGES.deleteError);
      }
    });
  });

  describe('access', () => {
    it.each([
      ['GET', 'UserRating/getAll/avgDaysClose', undefined],
      ['POST', 'UserRating', { from: 0, to: 1, star: 0, userRatingType: 'avgDaysClose' }],
      ['POST', 'UserRating/update/1', { from: 0, to: 1, star: 0 }],
      ['POST', 'UserRating/delete/1', undefined],
    ] as const)('%s %s: Approved admins only', async (method, url, body) => {
      expect((await request(method, url, body, null)).statusCode).toBe(401);
      expect((await request(method, url, body, attorneyToken)).statusCode).toBe(403);
    });
  });
});
