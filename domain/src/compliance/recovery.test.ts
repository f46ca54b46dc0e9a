import { contractMoney, priceChangeSchedule, type ContractMoneyInput } from '../pricing/contract-money.ts';
import { cappedOwedCents, recoveryCapLines, recoveryCapOf } from './recovery.ts';

// Golden figures worked by hand: $10,000.00 funded on 2026-01-15 at the rates below (the owed amount is the funded
// amount times 1 + the rate of the day's range), valued on the fixed business day 2026-09-01 (day 229: 30%).
const SCHEDULE: ContractMoneyInput['schedule'] = {
  pre: [
    { daysFrom: 1, daysTo: 30, rateBp: 1000 },
    { daysFrom: 31, daysTo: 90, rateBp: 1500 },
    { daysFrom: 91, daysTo: 180, rateBp: 2250 },
    { daysFrom: 181, daysTo: 365, rateBp: 3000 },
  ],
  post: [],
};
const FUNDED = 1_000_000;
const facts = (grossRecoveryCents: number | null, attorneyFeesCents: number | null = null) => ({
  fundedCents: FUNDED,
  grossRecoveryCents,
  attorneyFeesCents,
});
const input = (capCents: number | null, today = '2026-09-01', paid = 0): ContractMoneyInput => ({
  contractType: 'PreSettlement',
  schedule: SCHEDULE,
  feeBp: 0,
  tranches: [{ principalCents: FUNDED, fundedOn: '2026-01-15' }],
  payments: paid ? [{ amountCents: paid, paidOn: '2026-08-01' }] : [],
  capCents,
  today,
});

describe('recovery caps at payoff', () => {
  test('without a cap the rates give $13,000.00 on 2026-09-01', () => {
    expect(contractMoney(input(null)).totalDueCents).toBe(1_300_000);
  });

  test('New York: $10,000.00 plus 25% of a $10,000.00 recovery = $12,500.00, less payments', () => {
    const cap = recoveryCapOf('NY', '2026-01-15', facts(1_000_000))!;
    expect(cap.capCents).toBe(1_250_000);
    expect(contractMoney(input(cap.capCents)).totalDueCents).toBe(1_250_000);
    expect(contractMoney(input(cap.capCents, '2026-09-01', 100_000)).totalDueCents).toBe(1_150_000);
    expect(recoveryCapLines(cap, 1_300_000)).toEqual([
      'New York law (N.Y. Gen. Bus. Law art. 39-H) allows at most the funded amount plus 25% of the gross recovery.',
      'On the recorded recovery the cap is $12,500.00.',
      "The cap applied: the contract's rates give $13,000.00, so $12,500.00 is the most owed.",
    ]);
  });

  test('New York: the payoff table stops growing at the cap', () => {
    const cap = recoveryCapOf('NY', '2026-01-15', facts(1_000_000))!;
    expect(priceChangeSchedule(input(cap.capCents, '2026-03-01'))).toEqual([
      { from: '2026-03-01', goodThrough: '2026-04-15', payoffCents: 1_150_000 },
      { from: '2026-04-16', goodThrough: '2026-07-14', payoffCents: 1_225_000 },
      // $13,000.00 from 2026-07-15 is held at the cap.
      { from: '2026-07-15', goodThrough: null, payoffCents: 1_250_000 },
    ]);
  });

  test('Montana: the whole repayment at most 25% of the gross recovery, even below the funded amount', () => {
    const cap = recoveryCapOf('MT', '2026-01-15', facts(3_000_001))!;
    // 3,000,001 x 25% = 750,000.25 -> $7,500.00.
    expect(cap.capCents).toBe(750_000);
    expect(contractMoney(input(cap.capCents)).totalDueCents).toBe(750_000);
  });

  test("Georgia: the plaintiff's share after attorney fees; fees not recorded count the whole recovery", () => {
    const known = recoveryCapOf('GA', '2026-01-15', facts(1_500_000, 400_000))!;
    expect(known.capCents).toBe(1_100_000);
    expect(known.feesUnknown).toBe(false);
    const unknown = recoveryCapOf('GA', '2026-01-15', facts(1_100_000))!;
    expect(unknown).toMatchObject({ capCents: 1_100_000, feesUnknown: true });
    expect(contractMoney(input(unknown.capCents)).totalDueCents).toBe(1_100_000);
    expect(recoveryCapLines(unknown, 1_300_000)[1]).toBe(
      'On the recorded recovery (attorney fees not recorded, so the whole recovery is counted) the cap is $11,000.00.',
    );
  });

  test('Georgia before SB 69 took effect (2026-01-01), and states without a recovery cap: none', () => {
    expect(recoveryCapOf('GA', '2025-12-31', facts(1_100_000))).toBeNull();
    expect(recoveryCapOf('IL', '2026-01-15', facts(1_100_000))).toBeNull();
    expect(recoveryCapOf('TX', '2026-01-15', facts(1_100_000))).toBeNull();
  });

  test('a recovery not recorded yet: the rule is named, nothing is capped', () => {
    const cap = recoveryCapOf('NY', '2026-01-15', facts(null))!;
    expect(cap.capCents).toBeNull();
    expect(cappedOwedCents(1_300_000, cap)).toBe(1_300_000);
    expect(recoveryCapLines(cap, 1_300_000)[1]).toBe(
      'The recovery is not recorded yet: the cap is applied once the settlement amount is known.',
    );
  });

  test('below the cap nothing changes, and the statement says the cap did not apply', () => {
    const cap = recoveryCapOf('NY', '2026-01-15', facts(20_000_000))!;
    expect(cap.capCents).toBe(6_000_000);
    expect(contractMoney(input(cap.capCents)).totalDueCents).toBe(1_300_000);
    expect(recoveryCapLines(cap, 1_300_000)[2]).toBe("The cap did not apply: the contract's rates give $13,000.00.");
  });

  test('bad facts are refused', () => {
    expect(() => recoveryCapOf('NY', '2026-01-15', facts(-1))).toThrow(RangeError);
    expect(() => contractMoney(input(1.5))).toThrow(RangeError);
  });
});
