import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { USER_TYPES, USER_STATUSES } from '../enums.ts';
import {
  email,
  password,
  phone,
  website,
  zipCode,
  stateRef,
  text,
  requiredText,
  calendarDay,
} from '../validation/fields.ts';
import { isAdultOn } from '../validation/rules.ts';
import { calendarDateIn } from '../format/dates.ts';

const adultBirthDate = () =>
  calendarDay('Enter a valid date of birth').refine(
    (day) => isAdultOn(day, calendarDateIn(new Date())),
    MESSAGES.mustBeAdult,
  );

/** Self-registration never chooses a user type other than these: firms and administrators are created by an administrator. */
export const SELF_REGISTRATION_TYPES = ['Attorney', 'Client'] as const;
export type SelfRegistrationType = (typeof SELF_REGISTRATION_TYPES)[number];

/** POST /Account/register. */
export const registrationSchema = z.object({
  email: email(),
  password: password(),
  firstName: requiredText(100),
  lastName: requiredText(100),
  dateOfBirth: adultBirthDate(),
  streetAddress: text(200).optional().default(''),
  city: text(100).optional().default(''),
  state: stateRef(),
  zipCode: zipCode(),
  phoneNumber: phone().optional().default(''),
  website: website().optional().default(''),
  textLawFirm: text(200).optional().default(''),
  userType: z.enum(SELF_REGISTRATION_TYPES).optional().default('Attorney'),
});
export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

/** A zip code as typed: the wire rule, or empty where the field is optional. */
export const typedZip = (optional = false) =>
  z.string().refine((v) => (optional && v === '') || zipCode().safeParse(v).success, MESSAGES.zipInvalid);

/** The personal data every form about a user asks for (registration, an administrator's user forms). */
export const personalFormFields = {
  email: email(),
  firstName: requiredText(100),
  lastName: requiredText(100),
  streetAddress: text(200),
  city: text(100),
  stateKey: z.string().length(2, MESSAGES.chooseState),
  zipCode: typedZip(),
  phoneNumber: phone(),
  website: website(),
};

/** The browser's registration form adds the confirmation, which never leaves the browser. */
export const registrationFormSchema = z
  .object({
    ...personalFormFields,
    password: password(),
    confirmPassword: z.string(),
    dateOfBirth: z.string().min(1, MESSAGES.required),
    textLawFirm: text(200),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDoNotMatch,
  });
export type RegistrationForm = z.infer<typeof registrationFormSchema>;

export const loginSchema = z.object({
  email: email(),
  password: z.string().min(1, MESSAGES.required).max(128, MESSAGES.wrongPassword),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const loginResponseSchema = z.object({
  accessToken: z.string(),
  userId: z.number().int(),
  role: z.enum(USER_TYPES),
  userFirtsName: z.string(),
  userLastName: z.string(),
  userStatus: z.object({ userStatusesValue: z.string() }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const emailQuerySchema = z.object({ email: email() });

export const resetPasswordSuccessQuerySchema = z.object({ passwordToken: z.string().min(1).max(200) });
export const resetPasswordSuccessBodySchema = z.object({ password: password(), email: email() });

export const resetPasswordFormSchema = z
  .object({ password: password(), repeatPassword: z.string() })
  .refine((form) => form.password === form.repeatPassword, {
    path: ['repeatPassword'],
    message: MESSAGES.passwordMismatch,
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** POST /Account/change-password: the signed-in user's current password and the new one. */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, MESSAGES.required).max(128, MESSAGES.wrongPassword),
  newPassword: password(),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The profile's form adds the confirmation, which never leaves the browser. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, MESSAGES.required).max(128, MESSAGES.wrongPassword),
    newPassword: password(),
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDoNotMatch,
  })
  .refine((form) => form.newPassword === '' || form.newPassword !== form.currentPassword, {
    path: ['newPassword'],
    message: MESSAGES.samePassword,
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const confirmEmailQuerySchema = z.object({ emailToken: z.string().min(1).max(200), email: email() });
/**
 * The confirmation link proves the mailbox; the password proves the account is the reader's. Without it, whoever
 * registered someone else's address kept the account once its owner (or a mail scanner) opened the link.
 */
export const confirmEmailBodySchema = z.object(
  { password: z.string().min(1, MESSAGES.required).max(128, MESSAGES.wrongPassword) },
  { error: MESSAGES.confirmNeedsPassword },
);
export type ConfirmEmailInput = z.infer<typeof confirmEmailBodySchema>;

export const userStatusValueSchema = z.enum(USER_STATUSES);
