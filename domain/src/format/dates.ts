// DESIGN.md section 2: calendar days travel as that day at 12:00 UTC; the server keeps the calendar date it
// falls on in the business time zone. Display is MM-DD-YYYY, typing MM/DD/YYYY, reports dd/mm/yyyy.

export const DEFAULT_BUSINESS_TIME_ZONE = 'America/New_York';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDay(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** 'YYYY-MM-DD' of an instant in a time zone, independent of the process time zone. */
// Building an Intl.DateTimeFormat costs far more than using one (it was 6 % of the API's CPU on the contract list).
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormatOf(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format;
}

export function calendarDateIn(instant: Date | string, timeZone: string = DEFAULT_BUSINESS_TIME_ZONE): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const parts = dayFormatOf(timeZone).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The wire form of a calendar day: that day at 12:00 UTC. */
export function calendarDayToWire(day: string): string {
  return `${day}T12:00:00.000Z`;
}

/** Parses what a person types, MM/DD/YYYY (or MM-DD-YYYY, as dates are shown), into 'YYYY-MM-DD'; null when it is not a real day. */
export function parseTypedDate(typed: string): string | null {
  const match = /^\s*(\d{1,2})([/-])(\d{1,2})\2(\d{4})\s*$/.exec(typed);
  if (!match) return null;
  const [m, d, y] = [Number(match[1]), Number(match[3]), Number(match[4])];
  if (!isRealDay(y, m, d)) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' -> 'MM/DD/YYYY' for a form field. */
export function toTypedDate(day: string): string {
  const match = ISO_DAY.exec(day);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}

/** Shows a wire date or calendar day as MM-DD-YYYY (in the business time zone for instants). */
export function formatDisplayDate(value: string | null | undefined, timeZone: string = DEFAULT_BUSINESS_TIME_ZONE): string {
  if (!value) return '';
  const day = ISO_DAY.test(value) ? value : calendarDateIn(value, timeZone);
  const [y, m, d] = day.split('-');
  return `${m}-${d}-${y}`;
}

/** 'YYYY-MM-DD' -> 'dd/mm/yyyy' (report requests). */
export function toReportDate(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/** 'dd/mm/yyyy' -> 'YYYY-MM-DD', or null. */
export function parseReportDate(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDay(y, m, d) ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

export function isCalendarDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  return !!match && isRealDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** Whole calendar days from one 'YYYY-MM-DD' to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const toUtc = (day: string) => {
    const [y, m, d] = day.split('-').map(Number);
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((toUtc(to) - toUtc(from)) / 86_400_000);
}

export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
