import dayjs from 'dayjs';
import {
  addDays,
  addMonths,
  calendarDateIn,
  calendarDayToWire,
  dayOfWeek,
  daysBetween,
  daysInMonth,
  formatDisplayDate,
  isCalendarDay,
  parseReportDate,
  parseTypedDate,
  toReportDate,
  toTypedDate,
} from './dates.ts';
import fc from 'fast-check';
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
  it('refuses an instant whose day falls before the year 100, instead of writing a short year', () => {
    expect(calendarDateIn('0100-01-01T00:00:00Z')).toBe('0099-12-31');
    expect(calendarDay().safeParse('0100-01-01T00:00:00Z').success).toBe(false);
    expect(calendarDay().safeParse('0001-01-01T00:00:00Z').success).toBe(false);
    expect(calendarDay().parse('0100-01-02T12:00:00Z')).toBe('0100-01-02');
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

// The Date-based forms the allocation-free ones replaced: they must agree on every input.
const reference = {
  isCalendarDay(value: string) {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (!match) return false;
    const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  },
  daysBetween(from: string, to: string) {
    const toUtc = (day: string) => {
      const [y = NaN, m = NaN, d = NaN] = day.split('-').map(Number);
      return Date.UTC(y, m - 1, d);
    };
    return Math.round((toUtc(to) - toUtc(from)) / 86_400_000);
  },
  addDays(day: string, days: number) {
    const [y = NaN, m = NaN, d = NaN] = day.split('-').map(Number);
    return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
  },
  calendarDateIn(instant: Date, timeZone: string) {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(instant);
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${get('year')}-${get('month')}-${get('day')}`;
  },
};

describe('day arithmetic agrees with the Date-based forms', () => {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  // Mostly well-formed strings around real days, with the edges (years 0000-0099, 9999, day 29-31, month 00/13).
  const dayLike = fc
    .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
    .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);
  const anyText = fc.oneof(
    dayLike,
    fc.string({ maxLength: 12 }),
    dayLike.map((day) => ` ${day}`),
    dayLike.map((day) => `${day}\n`),
    dayLike.map((day) => day.replace('-', '/')),
    fc.constantFrom('2024-02-29', '2023-02-29', '1900-02-29', '2000-02-29', '0099-12-31', '0100-01-01', '9999-12-31'),
  );
  const realDay = dayLike.filter((day) => reference.isCalendarDay(day));

  it('isCalendarDay', () => {
    fc.assert(
      fc.property(anyText, (value) => isCalendarDay(value) === reference.isCalendarDay(value)),
      { numRuns: 20_000 },
    );
  });
  it('daysBetween', () => {
    fc.assert(
      fc.property(realDay, realDay, (a, b) => daysBetween(a, b) === reference.daysBetween(a, b)),
      { numRuns: 20_000 },
    );
    fc.assert(
      fc.property(anyText, anyText, (a, b) => Object.is(daysBetween(a, b), reference.daysBetween(a, b))),
      { numRuns: 5_000 },
    );
  });
  it('addDays', () => {
    const days = fc.oneof(
      fc.integer({ min: -4000, max: 4000 }),
      fc.integer({ min: -4_000_000, max: 4_000_000 }),
      fc.double({ min: -100, max: 100, noNaN: true }),
    );
    const same = (day: string, n: number) => {
      let expected: string | Error;
      try {
        expected = reference.addDays(day, n);
      } catch (error) {
        expected = error as Error;
      }
      if (expected instanceof Error)
        return expect(() => addDays(day, n)).toThrow(expected.constructor as ErrorConstructor);
      return expect(addDays(day, n)).toBe(expected);
    };
    for (const [day, n] of [
      ['0100-01-01', -1],
      ['0100-01-01', -36_525],
      ['0100-01-01', -36_890],
      ['9999-12-31', 1],
      ['9999-12-30', 1],
      ['2024-02-28', 1],
    ] as const)
      same(day, n);
    fc.assert(
      fc.property(realDay, days, (day, n) => {
        same(day, n);
      }),
      { numRuns: 20_000 },
    );
    fc.assert(
      fc.property(anyText, days, (day, n) => {
        same(day, n);
      }),
      { numRuns: 5_000 },
    );
  });
  it('calendarDateIn, remembered per minute', () => {
    const zones = fc.constantFrom(
      'America/New_York',
      'UTC',
      'Asia/Kolkata',
      'Asia/Kathmandu',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
      'America/St_Johns',
      'Europe/Dublin',
    );
    const instant = fc.integer({ min: Date.UTC(1960, 0, 1), max: Date.UTC(2100, 0, 1) });
    fc.assert(
      fc.property(instant, zones, (ms, zone) => {
        expect(calendarDateIn(new Date(ms), zone)).toBe(reference.calendarDateIn(new Date(ms), zone));
        // The same minute again, now from what was remembered, at its first and last millisecond.
        const minute = Math.floor(ms / 60_000) * 60_000;
        expect(calendarDateIn(new Date(minute), zone)).toBe(reference.calendarDateIn(new Date(minute), zone));
        expect(calendarDateIn(new Date(minute + 59_999).toISOString(), zone)).toBe(
          reference.calendarDateIn(new Date(minute + 59_999), zone),
        );
      }),
      { numRuns: 5_000 },
    );
    // Around New York's midnights and DST changes in both directions.
    for (const iso of [
      '2026-03-08T04:59:59.999Z',
      '2026-03-08T05:00:00.000Z',
      '2026-11-01T03:59:59.999Z',
      '2026-11-01T04:00:00.000Z',
      '2026-11-01T05:00:00.000Z',
    ]) {
      expect(calendarDateIn(iso)).toBe(reference.calendarDateIn(new Date(iso), 'America/New_York'));
    }
    expect(() => calendarDateIn('not a date')).toThrow(RangeError);
    expect(() => calendarDateIn(new Date(), 'Not/AZone')).toThrow(RangeError);
  });
});

describe('calendar months and weekdays', () => {
  it('adds months keeping the day, clamped to the end of a shorter month', () => {
    expect(addMonths('2026-01-15', 6)).toBe('2026-07-15');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', 42)).toBe('2029-07-15');
    expect(addMonths('2026-11-30', 0)).toBe('2026-11-30');
    expect(() => addMonths('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addMonths('2026-01-01', 1.5)).toThrow(RangeError);
  });
  it('agrees with dayjs on every day and month count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), fc.integer({ min: -60, max: 120 }), (n, months) => {
        const day = addDays('1990-01-01', n);
        expect(addMonths(day, months)).toBe(dayjs(day, 'YYYY-MM-DD').add(months, 'month').format('YYYY-MM-DD'));
      }),
    );
  });
  it('knows the days of a month', () => {
    expect([daysInMonth(2024, 2), daysInMonth(2100, 2), daysInMonth(2000, 2), daysInMonth(2026, 4)]).toEqual([
      29, 28, 29, 30,
    ]);
  });
  it('gives the weekday as Date does', () => {
    expect(dayOfWeek('2026-12-24')).toBe(4); // a Thursday
    expect(dayOfWeek('2027-12-24')).toBe(5); // a Friday
    fc.assert(
      fc.property(fc.integer({ min: -30_000, max: 60_000 }), (n) => {
        const day = addDays('1970-01-01', n);
        expect(dayOfWeek(day)).toBe(new Date(`${day}T00:00:00Z`).getUTCDay());
      }),
    );
  });
});
