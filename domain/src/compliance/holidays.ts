// US federal holidays (5 U.S.C. 6103) and business days: not a Saturday or Sunday, nor the day a federal holiday
// is observed. A holiday on a Saturday is observed the Friday before, one on a Sunday the Monday after (5 U.S.C.
// 6103(b), Executive Order 11582), so New Year's Day on a Saturday is observed on December 31 of the year before.
// Inauguration Day (a holiday only around Washington, D.C.) is left out.
import { addDays, dayOfWeek } from '../format/dates.ts';

/** Martin Luther King Jr.'s Birthday was first observed in 1986; earlier years are not supported. */
export const FIRST_HOLIDAY_YEAR = 1986;
/** Juneteenth became a federal holiday on 2021-06-17, first observed on 2021-06-18. */
const JUNETEENTH_FROM = 2021;

export interface FederalHoliday {
  name: string;
  /** The holiday's own date 'YYYY-MM-DD'. */
  date: string;
  /** The weekday it is observed on (the date itself unless that is a weekend). */
  observedOn: string;
}

const SUNDAY = 0;
const MONDAY = 1;
const THURSDAY = 4;
const SATURDAY = 6;

const pad = (n: number) => String(n).padStart(2, '0');
const dayIn = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** The n-th `weekday` of a month (n = 1..4), or the last one (n = -1). */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n === -1) {
    const last = addDays(dayIn(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1), -1);
    return addDays(last, -((dayOfWeek(last) - weekday + 7) % 7));
  }
  const first = dayIn(year, month, 1);
  return addDays(first, ((weekday - dayOfWeek(first) + 7) % 7) + 7 * (n - 1));
}

function observed(date: string): string {
  const weekday = dayOfWeek(date);
  if (weekday === SATURDAY) return addDays(date, -1);
  if (weekday === SUNDAY) return addDays(date, 1);
  return date;
}

function assertSupportedYear(year: number): void {
  if (!Number.isSafeInteger(year) || year < FIRST_HOLIDAY_YEAR || year > 9998) {
    throw new RangeError(`Federal holidays are known for the years ${FIRST_HOLIDAY_YEAR}-9998, not ${year}`);
  }
}

/** The federal holidays whose own date falls in `year`, in calendar order. */
export function federalHolidays(year: number): FederalHoliday[] {
  assertSupportedYear(year);
  const dates: Array<[string, string]> = [
    ["New Year's Day", dayIn(year, 1, 1)],
    ['Birthday of Martin Luther King, Jr.', nthWeekday(year, 1, MONDAY, 3)],
    ["Washington's Birthday", nthWeekday(year, 2, MONDAY, 3)],
    ['Memorial Day', nthWeekday(year, 5, MONDAY, -1)],
    ...(year >= JUNETEENTH_FROM
      ? [['Juneteenth National Independence Day', dayIn(year, 6, 19)] as [string, string]]
      : []),
    ['Independence Day', dayIn(year, 7, 4)],
    ['Labor Day', nthWeekday(year, 9, MONDAY, 1)],
    ['Columbus Day', nthWeekday(year, 10, MONDAY, 2)],
    ['Veterans Day', dayIn(year, 11, 11)],
    ['Thanksgiving Day', nthWeekday(year, 11, THURSDAY, 4)],
    ['Christmas Day', dayIn(year, 12, 25)],
  ];
  return dates.map(([name, date]) => ({ name, date, observedOn: observed(date) }));
}

const observedByYear = new Map<number, Map<string, string>>();

/** The days of `year` on which a federal holiday is observed, with its name (next year's New Year's Day included). */
function observedIn(year: number): Map<string, string> {
  let days = observedByYear.get(year);
  if (!days) {
    days = new Map();
    for (const holiday of [...federalHolidays(year), ...federalHolidays(year + 1).slice(0, 1)]) {
      if (holiday.observedOn.startsWith(`${year}-`)) days.set(holiday.observedOn, holiday.name);
    }
    observedByYear.set(year, days);
  }
  return days;
}

/** The federal holiday observed on a day, or null. */
export function observedFederalHoliday(day: string): string | null {
  return observedIn(Number(day.slice(0, 4))).get(day) ?? null;
}

/** A weekday on which no federal holiday is observed. */
export function isBusinessDay(day: string): boolean {
  const weekday = dayOfWeek(day);
  return weekday !== SATURDAY && weekday !== SUNDAY && observedFederalHoliday(day) === null;
}

/** The `n`-th business day after `day` (`day` itself not counted, whether or not it is a business day); n = 0: `day`. */
export function addBusinessDays(day: string, n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`A whole number of business days expected, got ${n}`);
  let current = day;
  for (let counted = 0; counted < n;) {
    current = addDays(current, 1);
    if (isBusinessDay(current)) counted++;
  }
  return current;
}
