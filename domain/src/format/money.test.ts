import { centsToDollars, dollarsToCents, formatAmountDue, formatUsd } from './money.ts';

describe('money', () => {
  it('turns dollars into exact integer cents', () => {
    expect(dollarsToCents(0.1)).toBe(10);
    expect(dollarsToCents(1234.56)).toBe(123456);
    expect(dollarsToCents('19.9')).toBe(1990);
    expect(dollarsToCents(5)).toBe(500);
    expect(dollarsToCents(-2.5)).toBe(-250);
  });
  it('refuses more than 2 decimals and non-numbers', () => {
    expect(dollarsToCents(10.555)).toBeNull();
    expect(dollarsToCents('abc')).toBeNull();
    expect(dollarsToCents(Number.NaN)).toBeNull();
    expect(dollarsToCents(1e21)).toBeNull();
  });
  it('reads a number to its cent, whatever its printed form (found by the fuzzer: 1.5e-323 gave no amount)', () => {
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(1.5e-323)).toBe(0);
    expect(dollarsToCents(-0)).toBe(0);
    expect(dollarsToCents(1e21)).toBeNull();
    expect(dollarsToCents(Number.NaN)).toBeNull();
    expect(dollarsToCents(10.005)).toBeNull();
  });

  it('turns cents back into dollars and formats amounts', () => {
    expect(centsToDollars(123456)).toBe(1234.56);
    expect(centsToDollars(10)).toBe(0.1);
    expect(formatUsd(123456)).toBe('$1,234.56');
    expect(formatAmountDue(5000)).toBe('-$50.00');
  });
  it('round-trips every cent amount up to $100', () => {
    for (let cents = 0; cents <= 10_000; cents += 1) expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
  });
});
