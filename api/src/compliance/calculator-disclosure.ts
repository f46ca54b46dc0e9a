// The payment calculator's disclosure figures: what a contract funded today in the chosen state would disclose (the
// amount due at the end of each 6-month interval, its APR, the maximum total), in dollars and percent for the wire.
import { centsToDollars, disclosureNumbers } from '@litfund/domain';
import type { ApplicableLaw, ContractType, RateSchedule } from '@litfund/domain';

export interface CalculatorDisclosure {
  intervals: Array<{ months: number; amountDue: number; apr: number }>;
  maximumTotal: number;
}

export function calculatorDisclosure(input: {
  /** The state's rules in force today, with the funder's stricter setting (compliance/law.ts lawInForce). */
  law: ApplicableLaw;
  schedule: RateSchedule;
  contractType: ContractType;
  cents: number;
  today: string;
}): CalculatorDisclosure {
  // Nothing funded has no APR (the rate of nothing): the table stays empty.
  if (input.cents === 0) return { intervals: [], maximumTotal: 0 };
  const numbers = disclosureNumbers({
    fundedCents: input.cents,
    fundedOn: input.today,
    schedule: input.schedule,
    contractType: input.contractType,
    feeBp: 0,
    rules: input.law.rules,
  });
  return {
    intervals: numbers.rows.map((row) => ({
      months: row.months,
      amountDue: centsToDollars(row.amountDueCents),
      apr: row.aprBp / 100,
    })),
    maximumTotal: centsToDollars(numbers.maximumTotalCents),
  };
}
