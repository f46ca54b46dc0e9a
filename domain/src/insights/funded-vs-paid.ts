// The profile's chart: what was funded and what came back,
// month by month, as running totals in cents so the two lines can be compared at any point in time.
import type { InsightContract } from './types.ts';

export interface FundedVsPaidPoint {
  /** 'YYYY-MM'. */
  month: string;
  /** Running totals up to the end of the month, in cents. */
  fundedCents: number;
  paidCents: number;
}

const monthOf = (day: string) => day.slice(0, 7);

function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/** What was funded and paid in one calendar month (not running totals); months with neither are left out. */
export interface MonthTotals {
  /** 'YYYY-MM'. */
  month: string;
  fundedCents: number;
  paidCents: number;
}

/** The cases' fundings and payments added up by calendar month, in month order. */
export function monthTotalsOf(contracts: readonly InsightContract[]): MonthTotals[] {
  const months = new Map<string, MonthTotals>();
  const add = (day: string, funded: number, paid: number) => {
    const month = monthOf(day);
    const totals = months.get(month) ?? { month, fundedCents: 0, paidCents: 0 };
    months.set(month, { month, fundedCents: totals.fundedCents + funded, paidCents: totals.paidCents + paid });
  };
  for (const c of contracts) {
    for (const f of c.fundings) add(f.on, f.amountCents, 0);
    for (const p of c.payments) add(p.on, 0, p.amountCents);
  }
  return [...months.values()].sort((a, b) => (a.month < b.month ? -1 : 1));
}

/**
 * One point per calendar month from the first funding or payment to `today`'s month (no gaps, so the x axis is
 * time); empty when there is neither. Months after `today` are not shown even when a date lies ahead. `totals` are
 * the months' totals in month order (monthTotalsOf's, or the same added up by the database).
 */
export function fundedVsPaidFromMonths(totals: readonly MonthTotals[], today: string): FundedVsPaidPoint[] {
  const first = totals[0];
  if (!first) return [];
  const byMonth = new Map(totals.map((t) => [t.month, t]));
  const latest = totals[totals.length - 1]!.month;
  const last = monthOf(today) > latest ? monthOf(today) : latest;
  const points: FundedVsPaidPoint[] = [];
  let fundedCents = 0;
  let paidCents = 0;
  for (let month = first.month; month <= last; month = nextMonth(month)) {
    fundedCents += byMonth.get(month)?.fundedCents ?? 0;
    paidCents += byMonth.get(month)?.paidCents ?? 0;
    points.push({ month, fundedCents, paidCents });
  }
  return points;
}

export const fundedVsPaidSeries = (contracts: readonly InsightContract[], today: string): FundedVsPaidPoint[] =>
  fundedVsPaidFromMonths(monthTotalsOf(contracts), today);
