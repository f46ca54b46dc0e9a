// APR by the actuarial method, 6-month unit-period, to 0.01 % (half-up), against hand arithmetic.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { semiannualAprBp } from './apr.ts';

describe('semiannualAprBp', () => {
  test.each([
    // [funded, due, months, APR bp]: the arithmetic beside each.
    [1_000_000, 1_090_000, 6, 1800], // 2 x (1.09 - 1) = 18.00 %
    [1_000_000, 1_180_000, 12, 1726], // 1.18^(1/2) = 1.0862780; 2 x 0.0862780 = 17.2556 % -> 17.26 %
    [1_000_000, 1_270_000, 18, 1659], // 1.27^(1/3) = 1.0829321; 2 x 0.0829321 = 16.5864 % -> 16.59 %
    [1_000_000, 1_000_000, 6, 0], // nothing charged
    [1_000_000, 1_000_000, 42, 0],
    [100_000, 104_500, 3, 1800], // half a unit-period, simple: 1 + 0.5 x APR / 2 = 1.045 -> 18.00 %
    // 9 months: (1 + x/2)(1 + x/4) = 1.1 -> x^2 + 6x - 0.8 = 0 -> x = (-6 + sqrt(39.2)) / 2 = 0.1304952 -> 13.05 %
    [100_000, 110_000, 9, 1305],
    // Exactly half a basis point rounds up: 43,601 / 40,000 = 1.090025 -> 2 x 0.090025 = 18.005 % -> 18.01 %.
    [40_000, 43_601, 6, 1801],
    [40_000, 43_600, 6, 1800],
    [1, 2, 6, 20_000], // doubling in 6 months: 200 %
  ])('%i cents, %i due after %i months: %i bp', (funded, due, months, apr) => {
    expect(semiannualAprBp(funded, due, months)).toBe(apr);
  });

  test('refuses what has no APR', () => {
    expect(() => semiannualAprBp(0, 100, 6)).toThrow(RangeError);
    expect(() => semiannualAprBp(100, 99, 6)).toThrow(/below the funded amount/);
    expect(() => semiannualAprBp(100, 110, 0)).toThrow(RangeError);
    expect(() => semiannualAprBp(100.5, 110, 6)).toThrow(RangeError);
  });

  test('agrees with the closed form to the basis point at every interval end', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 500_000_000 }),
        fc.integer({ min: 0, max: 30_000 }),
        fc.integer({ min: 1, max: 8 }),
        (funded, chargeBp, intervals) => {
          const due = funded + Math.round((funded * chargeBp) / 10_000);
          const exact = 2 * ((due / funded) ** (1 / intervals) - 1) * 10_000;
          const apr = semiannualAprBp(funded, due, intervals * 6);
          // Floating point only as a witness: the integer answer is the closed form rounded (within a hair of .5).
          return Math.abs(apr - exact) <= 0.5 + 1e-6;
        },
      ),
    );
  });

  test('grows with the amount due', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1_000 }),
        fc.integer({ min: 1, max: 60 }),
        (funded, extra, more, months) =>
          semiannualAprBp(funded, funded + extra, months) <= semiannualAprBp(funded, funded + extra + more, months),
      ),
    );
  });
});
