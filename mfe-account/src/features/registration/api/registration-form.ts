import {
  MESSAGES,
  US_STATES,
  calendarDateIn,
  calendarDayToWire,
  isAdultOn,
  parseTypedDate,
  registrationFormSchema,
  type RegistrationForm,
  type RegistrationInput,
  type SelfRegistrationType,
} from '@litfund/domain';

export { SELF_REGISTRATION_TYPES, type SelfRegistrationType } from '@litfund/domain';

export const DATE_OF_BIRTH_FORMAT = 'Enter the date of birth as MM/DD/YYYY';

const hasTypedBirthDate = (payload: { value: unknown }) =>
  typeof (payload.value as { dateOfBirth?: unknown } | null)?.dateOfBirth === 'string';

/**
 * domain's registration form schema plus the typed birth date (MM/DD/YYYY, a real day, 18 or older). These checks
 * run even while other fields are still invalid, so every message shows at once.
 */
export const registrationPageSchema = registrationFormSchema
  .refine((form) => form.dateOfBirth === '' || parseTypedDate(form.dateOfBirth) !== null, {
    path: ['dateOfBirth'],
    message: DATE_OF_BIRTH_FORMAT,
    when: hasTypedBirthDate,
  })
  .refine(
    (form) => {
      const day = parseTypedDate(form.dateOfBirth);
      return day === null || isAdultOn(day, calendarDateIn(new Date()));
    },
    { path: ['dateOfBirth'], message: MESSAGES.mustBeAdult, when: hasTypedBirthDate },
  );

/** The form's values as the registration payload (confirmPassword stays in the browser). */
export function toRegistrationPayload(
  form: RegistrationForm,
  userType: SelfRegistrationType,
  states: ReadonlyArray<{ key: string; name: string }>,
): RegistrationInput {
  const day = parseTypedDate(form.dateOfBirth);
  if (day === null) throw new Error(DATE_OF_BIRTH_FORMAT);
  const stateName = [...states, ...US_STATES].find((s) => s.key === form.stateKey)?.name ?? form.stateKey;
  return {
    email: form.email,
    password: form.password,
    firstName: form.firstName,
    lastName: form.lastName,
    dateOfBirth: calendarDayToWire(day),
    streetAddress: form.streetAddress,
    city: form.city,
    state: { key: form.stateKey, name: stateName },
    zipCode: form.zipCode,
    phoneNumber: form.phoneNumber,
    website: form.website,
    textLawFirm: form.textLawFirm,
    userType,
  };
}
