// Report periods: calendar months, quarters or years of the business calendar.
import type { ReportPeriodicity } from './schemas.ts';

/** The period a 'YYYY-MM-DD' day falls in: '2026-03', '2026-Q1' or '2026'. */
export function periodOf(day: string, periodicity: ReportPeriodicity): string {
  const [year, month] = [day.slice(0, 4), Number(day.slice(5, 7))];
  if (periodicity === 'yearly') return year;
  if (periodicity === 'quarterly') return `${year}-Q${Math.ceil(month / 3)}`;
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** Every period from the one holding `from` to the one holding `to`, oldest first (empty periods included). */
export function periodsBetween(from: string, to: string, periodicity: ReportPeriodicity): string[] {
  const periods: string[] = [];
  let [year, month] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const last = periodOf(to, periodicity);
  const step = { monthly: 1, quarterly: 3, yearly: 12 }[periodicity];
  for (;;) {
    const period = periodOf(`${year}-${String(month).padStart(2, '0')}-01`, periodicity);
    if (periods.at(-1) !== period) periods.push(period);
    if (period === last) return periods;
    month += step;
    while (month > 12) {
      month -= 12;
      year += 1;
    }
  }
}
