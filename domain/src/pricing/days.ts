// The engine only ever sees calendar days 'YYYY-MM-DD'; instants are turned into the business day they fall on
// with an explicit time zone (Intl), so nothing depends on the process time zone or clock.
import { calendarDateIn, isCalendarDay } from '../format/dates.ts';

/**
 * The business calendar day ('YYYY-MM-DD') of an instant (ISO string with Z or an offset, or a Date) in
 * `timeZone`. A plain 'YYYY-MM-DD' is already a business day and is returned as is.
 * E.g. '2026-11-23T03:30:00Z' is '2026-11-22' in America/New_York.
 */
export function businessDayOf(instantIso: string | Date, timeZone: string): string {
  if (typeof instantIso === 'string' && isCalendarDay(instantIso)) return instantIso;
  const date = typeof instantIso === 'string' ? new Date(instantIso) : instantIso;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an instant: ${String(instantIso)}`);
  return calendarDateIn(date, timeZone);
}

/** Throws unless `day` is a real 'YYYY-MM-DD' (the engine never guesses at a time zone). */
export function assertCalendarDay(day: string, what: string): void {
  if (typeof day !== 'string' || !isCalendarDay(day)) {
    throw new RangeError(
      `${what} must be a calendar day 'YYYY-MM-DD' (use businessDayOf for instants), got ${String(day)}`,
    );
  }
}
