import {
  centsToDollars,
  dollarsToCents,
  formatAmountDue,
  formatUsd,
  formatCompactUsd,
  parseTypedMoney,
  typedMoneyToDollars,
} from './money.ts';

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
    expect([0, 95_000, 5_000_000, 1_250_000, 120_000_000].map(formatCompactUsd)).toEqual([
      '$0',
      '$950',
      '$50K',
      '$12.5K',
      '$1.2M',
    ]);
    expect(formatAmountDue(5000)).toBe('-$50.00');
  });
  it('round-trips every cent amount up to $100', () => {
    for (let cents = 0; cents <= 10_000; cents += 1) expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
  });
});

describe('parseTypedMoney', () => {
  it('reads typed amounts to integer cents', () => {
    expect(parseTypedMoney('$1,234.56')).toBe(123456);
    expect(parseTypedMoney(' 12 ')).toBe(1200);
    expect(parseTypedMoney('$ 5,000')).toBe(500000);
    expect(parseTypedMoney('1,000,000.5')).toBe(100000050);
    expect(parseTypedMoney('.5')).toBe(50);
    expect(parseTypedMoney('0')).toBe(0);
    expect(parseTypedMoney('-0')).toBe(0);
  });
  it('keeps the sign for the form to judge', () => {
    expect(parseTypedMoney('-12.50')).toBe(-1250);
    expect(parseTypedMoney('-$3')).toBe(-300);
  });
  it('refuses more than 2 decimals instead of rounding', () => {
    expect(parseTypedMoney('1.005')).toBeNull();
    expect(parseTypedMoney('10.999')).toBeNull();
  });
  it('refuses what is not an amount', () => {
    expect(parseTypedMoney('')).toBeNull();
    expect(parseTypedMoney('   ')).toBeNull();
    expect(parseTypedMoney('abc')).toBeNull();
    expect(parseTypedMoney('$')).toBeNull();
    expect(parseTypedMoney('.')).toBeNull();
    expect(parseTypedMoney('1e3')).toBeNull();
    expect(parseTypedMoney('12,34')).toBeNull();
    expect(parseTypedMoney('1.2.3')).toBeNull();
    expect(parseTypedMoney('$-3')).toBeNull();
    expect(parseTypedMoney('9'.repeat(20))).toBeNull();
  });
  it('agrees with the wire dollars it turns back into', () => {
    expect(centsToDollars(parseTypedMoney('$80,000.50')!)).toBe(80000.5);
  });
});

describe('typedMoneyToDollars', () => {
  it('leaves blank to the schema as missing and a wrong amount as NaN', () => {
    expect(typedMoneyToDollars(' ')).toBeUndefined();
    expect(typedMoneyToDollars('1.005')).toBeNaN();
    expect(typedMoneyToDollars('$5,000')).toBe(5000);
  });
});
