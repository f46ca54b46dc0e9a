import { disclosureNumbers } from './disclosure.ts';
import { cumulativeTotalLines, hypotheticalOutcomes, prescribedForm } from './disclosure-forms.ts';
import { ruleOf, statuteInForce } from './state-rules.ts';

const law = (state: string) => statuteInForce(state, '2026-01-15');

describe('prescribed disclosure forms', () => {
  test('Vermont, Maine and New York prescribe one; other states do not', () => {
    expect(['VT', 'ME', 'NY', 'IL', 'WV', 'TX'].map((s) => prescribedForm(law(s))?.citation ?? null)).toEqual([
      '8 V.S.A. 2253',
      '9-A M.R.S. 12-104',
      'N.Y. Gen. Bus. Law art. 39-H',
      null,
      null,
      null,
    ]);
    expect(prescribedForm(law('NY'))).toMatchObject({ initialsEveryPage: true, hypotheticalOutcomes: true });
    expect(prescribedForm(law('VT'))).toMatchObject({ initialsEveryPage: false, cumulativeTotal: true });
  });

  test('New York outcomes: $1,000.01 funded at 9 points every 6 months, capped at the funded amount + 25 %', () => {
    const schedule = {
      pre: [
        { daysFrom: 0, daysTo: 184, rateBp: 900 },
        { daysFrom: 185, daysTo: 366, rateBp: 1800 },
      ],
      post: [],
    };
    const ny = law('NY');
    const numbers = disclosureNumbers({
      fundedCents: 100_001,
      fundedOn: '2026-01-15',
      schedule,
      contractType: 'PreSettlement',
      feeBp: 0,
      rules: ny.rules,
    });
    const rows = numbers.rows.slice(0, 2);
    // 100,001 x 1.09 = 109,001.09 -> $1,090.01; x 1.18 = 118,001.18 -> $1,180.01.
    expect(rows.map((row) => row.amountDueCents)).toEqual([109_001, 118_001]);
    expect(hypotheticalOutcomes(100_001, rows, ruleOf(ny.rules, 'recoveryCap')!)).toEqual([
      { recoveryCents: 0, capCents: 0, dueCents: [0, 0] },
      // 200,002 x 25 % = 50,000.5 -> 50,000; + 100,001 = $1,500.01.
      { recoveryCents: 200_002, capCents: 150_001, dueCents: [109_001, 118_001] },
      { recoveryCents: 500_005, capCents: 225_002, dueCents: [109_001, 118_001] },
      { recoveryCents: 1_000_010, capCents: 350_003, dueCents: [109_001, 118_001] },
    ]);
  });

  test('a recovery cap below the amount due holds each period at the cap (Montana reads the whole repayment)', () => {
    const rows = [{ months: 6, endsOn: '2026-07-15', day: 181, amountDueCents: 150_000, aprBp: 0 }];
    const mt = ruleOf(law('MT').rules, 'recoveryCap')!;
    // 2 x $1,000.00 = $2,000.00 recovered; 25 % of it is $500.00.
    expect(hypotheticalOutcomes(100_000, rows, mt)[1]).toEqual({
      recoveryCents: 200_000,
      capCents: 50_000,
      dueCents: [50_000],
    });
  });

  test("Vermont's cumulative total", () => {
    expect(cumulativeTotalLines(1_630_000, 109_000)).toEqual([
      'This contract, at most: $16,300.00',
      'Your other LitFund contracts, owed today: $1,090.00',
      'Cumulative total across your LitFund contracts: $17,390.00',
    ]);
  });
});
