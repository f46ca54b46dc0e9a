import { z } from 'zod';
import {
  MESSAGES, USER_STATUSES, USER_TYPES, calendarDateIn, calendarDayToWire, centsToDollars, dollarsToCents, email, isAdultOn,
  parseTypedDate, requiredText, text, zipCode, type User,
} from '@litfund/domain';
import { wireToTyped } from './law-firm-form.ts';

/** docs/product.md: the create-user default date of birth (it fails the 18+ check until changed). */
export const DEFAULT_DATE_OF_BIRTH = '01/01/2021';
export const DATE_OF_BIRTH_FORMAT = 'Enter the date of birth as MM/DD/YYYY';
export const LOAN_LIMIT_INVALID = 'Enter an amount in dollars (at most 2 decimals)';
export const FEE_INVALID = 'Enter a percent from 0 to 100 (at most 2 decimals)';

const dollarsText = z.string().trim().refine((v) => v === '' || (dollarsToCents(v) !== null && Number(v) >= 0), LOAN_LIMIT_INVALID);

/** The personal data both user forms share (docs/product.md). */
const personalFields = {
  email: email(),
  firstName: requiredText(100),
  lastName: requiredText(100),
  dateOfBirth: z.string().trim().min(1, MESSAGES.required).superRefine((value, ctx) => {
    const day = parseTypedDate(value);
    if (!day) ctx.addIssue({ code: 'custom', message: DATE_OF_BIRTH_FORMAT });
    else if (!isAdultOn(day, calendarDateIn(new Date()))) ctx.addIssue({ code: 'custom', message: MESSAGES.mustBeAdult });
  }),
  streetAddress: text(200),
  city: text(100),
  stateKey: z.string().length(2, 'Choose a state'),
  zipCode: z.string().refine((v) => zipCode().safeParse(v).success, MESSAGES.zipInvalid),
  phoneNumber: text(30),
  website: text(200),
  loanLimit: dollarsText,
  banned: z.boolean(),
  userType: z.enum(USER_TYPES),
};

export const createUserFormSchema = z.object(personalFields);
export type CreateUserFormValues = z.input<typeof createUserFormSchema>;

export const CREATE_USER_DEFAULTS: CreateUserFormValues = {
  email: '', firstName: '', lastName: '', dateOfBirth: DEFAULT_DATE_OF_BIRTH, streetAddress: '', city: '', stateKey: '',
  zipCode: '', phoneNumber: '', website: '', loanLimit: '', banned: false, userType: 'Client',
};

export const editUserFormSchema = z.object({
  ...personalFields,
  // an older account may have no birth date recorded: then it stays empty
  dateOfBirth: z.string().trim().superRefine((value, ctx) => {
    if (value === '') return;
    const day = parseTypedDate(value);
    if (!day) ctx.addIssue({ code: 'custom', message: DATE_OF_BIRTH_FORMAT });
    else if (!isAdultOn(day, calendarDateIn(new Date()))) ctx.addIssue({ code: 'custom', message: MESSAGES.mustBeAdult });
  }),
  stateKey: z.string().refine((v) => v === '' || v.length === 2, 'Choose a state'),
  zipCode: z.string().refine((v) => v === '' || zipCode().safeParse(v).success, MESSAGES.zipInvalid),
  status: z.enum(USER_STATUSES),
  additionalFee: z.string().trim().refine((v) => {
    if (v === '') return true;
    const n = Number(v);
    return Number.isFinite(n) && n >= 0 && n <= 100 && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
  }, FEE_INVALID),
});
export type EditUserFormValues = z.input<typeof editUserFormSchema>;

export function loanLimitToWire(value: string): number | null {
  const cents = value.trim() === '' ? null : dollarsToCents(value.trim());
  return cents === null ? null : centsToDollars(cents);
}

export function stateOf(key: string, states: ReadonlyArray<{ key: string; name: string }>) {
  if (!key) return null;
  return { key, name: states.find((s) => s.key === key)?.name ?? key };
}

export function userToEditForm(user: User): EditUserFormValues {
  return {
    email: user.email, firstName: user.firstName, lastName: user.lastName, dateOfBirth: wireToTyped(user.dateOfBirth),
    streetAddress: user.streetAddress, city: user.city, stateKey: user.state?.key ?? '', zipCode: user.zipCode,
    phoneNumber: user.phoneNumber, website: user.website, loanLimit: user.loanLimit === null ? '' : String(user.loanLimit),
    banned: user.banned, userType: user.userType, status: user.userStatus?.userStatusesValue ?? 'New',
    additionalFee: String(user.additionalFee ?? 0),
  };
}

/** The full user object POST AdminUser/{id} expects, with the form's values applied. */
export function applyEditForm(user: User, values: EditUserFormValues, states: ReadonlyArray<{ key: string; name: string }>): User {
  const day = values.dateOfBirth ? parseTypedDate(values.dateOfBirth) : null;
  return {
    ...user,
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    dateOfBirth: day ? calendarDayToWire(day) : null,
    streetAddress: values.streetAddress,
    city: values.city,
    state: stateOf(values.stateKey, states),
    zipCode: values.zipCode,
    phoneNumber: values.phoneNumber,
    website: values.website,
    loanLimit: loanLimitToWire(values.loanLimit),
    banned: values.banned,
    userType: values.userType,
    additionalFee: values.additionalFee === '' ? 0 : Number(values.additionalFee),
    userStatus: { ...user.userStatus, userStatusesValue: values.status },
  };
}
