// The user forms' values to and from the wire; the forms' rules are the domain's admin user form schemas.
import {
  calendarDayToWire,
  centsToDollars,
  dollarsToCents,
  formatZip,
  parseTypedDate,
  type AdminCreateUserForm,
  type AdminEditUserForm,
  type User,
} from '@litfund/domain';
import { wireToTyped } from './law-firm-form.ts';

/**
 * Create User starts with no date of birth: a preset day that fails the 18+ check read as an empty field answered
 * "You must be 18 or older"; empty, the form says the field is required.
 */
export const DEFAULT_DATE_OF_BIRTH = '';

export const CREATE_USER_DEFAULTS: AdminCreateUserForm = {
  email: '',
  firstName: '',
  lastName: '',
  dateOfBirth: DEFAULT_DATE_OF_BIRTH,
  streetAddress: '',
  city: '',
  stateKey: '',
  zipCode: '',
  phoneNumber: '',
  website: '',
  loanLimit: '',
  banned: false,
  userType: 'Client',
};

/** Typed dollars -> the wire's dollars (exact to the cent), or null when left empty. */
export function loanLimitToWire(value: string): number | null {
  const cents = value.trim() === '' ? null : dollarsToCents(value.trim());
  return cents === null ? null : centsToDollars(cents);
}

export function stateOf(key: string, states: ReadonlyArray<{ key: string; name: string }>) {
  if (!key) return null;
  return { key, name: states.find((s) => s.key === key)?.name ?? key };
}

export function userToEditForm(user: User): AdminEditUserForm {
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    dateOfBirth: wireToTyped(user.dateOfBirth),
    streetAddress: user.streetAddress,
    city: user.city,
    stateKey: user.state?.key ?? '',
    zipCode: formatZip(user.zipCode),
    phoneNumber: user.phoneNumber,
    website: user.website,
    loanLimit: user.loanLimit === null ? '' : String(user.loanLimit),
    banned: user.banned,
    userType: user.userType,
    status: user.userStatus?.userStatusesValue ?? 'New',
    additionalFee: String(user.additionalFee ?? 0),
  };
}

/** The personal fields both forms send, as the wire spells them (a birth date at 12:00 UTC, null when empty). */
export function personalToWire(
  values: AdminCreateUserForm | AdminEditUserForm,
  states: ReadonlyArray<{ key: string; name: string }>,
) {
  const day = values.dateOfBirth ? parseTypedDate(values.dateOfBirth) : null;
  return {
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
  };
}

/** The full user object POST AdminUser/{id} expects, with the form's values applied. */
export function applyEditForm(
  user: User,
  values: AdminEditUserForm,
  states: ReadonlyArray<{ key: string; name: string }>,
): User {
  return {
    ...user,
    ...personalToWire(values, states),
    additionalFee: values.additionalFee === '' ? 0 : Number(values.additionalFee),
    userStatus: { ...user.userStatus, userStatusesValue: values.status },
  };
}
