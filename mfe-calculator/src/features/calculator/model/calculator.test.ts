import { CALCULATOR_MESSAGES, amountError, amountToDollars, parseDayValuePairs, parseStates } from './calculator.ts';
import { calculatorFormSchema } from './schema.ts';

describe('calculator rules', () => {
  it.each([
    ['', CALCULATOR_MESSAGES.amountRequired],
    ['   ', CALCULATOR_MESSAGES.amountRequired],
    ['abc', CALCULATOR_MESSAGES.amountNumeric],
    ['1.234', CALCULATOR_MESSAGES.amountNumeric],
    ['-1', CALCULATOR_MESSAGES.amountMin],
    ['0', null],
    ['1000', null],
    ['1,000.50', null],
    ['1000000000', null],
    ['1000000000.01', 'Enter at most $1,000,000,000.00'],
    ['10000000000', 'Enter at most $1,000,000,000.00'],
  ])('amount %j -> %j', (text, message) => {
    expect(amountError(text)).toBe(message);
  });

  it('converts a valid amount to dollars', () => {
    expect(amountToDollars('1,000.5')).toBe(1000.5);
    expect(() => amountToDollars('-1')).toThrow(RangeError);
  });

  it('parses dayValuePairs into rows ascending by day, in cents', () => {
    expect(parseDayValuePairs({ dayValuePairs: { 180: 1500, 30: 1150.25, 60: 1200 } })).toEqual([
      { day: 30, cents: 115025 },
      { day: 60, cents: 120000 },
      { day: 180, cents: 150000 },
    ]);
    expect(() => parseDayValuePairs({})).toThrow(TypeError);
    expect(() => parseDayValuePairs({ dayValuePairs: { x: 1 } })).toThrow(TypeError);
  });

  it('parses and sorts states, skipping malformed entries', () => {
    expect(
      parseStates([{ id: 2, key: 'GA', name: 'Georgia' }, { id: 1, key: 'AL', name: 'Alabama' }, { key: 'X' }]),
    ).toEqual([
      { id: 1, key: 'AL', name: 'Alabama' },
      { id: 2, key: 'GA', name: 'Georgia' },
    ]);
    expect(() => parseStates({})).toThrow(TypeError);
  });

  it('form schema: state required, amount rules, contract type from domain', () => {
    const bad = calculatorFormSchema.safeParse({ state: '', contractType: 'PreSettlement', amount: '' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      CALCULATOR_MESSAGES.stateRequired,
      CALCULATOR_MESSAGES.amountRequired,
    ]);
    expect(calculatorFormSchema.safeParse({ state: 'GA', contractType: 'Other', amount: '1' }).success).toBe(false);
    expect(calculatorFormSchema.parse({ state: 'GA', contractType: 'PostSettlement', amount: '0' })).toEqual({
      state: 'GA',
      contractType: 'PostSettlement',
      amount: '0',
    });
  });
});
