import {
  addDays, calendarDateIn, calendarDayToWire, daysBetween, formatDisplayDate, isCalendarDay, parseReportDate, parseTypedDate,
  toReportDate, toTypedDate,
} from './dates.ts';
import { calendarDay } from '../validation/fields.ts';

describe('calendar days', () => {
  it('takes the day in the business time zone, whatever the process zone', () => {
    expect(calendarDateIn('2026-03-10T12:00:00.000Z')).toBe('2026-03-10');
    expect(calendarDateIn('2026-03-10T03:00:00.000Z')).toBe('2026-03-09'); // 23:00 in New York
    expect(calendarDateIn('2026-03-10T03:00:00.000Z', 'UTC')).toBe('2026-03-10');
  });
  it('travels as 12:00 UTC and comes back as the same day', () => {
    expect(calendarDayToWire('2026-01-31')).toBe('2026-01-31T12:00:00.000Z');
    expect(calendarDay().parse(calendarDayToWire('2026-01-31'))).toBe('2026-01-31');
    expect(calendarDay().parse('2026-01-31')).toBe('2026-01-31');
    expect(calendarDay().safeParse('31/01/2026').success).toBe(false);
    expect(calendarDay().safeParse('2026-02-30').success).toBe(false);
  });
  it('parses and prints the typed, display and report forms', () => {
    expect(parseTypedDate('02/29/2024')).toBe('2024-02-29');
    expect(parseTypedDate('02/29/2025')).toBeNull();
    expect(parseTypedDate('06-30-2027')).toBe('2027-06-30');
    expect(parseTypedDate('06-30/2027')).toBeNull();
    expect(toTypedDate('2024-02-09')).toBe('02/09/2024');
    expect(formatDisplayDate('2024-02-09')).toBe('02-09-2024');
    expect(formatDisplayDate(null)).toBe('');
    expect(toReportDate('2024-02-09')).toBe('09/02/2024');
    expect(parseReportDate('09/02/2024')).toBe('2024-02-09');
    expect(parseReportDate('31/02/2024')).toBeNull();
    expect(isCalendarDay('2024-13-01')).toBe(false);
  });
  it('counts whole days across months, leap years and DST changes', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-03-09', '2026-03-07')).toBe(-2);
    expect(addDays('2024-12-31', 60)).toBe('2025-03-01');
  });
});
