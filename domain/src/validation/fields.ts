// zod field builders carrying SPEC's messages; used by the API's request schemas and the browser forms alike.
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { isCalendarDay, calendarDateIn } from '../format/dates.ts';
import { isValidEmail, isValidPassword, isValidZip, normalizeZip } from './rules.ts';

/** Free text bounded so no request can store an unbounded string. */
export const text = (max = 200) => z.string().trim().max(max, `At most ${max} characters`);
export const requiredText = (max = 200) => text(max).min(1, MESSAGES.required);

export const email = (message: string = MESSAGES.emailInvalid) =>
  z.string().trim().toLowerCase().max(254, message).refine(isValidEmail, message);

export const password = () => z.string().max(128, MESSAGES.passwordRule).refine(isValidPassword, MESSAGES.passwordRule);

export const zipCode = () => z.string().max(20, MESSAGES.zipInvalid).refine(isValidZip, MESSAGES.zipInvalid).transform(normalizeZip);

export const stateRef = () => z.object({ key: z.string().trim().length(2, 'Choose a state').toUpperCase(), name: text(60).optional() });

/**
 * A calendar day as sent on the wire: an ISO date-time (SPEC's 12:00 UTC rule) or a plain 'YYYY-MM-DD'.
 * Parsed to the 'YYYY-MM-DD' it falls on in the business time zone.
 */
export const calendarDay = (message = 'Enter a valid date', timeZone?: string) =>
  z.string().trim().max(40, message).transform((value, ctx) => {
    if (isCalendarDay(value)) return value;
    const time = Date.parse(value);
    if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(time)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return calendarDateIn(new Date(time), timeZone);
  });
