import { bearer, describeEachDatabase, login } from '../../test-support/databases.ts';
import { ensureDemoRateSets } from '../../pricing/demo-rates.ts';

const NO_RATE = { message: 'It seems that this state does not have its own Interest Rate' };

describeEachDatabase(
  'Payment calculator',
  (ctx) => {
    const stateIds: Record<string, number> = {};
    const calculate = (payload: unknown, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/PaymentCalculator/calculate',
        payload: payload as object,
        headers,
      });

    beforeAll(async () => {
      const adminToken = (await login(ctx.app, 'admin@litfund.test', 'Admin123!')).body.accessToken;
      const createSet = async (key: string, preSettlements: unknown[], postSettlements: unknown[]) => {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/Interest',
          headers: bearer(adminToken),
          payload: { preSettlements, postSettlements, state: { key } },
        });
        if (response.statusCode !== 200) throw new Error(response.body);
      };
      // WA: rates with decimals; OR: pre-settlement rates below the post-settlement rate of day 60; NV: no ranges.
      await createSet(
        'WA',
        [
          { daysFrom: 0, daysTo: 90, rate: 12.5 },
          { daysFrom: 91, daysTo: 180, rate: 20 },
          { daysFrom: 181, daysTo: 365, rate: 33.33 },
        ],
        [
          { daysFrom: 0, daysTo: 30, rate: 7.25 },
          { daysFrom: 31, daysTo: 60, rate: 10 },
        ],
      );
      await createSet(
        'OR',
        [
          { daysFrom: 0, daysTo: 90, rate: 5 },
          { daysFrom: 91, daysTo: 180, rate: 15 },
        ],
        [{ daysFrom: 0, daysTo: 60, rate: 10 }],
      );
      // A set saved empty before a set needed a range (the API refuses one now).
      const nevada = await ctx.app.db
        .selectFrom('states')
        .select('id')
        .where('key', '=', 'NV')
        .executeTakeFirstOrThrow();
      await ctx.app.db.insertInto('interest_rate_sets').values({ state_id: nevada.id }).execute();
      const states = (await ctx.app.inject({ method: 'GET', url: '/api/v1/AdminState' })).json() as Array<{
        id: number;
        key: string;
      }>;
      for (const s of states) stateIds[s.key] = s.id;
    });

    // Owed = principal x (1 + rate/100), half-up to the cent. 1234.56 = 123456 cents:
    //  7.25%: 123456 x 1.0725 = 132406.56 -> 132407 (1324.07);  10%: 135801.6 -> 135802 (1358.02)
    //  12.5%: 138888 exactly (1388.88);  20%: 148147.2 -> 148147 (1481.47);  33.33%: 164603.8848 -> 164604 (1646.04)
    it('prices a PreSettlement estimate by the state id, one entry per pre range end (golden values)', async () => {
      const response = await calculate({
        stateId: stateIds.WA,
        contractType: 'PreSettlement',
        amountRequested: 1234.56,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().dayValuePairs).toEqual({ 90: 1388.88, 180: 1481.47, 365: 1646.04 });
      expect(Object.keys((response.json() as { dayValuePairs: object }).dayValuePairs)).toEqual(['90', '180', '365']);
    });

    it('prices a PostSettlement estimate: post ranges up to day 60, then the pre ranges ending later (golden values)', async () => {
      const response = await calculate({
        stateId: stateIds.WA,
        contractType: 'PostSettlement',
        amountRequested: 1234.56,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().dayValuePairs).toEqual({
        30: 1324.07,
        60: 1358.02,
        90: 1388.88,
        180: 1481.47,
        365: 1646.04,
      });
    });

    it('never lets a PostSettlement amount drop after day 60 (pre rate below the day-60 post rate)', async () => {
      // OR, $1000: pre 5% / 15%, post 10% until day 60. Post: day 90 keeps 10% (max(5%, 10%)), day 180 15%.
      expect(
        (await calculate({ stateId: stateIds.OR, contractType: 'PostSettlement', amountRequested: 1000 })).json()
          .dayValuePairs,
      ).toEqual({ 60: 1100, 90: 1100, 180: 1150 });
      expect(
        (await calculate({ stateId: stateIds.OR, contractType: 'PreSettlement', amountRequested: 1000 })).json()
          .dayValuePairs,
      ).toEqual({ 90: 1050, 180: 1150 });
    });

    it('defaults to PreSettlement, accepts the 2-letter key and numeric strings, needs no token', async () => {
      const expected = { 90: 1388.88, 180: 1481.47, 365: 1646.04 };
      expect((await calculate({ stateId: stateIds.WA, amountRequested: 1234.56 })).json().dayValuePairs).toEqual(
        expected,
      );
      expect((await calculate({ stateId: 'WA', amountRequested: 1234.56 })).json().dayValuePairs).toEqual(expected);
      expect(
        (await calculate({ stateId: 'wa', amountRequested: '1234.56', contractType: null })).json().dayValuePairs,
      ).toEqual(expected);
      expect(
        (await calculate({ stateId: String(stateIds.WA), amountRequested: 1234.56 })).json().dayValuePairs,
      ).toEqual(expected);
      expect((await calculate({ stateId: 'WA', amountRequested: 0 })).json().dayValuePairs).toEqual({
        90: 0,
        180: 0,
        365: 0,
      });
    });

    it('prices the seeded demo states at once (GA, $1000)', async () => {
      expect(
        (await calculate({ stateId: 'GA', contractType: 'PreSettlement', amountRequested: 1000 })).json().dayValuePairs,
      ).toEqual({ 90: 1150, 180: 1250, 365: 1400, 730: 1600 });
      expect(
        (await calculate({ stateId: stateIds.GA, contractType: 'PostSettlement', amountRequested: 1000 })).json()
          .dayValuePairs,
      ).toEqual({ 30: 1080, 60: 1120, 365: 1400, 730: 1600, 90: 1150, 180: 1250 });
      for (const key of ['NY', 'CA', 'TX', 'FL'])
        expect((await calculate({ stateId: key, amountRequested: 500 })).statusCode).toBe(200);
    });

    // The demo GA set on $1000 funded on the pinned 2026-11-20: 6 months is day
    // 181-184, in the 181-365 range (40 %): $1,400.00, APR 2 x 0.40 = 80.00 %; 12 months (day 365) still 40 %:
    // 1.4^(1/2) = 1.183216 -> 36.64 %; from 18 months (day > 365) 60 %, carried on past day 730: $1,600.00,
    // 1.6^(1/3) = 1.169607 -> 33.92 %.
    it('adds the 6-month amounts with their APR, to 36 months where the state sets no term (GA)', async () => {
      const answer = (await calculate({ stateId: 'GA', contractType: 'PreSettlement', amountRequested: 1000 })).json();
      expect(answer.intervals.slice(0, 3)).toEqual([
        { months: 6, amountDue: 1400, apr: 80 },
        { months: 12, amountDue: 1400, apr: 36.64 },
        { months: 18, amountDue: 1600, apr: 33.92 },
      ]);
      expect(answer.intervals.map((row: { months: number }) => row.months)).toEqual([6, 12, 18, 24, 30, 36]);
      expect(answer.maximumTotal).toBe(1600);
      const nothing = (await calculate({ stateId: 'GA', amountRequested: 0 })).json();
      expect([nothing.intervals, nothing.maximumTotal]).toEqual([[], 0]);
    });

    it('answers 404 for a state without rates, a set without ranges and an unknown state', async () => {
      for (const stateId of [stateIds.ME, 'ME', stateIds.NV, 'NV', 999_999, 'ZZ', '99999999999']) {
        const response = await calculate({ stateId, amountRequested: 1000 });
        expect([stateId, response.statusCode, response.json()]).toEqual([stateId, 404, NO_RATE]);
      }
    });

    it('seeds the demo sets only once (the seed runs on every start)', async () => {
      const count = async () =>
        Number(
          (
            await ctx.app.db
              .selectFrom('interest_rate_ranges')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await count();
      await ensureDemoRateSets(ctx.app.db);
      await Promise.all([ensureDemoRateSets(ctx.app.db), ensureDemoRateSets(ctx.app.db)]);
      expect(await count()).toBe(before);
    });

    it.each([
      ['a negative amount', { stateId: 'WA', amountRequested: -1 }],
      ['an amount with 3 decimals', { stateId: 'WA', amountRequested: 10.001 }],
      ['a non-numeric amount', { stateId: 'WA', amountRequested: 'lots' }],
      ['a missing amount', { stateId: 'WA' }],
      ['a huge amount', { stateId: 'WA', amountRequested: 1e15 }],
      ['an astronomical amount', { stateId: 'WA', amountRequested: 1e300 }],
      ['a missing state', { amountRequested: 100 }],
      ['a state object', { stateId: { key: 'WA' }, amountRequested: 100 }],
      ['a fractional state id', { stateId: 1.5, amountRequested: 100 }],
      ['an unknown contract type', { stateId: 'WA', contractType: 'Loan', amountRequested: 100 }],
    ])('answers 400 for %s', async (_name, payload) => {
      const response = await calculate(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
    });
  },
  // The disclosure figures count calendar months from today: a pinned day keeps 12 months at 365 days.
  { now: () => new Date('2026-11-20T15:00:00.000Z') },
);

describeEachDatabase(
  'Payment calculator without demo data',
  (ctx) => {
    it('has no rate sets, so every state answers 404', async () => {
      expect(await ctx.app.db.selectFrom('interest_rate_sets').select('id').execute()).toEqual([]);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/PaymentCalculator/calculate',
        payload: { stateId: 'GA', amountRequested: 1000 },
      });
      expect([response.statusCode, response.json()]).toEqual([404, NO_RATE]);
    });
  },
  { seedDemo: false },
);
