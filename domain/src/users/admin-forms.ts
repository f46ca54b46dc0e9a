// The forms an administrator fills in about a user. Each rule is written once here: the personal data as
// registration checks it, typed MM/DD/YYYY dates, dollars and percents as the wire schemas check them, and the
// law-firm period rule the API checks too.
import { z } from 'zod';
import { USER_STATUSES, USER_TYPES } from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import { calendarDateIn, parseTypedDate } from '../format/dates.ts';
import { dollarsToCents } from '../format/money.ts';
import { isAdultOn } from '../validation/rules.ts';
import { dollarsAmount, percentAmount } from './schemas.ts';
import { lawFirmPeriodIssue } from './law-firm-membership.ts';
import { personalFormFields, typedZip } from '../account/schemas.ts';

export const USER_FORM_MESSAGES = {
  dateOfBirthFormat: 'Enter the date of birth as MM/DD/YYYY',
  loanLimitInvalid: 'Enter an amount in dollars (at most 2 decimals)',
  feeInvalid: 'Enter a percent from 0 to 100 (at most 2 decimals)',
  invalidDate: 'Enter a valid date (MM/DD/YYYY)',
} as const;

/** A typed MM/DD/YYYY birth date of an adult (empty allowed when `optional`: older accounts may have none). */
export const typedDateOfBirth = ({ optional = false } = {}) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') {
        if (!optional) ctx.addIssue({ code: 'custom', message: MESSAGES.required });
        return;
      }
      const day = parseTypedDate(value);
      if (!day) ctx.addIssue({ code: 'custom', message: USER_FORM_MESSAGES.dateOfBirthFormat });
      else if (!isAdultOn(day, calendarDateIn(new Date())))
        ctx.addIssue({ code: 'custom', message: MESSAGES.mustBeAdult });
    });

/** Dollars as typed (empty for none), held to the wire's amount rule. */
export const typedDollars = () =>
  z
    .string()
    .trim()
    .refine(
      (v) => v === '' || (dollarsToCents(v) !== null && dollarsAmount().safeParse(Number(v)).success),
      USER_FORM_MESSAGES.loanLimitInvalid,
    );

/** A percent as typed (empty for none), held to the wire's percent rule. */
export const typedPercent = () =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || percentAmount().safeParse(Number(v)).success, USER_FORM_MESSAGES.feeInvalid);

const adminUserFields = {
  ...personalFormFields,
  dateOfBirth: typedDateOfBirth(),
  loanLimit: typedDollars(),
  banned: z.boolean(),
  userType: z.enum(USER_TYPES),
};

/** The administrator's Create User form. */
export const adminCreateUserFormSchema = z.object(adminUserFields);
export type AdminCreateUserForm = z.input<typeof adminCreateUserFormSchema>;

/** The administrator's Edit User form: what an older account may lack (birth date, state, zip) may stay empty. */
export const adminEditUserFormSchema = z.object({
  ...adminUserFields,
  dateOfBirth: typedDateOfBirth({ optional: true }),
  stateKey: z.string().refine((v) => v === '' || v.length === 2, MESSAGES.chooseState),
  zipCode: typedZip(true),
  status: z.enum(USER_STATUSES),
  additionalFee: typedPercent(),
});
export type AdminEditUserForm = z.input<typeof adminEditUserFormSchema>;

/** A law-firm membership as typed: firm, date joined, and an end date unless present. */
export const lawFirmFormSchema = z
  .object({
    firmId: z.string().min(1, MESSAGES.required),
    startDate: z.string().trim().min(1, MESSAGES.required),
    present: z.boolean(),
    endDate: z.string().trim(),
  })
  .superRefine((value, ctx) => {
    const start = parseTypedDate(value.startDate);
    if (value.startDate && !start)
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: USER_FORM_MESSAGES.invalidDate });
    const end = value.endDate ? parseTypedDate(value.endDate) : null;
    if (!value.present && value.endDate && !end) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: USER_FORM_MESSAGES.invalidDate });
      return;
    }
    const issue = lawFirmPeriodIssue({ startDate: start, endDate: end, present: value.present });
    if (issue) ctx.addIssue({ code: 'custom', path: ['endDate'], message: issue });
  });
export type LawFirmFormValues = z.input<typeof lawFirmFormSchema>;
