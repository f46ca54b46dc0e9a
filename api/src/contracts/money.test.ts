import { moneyFigures, type MoneyFacts } from './money.ts';

// Illinois: no charges after 42 months. The contract kept the term at CheckSent; its snapshot schedule rises late.
const facts = (chargeTermMonths: number | null): MoneyFacts => ({
  contractType: 'PreSettlement',
  checkAmountCents: 100_000,
  checkDate: '2026-01-15',
  rateSnapshot: {
    pre: [
      { daysFrom: 0, daysTo: 1277, rateBp: 1800 },
      { daysFrom: 1278, daysTo: 3000, rateBp: 9000 },
    ],
    post: [],
  },
  feeSnapshotBp: 0,
  chargeTermMonths,
  tranches: [{ amountCents: 50_000, fundedOn: '2026-07-01' }],
  payments: [],
  reducedCents: null,
  currentStatus: 'CheckSent',
  currentStatusAt: '2026-01-15T12:00:00.000Z',
  amountSettlementCents: null,
  estimatedSettlement: null,
});
const due = (term: number | null, today: string) => moneyFigures(facts(term), today, 'America/New_York').totalDue;

describe("a contract's figures stop growing at the term it kept", () => {
  it('from each tranche its own funding day', () => {
    // The check's term ends 2029-07-15 (day 1277), the tranche's 2030-01-01 (day 1280 of its own).
    expect(due(42, '2029-07-15')).toBe(1180 + 590);
    expect(due(42, '2029-07-16')).toBe(1180 + 590);
    // The tranche reaches the rise on its own day 1278 (2029-12-30), inside its term (a set the check would have
    // refused, kept here to tell the two terms apart), and stays there after its term.
    expect(due(42, '2029-12-30')).toBe(1180 + 950);
    expect(due(42, '2031-06-01')).toBe(1180 + 950);
  });

  it('and follow the schedule where no term was kept', () => {
    expect(due(null, '2029-07-16')).toBe(1900 + 590);
  });
});
