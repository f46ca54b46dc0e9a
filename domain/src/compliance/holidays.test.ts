// Federal holidays and business days, against the days OPM publishes (observed dates hand-checked per year).
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { addDays, dayOfWeek } from '../format/dates.ts';
import { addBusinessDays, federalHolidays, isBusinessDay, observedFederalHoliday } from './holidays.ts';

const observedIn = (year: number) => federalHolidays(year).map((h) => h.observedOn);

describe('federal holidays', () => {
  test('2026: Independence Day (a Saturday) is observed Friday July 3', () => {
    expect(observedIn(2026)).toEqual([
      '2026-01-01', // Thursday
      '2026-01-19', // third Monday of January
      '2026-02-16', // third Monday of February
      '2026-05-25', // last Monday of May
      '2026-06-19', // Friday
      '2026-07-03', // July 4 is a Saturday
      '2026-09-07', // first Monday of September
      '2026-10-12', // second Monday of October
      '2026-11-11', // Wednesday
      '2026-11-26', // fourth Thursday of November
      '2026-12-25', // Friday
    ]);
  });

  test('2027: weekend holidays move to the Friday before or the Monday after', () => {
    expect(observedIn(2027)).toEqual([
      '2027-01-01',
      '2027-01-18',
      '2027-02-15',
      '2027-05-31',
      '2027-06-18', // June 19 is a Saturday
      '2027-07-05', // July 4 is a Sunday
      '2027-09-06',
      '2027-10-11',
      '2027-11-11',
      '2027-11-25',
      '2027-12-24', // December 25 is a Saturday
    ]);
    // New Year's Day 2028 is a Saturday: observed on Friday 2027-12-31, a day of 2027.
    expect(observedFederalHoliday('2027-12-31')).toBe("New Year's Day");
    expect(federalHolidays(2028)[0]).toEqual({ name: "New Year's Day", date: '2028-01-01', observedOn: '2027-12-31' });
  });

  test('Juneteenth from 2021 (first observed Friday 2021-06-18), not before', () => {
    expect(observedIn(2021)).toContain('2021-06-18');
    expect(federalHolidays(2020).map((h) => h.name)).not.toContain('Juneteenth National Independence Day');
    expect(federalHolidays(2020)).toHaveLength(10);
  });

  test('2022-2023: Sunday holidays move to Monday', () => {
    expect(observedFederalHoliday('2021-12-31')).toBe("New Year's Day"); // 2022-01-01 is a Saturday
    expect(observedFederalHoliday('2022-06-20')).toBe('Juneteenth National Independence Day');
    expect(observedFederalHoliday('2022-12-26')).toBe('Christmas Day');
    expect(observedFederalHoliday('2023-01-02')).toBe("New Year's Day");
    expect(observedFederalHoliday('2023-11-10')).toBe('Veterans Day'); // Saturday the 11th
  });

  test('years before 1986 are refused rather than guessed', () => {
    expect(() => federalHolidays(1985)).toThrow(RangeError);
    expect(() => isBusinessDay('1985-07-04')).toThrow(RangeError);
  });

  test('every observed holiday is a weekday, eleven a year since 2021', () => {
    for (let year = 1986; year <= 2100; year++) {
      const holidays = federalHolidays(year);
      expect(holidays).toHaveLength(year >= 2021 ? 11 : 10);
      for (const { observedOn } of holidays) expect([1, 2, 3, 4, 5]).toContain(dayOfWeek(observedOn));
    }
  });
});

describe('business days', () => {
  test.each([
    ['2026-11-26', false], // Thanksgiving
    ['2026-11-27', true], // the day after is not a federal holiday
    ['2026-07-03', false], // Independence Day observed
    ['2026-07-04', false], // a Saturday
    ['2026-07-06', true],
    ['2027-12-24', false],
    ['2027-12-31', false],
  ])('%s is a business day: %s', (day, expected) => expect(isBusinessDay(day)).toBe(expected));

  test('counting starts the day after; 0 business days is the day itself', () => {
    expect(addBusinessDays('2026-11-20', 0)).toBe('2026-11-20');
    expect(addBusinessDays('2026-11-20', 1)).toBe('2026-11-23'); // Friday -> Monday
    expect(addBusinessDays('2026-11-25', 1)).toBe('2026-11-27'); // over Thanksgiving
    expect(addBusinessDays('2026-07-04', 1)).toBe('2026-07-06'); // from a Saturday
    expect(() => addBusinessDays('2026-07-04', -1)).toThrow(RangeError);
  });

  test('n business days later is a business day, with exactly n business days after the start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 30 }), (offset, n) => {
        const start = addDays('1990-01-01', offset);
        const end = addBusinessDays(start, n);
        let counted = 0;
        for (let day = addDays(start, 1); day <= end; day = addDays(day, 1)) if (isBusinessDay(day)) counted++;
        return counted === n && (n === 0 || isBusinessDay(end));
      }),
    );
  });
});
