import { RANGE_MESSAGES } from '@litfund/domain';
import { bearer, describeEachDatabase } from '../../test-support/databases.ts';
import { apiCalls, auditRowsOf, demoToken, signInDemo } from '../../test-support/fixtures.ts';
import { DEMO_RATE_SETS } from '../../pricing/demo-rates.ts';

interface WireRange {
  id: number;
  daysFrom: number;
  daysTo: number;
  rate: number;
}
interface WireSet {
  id: number;
  state: { id: number; key: string; name: string };
  preSettlements: WireRange[];
  postSettlements: WireRange[];
}

const PRE = [
  { daysFrom: 0, daysTo: 90, rate: 15 },
  { daysFrom: 91, daysTo: 180, rate: 25.5 },
];
const POST = [
  { daysFrom: 0, daysTo: 30, rate: 8 },
  { daysFrom: 31, daysTo: 60, rate: 12.25 },
];

describeEachDatabase('Interest rate sets', (ctx) => {
  let adminToken = '';
  let adminId = 0;
  let attorneyToken = '';
  const { request } = apiCalls(ctx, () => adminToken);
  const create = (
    state: { key: string; name?: string },
    pre: unknown[] = PRE,
    post: unknown[] = POST,
    token: string | null = adminToken,
  ) => request('POST', 'Interest', { preSettlements: pre, postSettlements: post, state }, token);
  const counts = async () => {
    const [sets, ranges, audits] = await Promise.all([
      ctx.app.db
        .selectFrom('interest_rate_sets')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
      ctx.app.db
        .selectFrom('interest_rate_ranges')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
      ctx.app.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('entity', '=', 'interest_rate_set')
        .executeTakeFirstOrThrow(),
    ]);
    return { sets: Number(sets.n), ranges: Number(ranges.n), audits: Number(audits.n) };
  };
  const audits = (id: number) => auditRowsOf(ctx.app, 'interest_rate_set', id);

  let waSet: WireSet;

  beforeAll(async () => {
    ({ token: adminToken, id: adminId } = await signInDemo(ctx.app, 'admin'));
    attorneyToken = await demoToken(ctx.app, 'attorney');
    const response = await create({ key: 'WA', name: 'Washington' });
    expect(response.statusCode).toBe(200);
    waSet = response.json();
  });

  describe('demo seed', () => {
    it('seeds valid sets for GA, NY, CA, TX and FL', async () => {
      const sets = (await request('GET', 'Interest/all')).json() as WireSet[];
      for (const key of Object.keys(DEMO_RATE_SETS)) expect(sets.some((s) => s.state.key === key)).toBe(true);
      const georgia = sets.find((s) => s.state.key === 'GA')!;
      expect(georgia.preSettlements.map(({ daysFrom, daysTo, rate }) => [daysFrom, daysTo, rate])).toEqual([
        [0, 90, 15],
        [91, 180, 25],
        [181, 365, 40],
        [366, 730, 60],
      ]);
      expect(georgia.postSettlements.map(({ daysFrom, daysTo, rate }) => [daysFrom, daysTo, rate])).toEqual([
        [0, 30, 8],
        [31, 60, 12],
      ]);
    });
  });

  describe('POST /Interest', () => {
    it('creates a set and answers it with ids, rates as percents, ranges by daysFrom, and audits it', async () => {
      const response = await create({ key: 'or', name: 'Oregon' }, [PRE[1], PRE[0]], POST);
      expect(response.statusCode).toBe(200);
      const set = response.json() as WireSet;
      expect(set).toEqual({
        id: expect.any(Number),
        state: { id: expect.any(Number), key: 'OR', name: 'Oregon' },
        preSettlements: [
          { id: expect.any(Number), ...PRE[0] },
          { id: expect.any(Number), ...PRE[1] },
        ],
        postSettlements: POST.map((r) => ({ id: expect.any(Number), ...r })),
      });
      const stored = await ctx.app.db
        .selectFrom('interest_rate_ranges')
        .select(['kind', 'days_from', 'days_to', 'rate_bp'])
        .where('set_id', '=', set.id)
        .orderBy('kind', 'desc')
        .orderBy('days_from')
        .execute();
      expect(stored).toEqual([
        { kind: 'pre', days_from: 0, days_to: 90, rate_bp: 1500 },
        { kind: 'pre', days_from: 91, days_to: 180, rate_bp: 2550 },
        { kind: 'post', days_from: 0, days_to: 30, rate_bp: 800 },
        { kind: 'post', days_from: 31, days_to: 60, rate_bp: 1225 },
      ]);
      const log = await audits(set.id);
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ actor_id: adminId, action: 'interest.create', before: null, after: set });
    });

    it('refuses a set without ranges, writing nothing', async () => {
      const before = await counts();
      const response = await create({ key: 'NV' }, [], []);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: RANGE_MESSAGES.noRanges,
        errors: [{ path: 'preSettlements', message: RANGE_MESSAGES.noRanges }],
      });
      expect(await counts()).toEqual(before);
      // A set saved empty before the rule (below) still reads as one.
      const state = await ctx.app.db
        .selectFrom('states')
        .select('id')
        .where('key', '=', 'NV')
        .executeTakeFirstOrThrow();
      await ctx.app.db.insertInto('interest_rate_sets').values({ state_id: state.id }).execute();
    });

    it('answers 409 for a second set of one state, writing nothing', async () => {
      const before = await counts();
      const response = await create({ key: 'WA', name: 'Washington' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'This state already has an interest rate set' });
      expect(await counts()).toEqual(before);
    });

    it('answers 409 to concurrent creations of one state except one', async () => {
      const results = await Promise.all([create({ key: 'UT' }), create({ key: 'UT' }), create({ key: 'UT' })]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    });

    const bad: Array<[string, unknown[], unknown[], string | RegExp]> = [
      ['an inverted range', [{ daysFrom: 10, daysTo: 5, rate: 10 }], [], '"From" day must not be after "to" day'],
      [
        'overlapping ranges',
        [
          { daysFrom: 0, daysTo: 30, rate: 10 },
          { daysFrom: 20, daysTo: 60, rate: 12 },
        ],
        [],
        /overlap another pre-settlement range/,
      ],
      [
        'a decreasing rate',
        [
          { daysFrom: 0, daysTo: 30, rate: 10 },
          { daysFrom: 31, daysTo: 60, rate: 5 },
        ],
        [],
        /lower than the rate of an earlier/,
      ],
      [
        'a post range past day 60',
        [],
        [{ daysFrom: 0, daysTo: 61, rate: 8 }],
        'A post-settlement range must end by day 60',
      ],
      ['a negative day', [{ daysFrom: -1, daysTo: 30, rate: 10 }], [], '"From" day must not be negative'],
      ['a negative rate', [{ daysFrom: 0, daysTo: 30, rate: -1 }], [], 'Rate must not be negative'],
      ['a non-numeric rate', [{ daysFrom: 0, daysTo: 30, rate: 'ten' }], [], /Rate/],
      ['a numeric-string day', [{ daysFrom: '0', daysTo: 30, rate: 10 }], [], /"From" day/],
      ['a fractional day', [{ daysFrom: 0, daysTo: 30.5, rate: 10 }], [], '"To" day must be a whole number'],
      ['a rate with 3 decimals', [{ daysFrom: 0, daysTo: 30, rate: 12.345 }], [], 'Rate may have at most 2 decimals'],
      ['a huge day', [{ daysFrom: 0, daysTo: 1e12, rate: 10 }], [], /"To" day must be at most|"To" day/],
      ['a huge rate', [{ daysFrom: 0, daysTo: 30, rate: 1e9 }], [], 'Rate must be at most 100000%'],
      ['an astronomical rate', [{ daysFrom: 0, daysTo: 30, rate: 1e300 }], [], /Rate/],
      ['a missing field', [{ daysFrom: 0, rate: 10 }], [], /"To" day/],
    ];
    it.each(bad)('answers 400 for %s, writing nothing', async (_name, pre, post, message) => {
      const before = await counts();
      const response = await create({ key: 'AZ', name: 'Arizona' }, pre, post);
      expect(response.statusCode).toBe(400);
      const body = response.json() as { message: string; errors: Array<{ path: string; message: string }> };
      expect(body.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
      expect(body.errors.length).toBeGreaterThan(0);
      expect(await counts()).toEqual(before);
    });

    it.each([1e20, 99999999999, 1e300, 100000.001])(
      'says the limit first, and only it, for a rate of %d',
      async (rate) => {
        const response = await create({ key: 'AZ' }, [{ daysFrom: 0, daysTo: 30, rate }]);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          message: 'Rate must be at most 100000%',
          errors: [{ path: 'preSettlements.0.rate', message: 'Rate must be at most 100000%' }],
        });
        const day = await create({ key: 'AZ' }, [{ daysFrom: 1e20, daysTo: 30, rate: 5 }]);
        expect(day.json()).toEqual({
          message: '"From" day must be at most 100000',
          errors: [{ path: 'preSettlements.0.daysFrom', message: '"From" day must be at most 100000' }],
        });
      },
    );

    it('names the offending range in errors', async () => {
      const response = await create({ key: 'AZ' }, PRE, [
        { daysFrom: 0, daysTo: 30, rate: 8 },
        { daysFrom: 31, daysTo: 90, rate: 9 },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'A post-settlement range must end by day 60',
        errors: [{ path: 'postSettlements.1', message: 'A post-settlement range must end by day 60' }],
      });
    });

    it('answers 400 for an unknown or missing state, and for a malformed body', async () => {
      const before = await counts();
      const unknown = await create({ key: 'ZZ', name: 'Nowhere' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({
        message: 'Choose a state',
        errors: [{ path: 'state.key', message: 'Choose a state' }],
      });
      expect((await request('POST', 'Interest', { preSettlements: PRE, postSettlements: POST })).statusCode).toBe(400);
      expect((await request('POST', 'Interest', { preSettlements: 'x', state: { key: 'AZ' } })).statusCode).toBe(400);
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/v1/Interest',
            headers: { ...bearer(adminToken), 'content-type': 'application/json' },
            payload: '{bad',
          })
        ).statusCode,
      ).toBe(400);
      expect(await counts()).toEqual(before);
    });
  });

  describe('GET /Interest/all and /Interest/{id}', () => {
    it('lists every set by state name, ascending by default', async () => {
      const asc = (await request('GET', 'Interest/all')).json() as WireSet[];
      const names = asc.map((s) => s.state.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      expect(names).toEqual(expect.arrayContaining(['Washington', 'Georgia', 'New York']));
      expect((await request('GET', 'Interest/all?SortingType=asc')).json()).toEqual(asc);
      expect((await request('GET', 'Interest/all?SortingType=desc')).json()).toEqual([...asc].reverse());
      expect((await request('GET', 'Interest/all?SortingType=DESC')).json()).toEqual([...asc].reverse());
      expect((await request('GET', 'Interest/all?SortingType=')).json()).toEqual(asc);
      expect((await request('GET', 'Interest/all?SortingType=sideways')).statusCode).toBe(400);
    });

    it('reads one set, 404 for an unknown id, 400 for a non-numeric id', async () => {
      const response = await request('GET', `Interest/${waSet.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(waSet);
      const missing = await request('GET', 'Interest/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Interest rate set not found' });
      expect((await request('GET', 'Interest/abc')).statusCode).toBe(400);
    });
  });

  describe('POST /Interest/assign/{id}/preSettlement|postSettlement', () => {
    it('adds a range, answers it, and audits the set before and after', async () => {
      const response = await request('POST', `Interest/assign/${waSet.id}/preSettlement`, {
        daysFrom: 181,
        daysTo: 365,
        rate: 40.5,
      });
      expect(response.statusCode).toBe(200);
      const range = response.json() as WireRange;
      expect(range).toEqual({ id: expect.any(Number), daysFrom: 181, daysTo: 365, rate: 40.5 });
      const set = (await request('GET', `Interest/${waSet.id}`)).json() as WireSet;
      expect(set.preSettlements.at(-1)).toEqual(range);
      const log = (await audits(waSet.id)).filter((a) => a.action === 'interest.range.create.pre');
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ actor_id: adminId, before: waSet, after: set });
      waSet = set;
    });

    it('adds a post-settlement range to a set without ranges', async () => {
      const empty = (await request('GET', 'Interest/all')).json() as WireSet[];
      const nevada = empty.find((s) => s.state.key === 'NV')!;
      const response = await request('POST', `Interest/assign/${nevada.id}/postSettlement`, {
        daysFrom: 0,
        daysTo: 60,
        rate: 9,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: expect.any(Number), daysFrom: 0, daysTo: 60, rate: 9 });
    });

    const bad: Array<[string, 'preSettlement' | 'postSettlement', unknown, string | RegExp]> = [
      [
        'an overlapping range',
        'preSettlement',
        { daysFrom: 150, daysTo: 400, rate: 50 },
        /overlap another pre-settlement range/,
      ],
      [
        'a lower rate than an earlier range',
        'preSettlement',
        { daysFrom: 366, daysTo: 730, rate: 20 },
        /lower than the rate of an earlier/,
      ],
      [
        'a post range past day 60',
        'postSettlement',
        { daysFrom: 61, daysTo: 90, rate: 20 },
        'A post-settlement range must end by day 60',
      ],
      [
        'an inverted range',
        'preSettlement',
        { daysFrom: 800, daysTo: 700, rate: 70 },
        '"From" day must not be after "to" day',
      ],
      [
        'a rate with 3 decimals',
        'preSettlement',
        { daysFrom: 366, daysTo: 730, rate: 60.001 },
        'Rate may have at most 2 decimals',
      ],
      ['a non-numeric day', 'preSettlement', { daysFrom: 'soon', daysTo: 730, rate: 60 }, /"From" day/],
      ['a negative rate', 'postSettlement', { daysFrom: 0, daysTo: 10, rate: -3 }, 'Rate must not be negative'],
      ['a huge day', 'preSettlement', { daysFrom: 366, daysTo: 3_000_000_000, rate: 60 }, /"To" day/],
    ];
    it.each(bad)('answers 400 for %s, writing nothing', async (_name, segment, payload, message) => {
      const before = await counts();
      const response = await request('POST', `Interest/assign/${waSet.id}/${segment}`, payload);
      expect(response.statusCode).toBe(400);
      expect((response.json() as { message: string }).message).toEqual(
        typeof message === 'string' ? message : expect.stringMatching(message),
      );
      expect(await counts()).toEqual(before);
      expect((await request('GET', `Interest/${waSet.id}`)).json()).toEqual(waSet);
    });

    it('says what is wrong with the new range only, not with the ranges it touches', async () => {
      const response = await request('POST', `Interest/assign/${waSet.id}/preSettlement`, {
        daysFrom: 0,
        daysTo: 400,
        rate: 10,
      });
      expect(response.statusCode).toBe(400);
      const body = response.json() as { message: string; errors: Array<{ message: string }> };
      expect(body.errors.map((e) => e.message)).toEqual([expect.stringMatching(/^Days 0-400 overlap another/)]);
      expect(body.message).toBe(body.errors[0]?.message);
    });

    it('answers 404 for an unknown set', async () => {
      const response = await request('POST', 'Interest/assign/999999/preSettlement', {
        daysFrom: 0,
        daysTo: 10,
        rate: 1,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Interest rate set not found' });
    });

    it('keeps the schedule valid under concurrent additions', async () => {
      const results = await Promise.all([
        request('POST', `Interest/assign/${waSet.id}/preSettlement`, { daysFrom: 366, daysTo: 730, rate: 60 }),
        request('POST', `Interest/assign/${waSet.id}/preSettlement`, { daysFrom: 400, daysTo: 800, rate: 61 }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      waSet = (await request('GET', `Interest/${waSet.id}`)).json();
      expect(waSet.preSettlements).toHaveLength(4);
    });
  });

  describe('POST /Interest/update/preSettlement|postSettlement/{rangeId}', () => {
    it('updates a range, answers it, and audits the set before and after', async () => {
      const target = waSet.postSettlements[1]!;
      const response = await request('POST', `Interest/update/postSettlement/${target.id}`, {
        id: target.id,
        daysFrom: 31,
        daysTo: 60,
        rate: 13.75,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: target.id, daysFrom: 31, daysTo: 60, rate: 13.75 });
      const after = (await request('GET', `Interest/${waSet.id}`)).json() as WireSet;
      expect(after.postSettlements[1]).toEqual({ id: target.id, daysFrom: 31, daysTo: 60, rate: 13.75 });
      const log = (await audits(waSet.id)).filter((a) => a.action === 'interest.range.update.post');
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ actor_id: adminId, before: waSet, after });
      waSet = after;
    });

    it('accepts the body without its id and may move a range within the schedule', async () => {
      const target = waSet.preSettlements[0]!;
      const response = await request('POST', `Interest/update/preSettlement/${target.id}`, {
        daysFrom: 0,
        daysTo: 90,
        rate: 14,
      });
      expect(response.statusCode).toBe(200);
      waSet = (await request('GET', `Interest/${waSet.id}`)).json();
      expect(waSet.preSettlements[0]?.rate).toBe(14);
    });

    const bad: Array<[string, 'pre' | 'post', number, unknown, string | RegExp]> = [
      ['an overlap with its neighbour', 'pre', 0, { daysFrom: 0, daysTo: 100, rate: 14 }, /overlap/],
      [
        'a rate above the next range',
        'pre',
        0,
        { daysFrom: 0, daysTo: 90, rate: 30 },
        /^Rate 30% is higher than the rate of a later pre-settlement range/,
      ],
      [
        'a post range past day 60',
        'post',
        1,
        { daysFrom: 31, daysTo: 61, rate: 13.75 },
        'A post-settlement range must end by day 60',
      ],
      ['an inverted range', 'pre', 0, { daysFrom: 90, daysTo: 0, rate: 14 }, '"From" day must not be after "to" day'],
      [
        'a rate with 3 decimals',
        'pre',
        0,
        { daysFrom: 0, daysTo: 90, rate: 14.001 },
        'Rate may have at most 2 decimals',
      ],
      ['a negative day', 'post', 0, { daysFrom: -5, daysTo: 30, rate: 8 }, '"From" day must not be negative'],
      ['a huge rate', 'post', 0, { daysFrom: 0, daysTo: 30, rate: 1e15 }, /Rate/],
    ];
    it.each(bad)('answers 400 for %s, writing nothing', async (_name, kind, index, payload, message) => {
      const before = await counts();
      const list = kind === 'pre' ? waSet.preSettlements : waSet.postSettlements;
      const response = await request('POST', `Interest/update/${kind}Settlement/${list[index]!.id}`, payload);
      expect(response.statusCode).toBe(400);
      expect((response.json() as { message: string }).message).toEqual(
        typeof message === 'string' ? message : expect.stringMatching(message),
      );
      expect(await counts()).toEqual(before);
      expect((await request('GET', `Interest/${waSet.id}`)).json()).toEqual(waSet);
    });

    it('answers 400 when the body id differs from the address', async () => {
      const target = waSet.preSettlements[0]!;
      const response = await request('POST', `Interest/update/preSettlement/${target.id}`, {
        id: target.id + 1,
        daysFrom: 0,
        daysTo: 90,
        rate: 14,
      });
      expect(response.statusCode).toBe(400);
    });

    it('answers 404 for an unknown range or a range of the other kind', async () => {
      const unknown = await request('POST', 'Interest/update/preSettlement/999999', {
        daysFrom: 0,
        daysTo: 90,
        rate: 14,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Interest rate range not found' });
      const otherKind = await request('POST', `Interest/update/preSettlement/${waSet.postSettlements[0]!.id}`, {
        daysFrom: 0,
        daysTo: 30,
        rate: 8,
      });
      expect(otherKind.statusCode).toBe(404);
    });
  });

  describe('roles', () => {
    const calls = (): Array<[string, 'GET' | 'POST', string, unknown]> => [
      ['list', 'GET', 'Interest/all', undefined],
      ['read', 'GET', `Interest/${waSet.id}`, undefined],
      ['create', 'POST', 'Interest', { preSettlements: PRE, postSettlements: [], state: { key: 'ID' } }],
      ['assign pre', 'POST', `Interest/assign/${waSet.id}/preSettlement`, { daysFrom: 900, daysTo: 999, rate: 99 }],
      ['assign post', 'POST', `Interest/assign/${waSet.id}/postSettlement`, { daysFrom: 0, daysTo: 0, rate: 0 }],
      [
        'update pre',
        'POST',
        `Interest/update/preSettlement/${waSet.preSettlements[0]!.id}`,
        { daysFrom: 0, daysTo: 90, rate: 1 },
      ],
      [
        'update post',
        'POST',
        `Interest/update/postSettlement/${waSet.postSettlements[0]!.id}`,
        { daysFrom: 0, daysTo: 30, rate: 1 },
      ],
    ];
    it('answers 401 without a token and 403 to a non-admin, writing nothing', async () => {
      const before = await counts();
      for (const [name, method, url, payload] of calls()) {
        const anonymous = await request(method, url, payload, null);
        expect([name, anonymous.statusCode]).toEqual([name, 401]);
        const attorney = await request(method, url, payload, attorneyToken);
        expect([name, attorney.statusCode]).toEqual([name, 403]);
      }
      expect(await counts()).toEqual(before);
    });
  });
});
