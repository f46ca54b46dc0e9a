import { describeEachDatabase } from '../../test-support/databases.ts';
import { buildWorld } from '../world.ts';
import { fuzzApi } from './fuzz.ts';
import { FUZZ_TARGETS } from './targets.ts';

// A short run on every test run; `npm run fuzz -- --runs 10000` is the long one.
const RUNS_PER_TARGET = Number(process.env.FUZZ_RUNS_PER_TARGET ?? 15);

describeEachDatabase('Fuzzing every body and query', (ctx) => {
  it(`${FUZZ_TARGETS.length} requests x ${RUNS_PER_TARGET} random and mutated inputs: never a 5xx, refusals change nothing`, async () => {
    const world = await buildWorld(ctx.app);
    const report = await fuzzApi(ctx.app, world, RUNS_PER_TARGET);
    expect(report.failures).toEqual([]);
    expect(report.cases).toBe(FUZZ_TARGETS.length * RUNS_PER_TARGET);
  }, 180_000);
});
