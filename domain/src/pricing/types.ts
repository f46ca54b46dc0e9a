// Pricing value types. Money is integer cents, rates and fees integer basis
// points (1 bp = 0.01 percentage point, so 12.5% = 1250 bp), days are calendar days 'YYYY-MM-DD' in the
// business time zone.
import type { ContractStatus } from '../enums.ts';

/** One range of a schedule: `rateBp` applies to repayment on days daysFrom..daysTo (inclusive) after funding. */
export interface RateRange {
  daysFrom: number;
  daysTo: number;
  rateBp: number;
}

/** A state's interest-rate set (or the snapshot a contract keeps at CheckSent). */
export interface RateSchedule {
  pre: RateRange[];
  post: RateRange[];
}

/** One funding: the CheckSent principal, or an additional funding, priced from its own day (day 0). */
export interface Tranche {
  principalCents: number;
  /** 'YYYY-MM-DD' in the business time zone. */
  fundedOn: string;
  /**
   * The last day charges accrue ('YYYY-MM-DD'): the state's statutory term from `fundedOn` (chargesStopOn). From the
   * day after, the tranche owes what it owed on this day. Absent or null: no term, charges follow the schedule.
   */
  chargesStopOn?: string | null;
}

export interface Payment {
  amountCents: number;
  /** 'YYYY-MM-DD' in the business time zone. */
  paidOn: string;
}

/** The statuses that close a contract (CLOSED_STATUSES). */
export type ClosingStatus = Extract<ContractStatus, 'PaidOff' | 'ClosedNotPaidOff' | 'ClosedCaseLost'>;

export interface Closing {
  status: ClosingStatus;
  /** 'YYYY-MM-DD' the closing status was recorded, in the business time zone. */
  on: string;
}
