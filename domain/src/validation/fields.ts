// zod field builders carrying the messages; used by the API's request schemas and the browser forms alike.
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { isCalendarDay, calendarDateIn } from '../format/dates.ts';
import { isValidEmail, isValidPassword, isValidPhone, isValidWebsite, isValidZip, normalizeZip } from './rules.ts';

/**
 * Control characters (C0 including tab and line breaks, DEL, C1), Unicode line and paragraph separators, the
 * bidirectional overrides and marks, and the invisible format characters (zero-width space and joiners, word joiner,
 * byte-order mark): none belongs in a single-line value, and in a mail or a list they forge lines, reorder what a reader
 * sees, or make one name look like another's. (Zero-width joiners also shape some scripts and emoji; names and case
 * numbers here are written without them.)
 */
const CONTROL =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069\u061C\u180E\u200B-\u200F\u2060-\u2064\uFEFF]/;
const CONTROL_EXCEPT_LINES =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069\u061C\u180E\u200B-\u200F\u2060-\u2064\uFEFF]/;

export const hasControlCharacters = (value: string) => CONTROL.test(value);
export const hasControlCharactersBesidesLines = (value: string) => CONTROL_EXCEPT_LINES.test(value);

/** Single-line free text (names, cities, numbers), bounded so no request can store an unbounded string. */
export const text = (max = 200, tooLong = `At most ${max} characters`) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((v) => !hasControlCharacters(v), MESSAGES.controlCharacters);
export const requiredText = (max = 200) => text(max).min(1, MESSAGES.required);

/** Multi-line free text (descriptions, comments): line breaks and tabs are kept, other control characters refused. */
export const multilineText = (max = 4000) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .refine((v) => !hasControlCharactersBesidesLines(v), MESSAGES.controlCharacters);
export const requiredMultilineText = (max = 4000) => multilineText(max).min(1, MESSAGES.required);

export const email = (message: string = MESSAGES.emailInvalid) =>
  z.string().trim().toLowerCase().max(254, message).refine(isValidEmail, message);

export const password = () => z.string().max(128, MESSAGES.passwordRule).refine(isValidPassword, MESSAGES.passwordRule);

/** An optional website (blank allowed): a domain, or an http(s) address. */
export const website = () => text(200).refine((v) => v === '' || isValidWebsite(v), MESSAGES.websiteInvalid);

/** An optional phone number (blank allowed): digits with the usual separators. */
export const phone = () => text(30).refine((v) => v === '' || isValidPhone(v), MESSAGES.phoneInvalid);

export const zipCode = () =>
  z.string().max(20, MESSAGES.zipInvalid).refine(isValidZip, MESSAGES.zipInvalid).transform(normalizeZip);

export const stateRef = () =>
  z.object({ key: z.string().trim().length(2, MESSAGES.chooseState).toUpperCase(), name: text(60).optional() });

/**
 * A calendar day as sent on the wire: an ISO date-time (the 12:00 UTC rule) or a plain 'YYYY-MM-DD'.
 * Parsed to the 'YYYY-MM-DD' it falls on in the business time zone.
 */
export const calendarDay = (message = 'Enter a valid date', timeZone?: string) =>
  z
    .string()
    .trim()
    .max(40, message)
    .transform((value, ctx) => {
      if (isCalendarDay(value)) return value;
      const time = Date.parse(value);
      if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(time)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      const day = calendarDateIn(new Date(time), timeZone);
      // An instant in the first centuries falls on a day outside the years a calendar day may have (the database refuses it).
      if (!isCalendarDay(day)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return day;
    });
