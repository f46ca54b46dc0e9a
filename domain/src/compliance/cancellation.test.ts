// Cancellation deadlines, counted by hand on the calendar: the funding (or signing) day is not counted, weekends and
// observed federal holidays are skipped, the last business day counted is the last day to cancel.
import { describe, expect, test } from '@jest/globals';
import { cancellationDeadline, cancellationText, cancellationWindow } from './cancellation.ts';
import { applicableLaw } from './overrides.ts';

const deadline = (state: string, fundedOn: string, signedOn?: string) => {
  const window = cancellationDeadline(state, fundedOn, signedOn);
  return window.kind === 'deadline' ? window.deadline : window.kind;
};

describe('Georgia, 5 business days (SB 69, from 2026-01-01)', () => {
  test('funded Friday 2026-05-22, before Memorial Day', () => {
    // Mon 05-25 Memorial Day; Tue 26 (1), Wed 27 (2), Thu 28 (3), Fri 29 (4), Mon 06-01 (5).
    expect(deadline('GA', '2026-05-22')).toBe('2026-06-01');
  });
  test('funded Thursday 2026-12-24, before Christmas and New Year', () => {
    // Fri 12-25 Christmas; Mon 28 (1), Tue 29 (2), Wed 30 (3), Thu 31 (4); Fri 2027-01-01 New Year's Day; Mon 01-04 (5).
    expect(deadline('GA', '2026-12-24')).toBe('2027-01-04');
  });
  test('funded Friday 2027-12-24, itself Christmas observed (the 25th is a Saturday)', () => {
    // Mon 27 (1), Tue 28 (2), Wed 29 (3), Thu 30 (4); Fri 31 is New Year's Day 2028 observed; Mon 2028-01-03 (5).
    expect(deadline('GA', '2027-12-24')).toBe('2028-01-03');
  });
  test('funded the Wednesday before Thanksgiving 2026', () => {
    // Thu 11-26 Thanksgiving; Fri 27 (1), Mon 30 (2), Tue 12-01 (3), Wed 02 (4), Thu 03 (5).
    expect(deadline('GA', '2026-11-25')).toBe('2026-12-03');
  });
  test('funded the Friday before Thanksgiving 2026', () => {
    // Mon 23 (1), Tue 24 (2), Wed 25 (3), Thu 26 Thanksgiving, Fri 27 (4), Mon 30 (5).
    expect(deadline('GA', '2026-11-20')).toBe('2026-11-30');
  });
  test('a contract funded before the law took effect has no window', () => {
    expect(cancellationDeadline('GA', '2025-12-31')).toEqual({ kind: 'none' });
  });
});

describe('other states', () => {
  test('Illinois, 14 business days over Juneteenth and Independence Day 2026', () => {
    // Funded Wed 06-17: Thu 18 (1), Fri 19 Juneteenth, Mon 22 (2), Tue 23 (3), Wed 24 (4), Thu 25 (5), Fri 26 (6),
    // Mon 29 (7), Tue 30 (8), Wed 07-01 (9), Thu 02 (10), Fri 03 Independence Day observed, Mon 06 (11), Tue 07 (12),
    // Wed 08 (13), Thu 09 (14).
    expect(deadline('IL', '2026-06-17')).toBe('2026-07-09');
  });
  test('West Virginia counts from the later of funding and signing', () => {
    // Signed Mon 03-02, funded Wed 03-04: from the 4th, Thu 5 (1), Fri 6 (2), Mon 9 (3), Tue 10 (4), Wed 11 (5).
    expect(deadline('WV', '2026-03-04', '2026-03-02')).toBe('2026-03-11');
    // Signed Fri 03-06 after funding on the 4th: from the 6th, Mon 9 (1) ... Fri 13 (5).
    expect(deadline('WV', '2026-03-04', '2026-03-06')).toBe('2026-03-13');
    expect(deadline('WV', '2026-03-04')).toBe('2026-03-11');
  });
  test('Illinois counts from funding even when signed later', () => {
    // Funded Mon 2026-03-02; the signing day does not move an Illinois window.
    expect(deadline('IL', '2026-03-02', '2026-03-20')).toBe(deadline('IL', '2026-03-02'));
  });
  test('Nebraska, funded on a Saturday before Columbus Day', () => {
    // Sat 10-10; Sun 11; Mon 12 Columbus Day; Tue 13 (1), Wed 14 (2), Thu 15 (3), Fri 16 (4), Mon 19 (5).
    expect(deadline('NE', '2026-10-10')).toBe('2026-10-19');
  });
  test('California over Veterans Day', () => {
    // Funded Mon 11-09: Tue 10 (1), Wed 11 Veterans Day, Thu 12 (2), Fri 13 (3), Mon 16 (4), Tue 17 (5).
    expect(deadline('CA', '2026-11-09')).toBe('2026-11-17');
  });
  test('Utah, 10 business days from the amended law (2026-05-06) on', () => {
    // Funded Wed 05-06: Thu 7 (1), Fri 8 (2), Mon 11 (3) ... Fri 15 (7), Mon 18 (8), Tue 19 (9), Wed 20 (10).
    expect(deadline('UT', '2026-05-06')).toBe('2026-05-20');
    expect(deadline('UT', '2026-05-05')).toBe('none');
  });
  test('New York, 10 business days across New Year 2028 (observed 2027-12-31)', () => {
    // Funded Mon 2027-12-20: Tue 21 (1), Wed 22 (2), Thu 23 (3), Fri 24 Christmas observed, Mon 27 (4), Tue 28 (5),
    // Wed 29 (6), Thu 30 (7), Fri 31 New Year's observed, Mon 2028-01-03 (8), Tue 04 (9), Wed 05 (10).
    expect(deadline('NY', '2027-12-20')).toBe('2028-01-05');
  });
  test('unknown length (Vermont, Oklahoma), none (Arkansas), no statute (Texas)', () => {
    expect(cancellationDeadline('VT', '2026-06-01')).toEqual({
      kind: 'unknown',
      note: 'a cancellation right is required; its length is not verified',
    });
    expect(cancellationDeadline('OK', '2026-06-01').kind).toBe('unknown');
    expect(cancellationDeadline('AR', '2026-06-01')).toEqual({ kind: 'none' });
    expect(cancellationDeadline('TX', '2026-06-01')).toEqual({ kind: 'none' });
  });
  test('a funder setting of a longer window counts', () => {
    // Georgia held to 7 business days: funded Fri 05-22, ... Mon 06-01 (5), Tue 02 (6), Wed 03 (7).
    const law = applicableLaw('GA', '2026-05-22', { cancellationBusinessDays: 7 });
    expect(cancellationWindow(law, { fundedOn: '2026-05-22' })).toMatchObject({ deadline: '2026-06-03' });
  });
  test('rejects days that are not calendar days', () => {
    expect(() => cancellationDeadline('GA', '2026-02-30')).toThrow(/calendar day/);
    expect(() => cancellationDeadline('WV', '2026-03-04', '03/06/2026')).toThrow(/calendar day/);
  });
});

describe('what the contract page says', () => {
  const window = cancellationDeadline('GA', '2026-05-22');
  test('while the window is open, through its last day', () => {
    expect(cancellationText(window, '2026-05-22')).toBe('Can be cancelled until 06-01-2026');
    expect(cancellationText(window, '2026-06-01')).toBe('Can be cancelled until 06-01-2026');
  });
  test('nothing once it closed, or without a window', () => {
    expect(cancellationText(window, '2026-06-02')).toBeNull();
    expect(cancellationText(cancellationDeadline('VT', '2026-06-01'), '2026-06-01')).toBeNull();
  });
});
