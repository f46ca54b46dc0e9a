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

/**
 * One point per calendar month from the first funding or payment to `today`'s month (no gaps, so the x axis is
 * time); empty when the cases hold neither. Months after `today` are not shown even when a date lies ahead.
 */
export function fundedVsPaidSeries(contracts: readonly InsightContract[], today: string): FundedVsPaidPoint[] {
  const funded = new Map<string, number>();
  const paid = new Map<string, number>();
  const add = (map: Map<string, number>, day: string, cents: number) =>
    map.set(monthOf(day), (map.get(monthOf(day)) ?? 0) + cents);
  for (const c of contracts) {
    for (const f of c.fundings) add(funded, f.on, f.amountCents);
    for (const p of c.payments) add(paid, p.on, p.amountCents);
  }
  const months = [...funded.keys(), ...paid.keys()].sort();
  if (months.length === 0) return [];
  const last = monthOf(today) > months[months.length - 1]! ? monthOf(today) : months[months.length - 1]!;
  const points: FundedVsPaidPoint[] = [];
  let fundedCents = 0;
  let paidCents = 0;
  for (let month = months[0]!; month <= last; month = nextMonth(month)) {
    fundedCents += funded.get(month) ?? 0;
    paidCents += paid.get(month) ?? 0;
    points.push({ month, fundedCents, paidCents });
  }
  return points;
}
