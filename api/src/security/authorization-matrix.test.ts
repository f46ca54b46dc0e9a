import { bearer, describeEachDatabase } from '../test-support/databases.ts';
import { ACTORS, MATRIX, namesRecord, withMissingIds } from './authorization-matrix.ts';
import type { Actor } from './authorization-matrix.ts';
import { buildWorld, checksum } from './world.ts';
import type { World } from './world.ts';

describeEachDatabase('Authorization matrix', (ctx) => {
  const world = {} as World;

  const call = (actor: Actor, options: { method: 'GET' | 'POST'; url: string; payload?: object }) => {
    const token = world.tokens[actor];
    return ctx.app.inject({
      method: options.method,
      url: options.url,
      payload: options.payload,
      headers: token ? bearer(token) : {},
    });
  };
  beforeAll(async () => {
    Object.assign(world, await buildWorld(ctx.app));
  });

  it('covers every route the API serves', () => {
    const spec = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const served = Object.entries(spec.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const covered = new Set(MATRIX.map((row) => row.route));
    expect(served.filter((route) => !covered.has(route))).toEqual([]);
    expect([...covered].filter((route) => !served.includes(route) && !route.endsWith('/dev/outbox'))).toEqual([]);
  });

  // Before the rows themselves (the last one ends the sessions): refused callers only, so nothing changes.
  const aboutOneRecord = MATRIX.filter(namesRecord);
  it.each(aboutOneRecord.map((row) => [row.route, row] as const))(
    '%s: refuses an existing id exactly as a missing one',
    async (_route, row) => {
      const mismatches: string[] = [];
      for (const actor of ACTORS.filter((a) => [403, 404].includes(row.expect[a]))) {
        const real = row.request(world.data, actor);
        const [existing, missing] = [await call(actor, real), await call(actor, withMissingIds(row, real))];
        if (existing.statusCode !== missing.statusCode || existing.body !== missing.body)
          mismatches.push(
            `${actor}: ${existing.statusCode} ${existing.body.slice(0, 80)} / missing: ${missing.statusCode} ${missing.body.slice(0, 80)}`,
          );
      }
      expect(mismatches).toEqual([]);
    },
  );
  it('checks every route about one record for it', () => {
    expect(aboutOneRecord.length).toBeGreaterThanOrEqual(35);
  });

  const ordered = [...MATRIX.filter((row) => !row.last), ...MATRIX.filter((row) => row.last)];
  it.each(ordered.map((row) => [row.route, row] as const))('%s', async (route, row) => {
    if (route.endsWith('/dev/outbox') && ctx.kind !== 'pglite') return; // served by the embedded database only
    const mismatches: string[] = [];
    // Refused callers first, then the allowed ones, so a change made by an allowed call never hides a refused one's.
    const actors = [...ACTORS].sort((a, b) => Number(row.expect[a] < 400) - Number(row.expect[b] < 400));
    for (const actor of actors) {
      const expected = row.expect[actor];
      const before = expected >= 400 ? await checksum(ctx.app) : '';
      const response = await call(actor, row.request(world.data, actor));
      if (response.statusCode !== expected)
        mismatches.push(`${actor}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 160)}`);
      if (expected >= 400 && (await checksum(ctx.app)) !== before)
        mismatches.push(`${actor}: refused with ${response.statusCode} but the data changed`);
    }
    expect(mismatches).toEqual([]);
  });

  it('counts its cells', () => {
    expect(MATRIX.length * ACTORS.length).toBeGreaterThanOrEqual(60 * ACTORS.length);
  });
});
