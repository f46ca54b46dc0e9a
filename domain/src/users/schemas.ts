import { z } from 'zod';
import { USER_TYPES, USER_STATUSES } from '../enums.ts';
import { email, zipCode, stateRef, text, requiredText, calendarDay } from '../validation/fields.ts';
import { isAdultOn } from '../validation/rules.ts';
import { calendarDateIn } from '../format/dates.ts';
import { MESSAGES } from '../messages.ts';
import { LAW_FIRM_LINK_STATES } from './law-firm-membership.ts';

export const stateSchema = z.object({ id: z.number().int().optional(), key: z.string(), name: z.string() });
export type State = z.infer<typeof stateSchema>;

export const userStatusSchema = z.object({
  userStatusesValue: z.enum(USER_STATUSES),
  date: z.string().nullable(),
  approvedByUserId: z.number().int().nullable(),
  approvedByUserName: z.string().nullable().optional(),
});

export const lawFirmLinkSchema = z.object({
  id: z.number().int(),
  lawFirmUserId: z.number().int(),
  firstName: z.string(),
  lawFirmName: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  present: z.boolean(),
  userId: z.number().int(),
  /** Only a confirmed, present link makes the firm the user's (their access to its contracts). */
  state: z.enum(LAW_FIRM_LINK_STATES).optional(),
});
export type LawFirmLink = z.infer<typeof lawFirmLinkSchema>;

/** What any signed-in user may see of another user. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  userType: z.enum(USER_TYPES),
  roleName: z.string(),
  city: z.string(),
  state: stateSchema.nullable(),
  website: z.string(),
  avatar: z.string().nullable(),
  lawFirms: z.array(lawFirmLinkSchema),
  active: z.boolean(),
  dateFirstContract: z.string().nullable(),
  isPublicCard: z.literal(true).optional(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** The whole user, for the user themself and Approved administrators. */
export const userSchema = publicUserSchema.extend({
  email: z.string(),
  dateOfBirth: z.string().nullable(),
  streetAddress: z.string(),
  zipCode: z.string(),
  phoneNumber: z.string(),
  loanLimit: z.number().nullable(),
  banned: z.boolean(),
  additionalFee: z.number(),
  createDate: z.string(),
  dateLogin: z.string().nullable(),
  openFundTotal: z.number(),
  totalContract: z.number().int(),
  userStatus: userStatusSchema,
  textLawFirm: z.string(),
  emailConfirmed: z.boolean(),
  associatedContracts: z.array(z.unknown()),
});
export type User = z.infer<typeof userSchema>;

const percent = () => z.number().min(0, 'Must be 0 or more').max(100, 'At most 100').refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'At most 2 decimals');
const dollars = () => z.number().min(0, 'Must be 0 or more').max(1e10).refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'At most 2 decimals');

/**
 * POST /AdminUser/{id}: the clients send the whole user back; only these fields are read, the rest
 * (ids, computed figures, law firms) is ignored.
 */
export const adminUserUpdateSchema = z.object({
  email: email().optional(),
  firstName: requiredText(100).optional(),
  lastName: requiredText(100).optional(),
  dateOfBirth: calendarDay('Enter a valid date of birth').refine((day) => isAdultOn(day, calendarDateIn(new Date())), MESSAGES.mustBeAdult).nullable().optional(),
  streetAddress: text(200).optional(),
  city: text(100).optional(),
  state: stateRef().nullable().optional(),
  zipCode: z.union([zipCode(), z.literal('')]).optional(),
  phoneNumber: text(30).optional(),
  website: text(200).optional(),
  textLawFirm: text(200).optional(),
  userType: z.enum(USER_TYPES).optional(),
  banned: z.boolean().optional(),
  loanLimit: dollars().nullable().optional(),
  additionalFee: percent().optional(),
  userStatus: z.object({ userStatusesValue: z.enum(USER_STATUSES) }).partial().optional(),
  userStatusesValue: z.enum(USER_STATUSES).optional(),
});
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

export const userByEmailQuerySchema = z.object({ Email: email() });
export const idParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
