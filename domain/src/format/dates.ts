// Calendar days travel as that day at 12:00 UTC; the server keeps the calendar date it
// falls on in the business time zone. Display is MM-DD-YYYY, typing MM/DD/YYYY, reports dd/mm/yyyy.

import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';

dayjs.extend(customParseFormat);

export const DEFAULT_BUSINESS_TIME_ZONE = 'America/New_York';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

// Day numbers (days since 1970-01-01) of 'YYYY-MM-DD' strings, without Date objects, splitting or regular
// expressions: the pricing engine converts every tranche's funding day for every day it tries, and the date helpers
// were 11 % of the API's CPU on the contract list. They agree with the Date-based forms they replace (dates.test.ts):
// years 0000-0099 are not real days there (Date.UTC reads them as 1900-1999), and so not here.
const MS_PER_DAY = 86_400_000;
/** The days toISOString writes as 'YYYY-MM-DD' (outside them it writes '+010000-...'). */
const FIRST_DAY_NUMBER = Date.parse('0000-01-01T00:00:00Z') / MS_PER_DAY;
const LAST_DAY_NUMBER = Date.parse('9999-12-31T00:00:00Z') / MS_PER_DAY;

function digitsAt(text: string, from: number, to: number): number {
  let value = 0;
  for (let i = from; i < to; i += 1) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The day number of a real 'YYYY-MM-DD' (years 0100-9999), or null. */
function dayNumberOf(day: string): number | null {
  if (day.length !== 10 || day.charCodeAt(4) !== 45 || day.charCodeAt(7) !== 45) return null;
  const y = digitsAt(day, 0, 4);
  const m = digitsAt(day, 5, 7);
  const d = digitsAt(day, 8, 10);
  if (y < 100 || m < 1 || m > 12 || d < 1 || d > (m === 2 && isLeapYear(y) ? 29 : DAYS_IN_MONTH[m - 1]!)) return null;
  // Days from civil (H. Hinnant): years start in March, so the leap day ends a year.
  const year = m <= 2 ? y - 1 : y;
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
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

// Using one is still slow (formatToParts), and every request asks for today's day and every listed closed case for
// its closing day. Since 1990 every zone's offset has been a whole number of minutes, changing on a whole minute, so
// the day in a zone is the same throughout a UTC minute: the days of recent minutes are remembered per zone.
const MS_PER_MINUTE = 60_000;
const REMEMBER_FROM = Date.UTC(1990, 0, 1);
const REMEMBERED_MINUTES_MAX = 4096;
const daysOfMinutes = new Map<string, Map<number, string>>();

export function calendarDateIn(instant: Date | string, timeZone: string = DEFAULT_BUSINESS_TIME_ZONE): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const time = date.getTime();
  if (!(time >= REMEMBER_FROM)) return formatDay(date, timeZone);
  const minute = Math.floor(time / MS_PER_MINUTE);
  const days = daysOfMinutes.get(timeZone);
  const known = days?.get(minute);
  if (known !== undefined) return known;
  const day = formatDay(date, timeZone); // throws for an unknown zone, before anything is remembered for it
  if (!days) daysOfMinutes.set(timeZone, new Map([[minute, day]]));
  else {
    if (days.size >= REMEMBERED_MINUTES_MAX) days.clear();
    days.set(minute, day);
  }
  return day;
}

function formatDay(date: Date, timeZone: string): string {
  const parts = dayFormatOf(timeZone).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year').padStart(4, '0')}-${get('month')}-${get('day')}`;
}

/** The wire form of a calendar day: that day at 12:00 UTC. */
export function calendarDayToWire(day: string): string {
  return `${day}T12:00:00.000Z`;
}

const ISO_FORMAT = 'YYYY-MM-DD';
/** Month and day with one or two digits each, the year with four; one separator throughout. */
const TYPED_FORMATS = ['/', '-'].flatMap((sep) =>
  ['MM', 'M'].flatMap((m) => ['DD', 'D'].map((d) => `${m}${sep}${d}${sep}YYYY`)),
);

/** A real day in one of `formats` (strict: 02/30 and 13/01 are no days), as 'YYYY-MM-DD'; else null. */
function parseStrict(text: string, formats: string | string[]): string | null {
  const day = dayjs(text, formats, true);
  // Years 0000-0099 are no real days, as everywhere in this file.
  return day.isValid() && day.year() >= 100 ? day.format(ISO_FORMAT) : null;
}

/** Parses what a person types, MM/DD/YYYY (or MM-DD-YYYY, as dates are shown), into 'YYYY-MM-DD'; null when it is not a real day. */
export function parseTypedDate(typed: string): string | null {
  return parseStrict(typed.trim(), TYPED_FORMATS);
}

/** 'YYYY-MM-DD' -> 'MM/DD/YYYY' for a form field. */
export function toTypedDate(day: string): string {
  return ISO_DAY.test(day) ? dayjs(day, ISO_FORMAT).format('MM/DD/YYYY') : '';
}

/** Shows a wire date or calendar day as MM-DD-YYYY (in the business time zone for instants). */
export function formatDisplayDate(
  value: string | null | undefined,
  timeZone: string = DEFAULT_BUSINESS_TIME_ZONE,
): string {
  if (!value) return '';
  // The day in the business time zone stays with Intl (calendarDateIn): dayjs' timezone plugin is larger and slower.
  const day = ISO_DAY.test(value) ? value : calendarDateIn(value, timeZone);
  return dayjs(day, ISO_FORMAT).format('MM-DD-YYYY');
}

/** 'YYYY-MM-DD' -> 'dd/mm/yyyy' (report requests, and every row of a report on the server: kept hand-written). */
export function toReportDate(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/** 'dd/mm/yyyy' -> 'YYYY-MM-DD', or null. */
export function parseReportDate(value: string): string | null {
  return parseStrict(value, 'DD/MM/YYYY');
}

export function isCalendarDay(value: string): boolean {
  return dayNumberOf(value) !== null;
}

/** Whole calendar days from one 'YYYY-MM-DD' to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const fromNumber = dayNumberOf(from);
  const toNumber = dayNumberOf(to);
  if (fromNumber !== null && toNumber !== null) return toNumber - fromNumber;
  const toUtc = (day: string) => {
    // A missing part is NaN, as Date.UTC makes of undefined: a malformed day gives NaN, not a made-up date.
    const [y = NaN, m = NaN, d = NaN] = day.split('-').map(Number);
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((toUtc(to) - toUtc(from)) / MS_PER_DAY);
}

export function addDays(day: string, days: number): string {
  const start = Number.isSafeInteger(days) ? dayNumberOf(day) : null;
  const end = start === null ? null : start + days;
  if (end !== null && end >= FIRST_DAY_NUMBER && end <= LAST_DAY_NUMBER) {
    return new Date(end * MS_PER_DAY).toISOString().slice(0, 10);
  }
  const [y = NaN, m = NaN, d = NaN] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * `months` calendar months after a 'YYYY-MM-DD', the day of month kept and clamped to the month's last day, as
 * dayjs and most contracts count months: 2026-08-31 + 6 months is 2027-02-28. Throws for a day that is not real.
 */
export function addMonths(day: string, months: number): string {
  if (dayNumberOf(day) === null || !Number.isSafeInteger(months)) {
    throw new RangeError(`addMonths needs a calendar day and whole months, got ${day} and ${months}`);
  }
  const monthIndex = digitsAt(day, 0, 4) * 12 + digitsAt(day, 5, 7) - 1 + months;
  const y = Math.floor(monthIndex / 12);
  const m = monthIndex - y * 12 + 1;
  const d = Math.min(digitsAt(day, 8, 10), daysInMonth(y, m));
  const result = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  if (dayNumberOf(result) === null) throw new RangeError(`${day} + ${months} months is outside the calendar`);
  return result;
}

/** Days in a month of the Gregorian calendar (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!;
}

/** The weekday of a 'YYYY-MM-DD': 0 Sunday ... 6 Saturday (1970-01-01 was a Thursday). */
export function dayOfWeek(day: string): number {
  const n = dayNumberOf(day);
  if (n === null) throw new RangeError(`Not a calendar day: ${day}`);
  return (((n + 4) % 7) + 7) % 7;
}
