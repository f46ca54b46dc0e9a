// Property-based fuzzing (fast-check) of every POST body and query the API takes: random JSON and mutations of a
// valid request (wrong types, missing and extra fields, huge and unicode strings, negative and fractional amounts,
// impossible dates, prototype keys). Two properties per request: never a 5xx, and a refused request (4xx) leaves
// every guarded table exactly as it was.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../../test-support/databases.ts';
import { checksum } from '../world.ts';
import type { World } from '../world.ts';
import { FUZZ_TARGETS } from './targets.ts';
import type { FuzzTarget } from './targets.ts';

export interface FuzzReport {
  cases: number;
  byStatus: Record<string, number>;
  failures: string[];
}

const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  fc.constantFrom(-1, -0.01, 0, 0.001, 10.005, 1e21, Number.MAX_SAFE_INTEGER + 2, -2147483649, 2147483648),
  fc.constantFrom(
    '2026-02-30T12:00:00.000Z',
    '2026-13-01',
    '31/02/2026',
    '0000-00-00',
    'not a date',
    '',
    ' ',
    '1e9999',
  ),
  // instants whose day has a short or zero year, and the last instants the database still takes
  fc.constantFrom(
    '0100-01-01T00:00:00Z',
    '0001-01-01T00:00:00Z',
    '0000-01-01T12:00:00Z',
    '9999-12-31T23:59:59Z',
    '+275760-09-13T00:00:00Z',
  ),
  fc
    .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  fc.constantFrom(
    "'; drop table users; --",
    '\u0000',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '${7*7}',
  ),
  fc.integer({ min: 5_000, max: 70_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 100, max: 3_000 }).map((n) => '💥'.repeat(n)),
);
const keyName = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'userId', 'status', 'banned'),
);

/** An own, enumerable property even for '__proto__' (plain assignment would change the prototype instead). */
const withKey = (value: Record<string, unknown>, key: string, item: unknown) =>
  Object.defineProperty({ ...value }, key, { value: item, enumerable: true, configurable: true, writable: true });

function mutated(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  const step = (value: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> =>
    fc.oneof(
      fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(value).filter(([k]) => k !== key))),
      fc.tuple(fc.constantFrom(...keys), oddValue).map(([key, item]) => withKey(value, key, item)),
      fc.tuple(keyName, oddValue).map(([key, item]) => withKey(value, key, item)),
    );
  const once = keys.length ? step(valid) : fc.constant(valid);
  return fc.oneof(
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 5, arbitrary: once },
    { weight: 3, arbitrary: once.chain((first) => (keys.length ? step(first) : fc.constant(first))) },
  );
}

function requestOf(target: FuzzTarget, world: World, input: unknown) {
  const token = world.tokens[target.actor];
  const url = target.path(world.data);
  const headers = { ...(token ? bearer(token) : {}) };
  if ((target.in ?? (target.method === 'GET' ? 'query' : 'body')) === 'query') {
    const query =
      input && typeof input === 'object' && !Array.isArray(input)
        ? Object.entries(input as Record<string, unknown>)
            .map(
              ([k, v]) =>
                `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`,
            )
            .join('&')
        : `q=${encodeURIComponent(JSON.stringify(input) ?? '')}`;
    return { method: target.method, url: `${url}?${query}`, headers };
  }
  return {
    method: target.method,
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(input) ?? 'null',
  };
}

/** Runs `runsPerTarget` cases on each target (seeded, so a failure can be replayed with the same seed). */
export async function fuzzApi(
  app: FastifyInstance,
  world: World,
  runsPerTarget: number,
  seed = 20261124,
): Promise<FuzzReport> {
  const report: FuzzReport = { cases: 0, byStatus: {}, failures: [] };
  let known = await checksum(app);
  for (const target of FUZZ_TARGETS) {
    const property = fc.asyncProperty(mutated(target.valid(world.data)), async (input) => {
      const response = await app.inject(requestOf(target, world, input));
      report.cases += 1;
      report.byStatus[response.statusCode] = (report.byStatus[response.statusCode] ?? 0) + 1;
      if (response.statusCode >= 500)
        throw new Error(`${target.name}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      const now = await checksum(app);
      if (response.statusCode >= 400 && now !== known)
        throw new Error(`${target.name}: refused with ${response.statusCode} but the data changed`);
      known = now;
    });
    const result = await fc.check(property, { numRuns: runsPerTarget, seed, endOnFailure: true });
    if (result.failed) {
      report.failures.push(
        `${target.name}: ${String(result.errorInstance)} (seed ${seed}, counterexample ${JSON.stringify(result.counterexample)?.slice(0, 500)})`,
      );
      known = await checksum(app);
    }
  }
  return report;
}
