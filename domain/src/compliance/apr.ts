// The APR of a single advance repaid in a single payment, by the actuarial method with a 6-month unit-period: the
// interval of the statutes' disclosure tables and the compounding period several of them name (WV, NE, ME).
//
//   funded x (1 + APR/2)^t x (1 + f x APR/2) = amount due
//
// t whole 6-month periods and f the fraction left (months / 6), a fractional unit-period counted as simple interest
// as Reg Z Appendix J does. At the end of a 6-month interval f = 0 and APR = 2 x ((due / funded)^(1/t) - 1).
// Appendix J itself would take the whole term as the unit-period up to a year, so it agrees on the first interval
// (and only there): docs/decisions.md says why this one was chosen.
//
// Computed exactly with integers (no floating point): in half basis points h (APR = h / 20,000, so APR/2 =
// h / 40,000), growth(h) = (240,000 + r x h) / 240,000 x ((40,000 + h) / 40,000)^t with r the months left over.
// H, the largest h with growth(h) <= due / funded, puts the APR in [H/2, (H+1)/2) basis points, so the APR
// rounded half-up to a basis point (0.01 %) is ceil(H / 2).

/** The APR in basis points (rounded half-up) of `fundedCents` advanced and `dueCents` repaid `months` months later. */
export function semiannualAprBp(fundedCents: number, dueCents: number, months: number): number {
  for (const [value, what] of [
    [fundedCents, 'Funded amount'],
    [dueCents, 'Amount due'],
    [months, 'Months'],
  ] as const) {
    if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a whole number, got ${value}`);
  }
  if (fundedCents <= 0) throw new RangeError('The funded amount must be more than 0');
  if (months <= 0) throw new RangeError('The APR needs at least one month');
  if (dueCents < fundedCents) throw new RangeError('The amount due is below the funded amount');

  const t = Math.floor(months / 6);
  const r = BigInt(months % 6);
  const funded = BigInt(fundedCents);
  const target = BigInt(dueCents) * 240_000n * 40_000n ** BigInt(t);
  const within = (h: number) => {
    const half = BigInt(h);
    return funded * (240_000n + r * half) * (40_000n + half) ** BigInt(t) <= target;
  };

  let low = 0; // within(0): growth 1 <= due / funded
  let high = 1;
  while (within(high)) {
    low = high;
    high *= 2;
  }
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (within(middle)) low = middle;
    else high = middle;
  }
  return Math.ceil(low / 2);
}

/** An APR in basis points as the disclosure and the calculator print it: "17.26%". */
export const aprLabel = (bp: number): string => `${(bp / 100).toFixed(2)}%`;
