import { z } from 'zod';
import { USER_TYPES, USER_STATUSES, SORTING_TYPES } from '../enums.ts';
import {
  email,
  phone,
  website,
  zipCode,
  stateRef,
  text,
  requiredText,
  requiredMultilineText,
  calendarDay,
} from '../validation/fields.ts';
import { isAdultOn } from '../validation/rules.ts';
import { calendarDateIn } from '../format/dates.ts';
import { MESSAGES } from '../messages.ts';
import { LAW_FIRM_LINK_STATES, lawFirmPeriodIssue } from './law-firm-membership.ts';

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
  /** Whether the firm is Approved: a New or Rejected firm's membership opens nothing and names no request. */
  firmApproved: z.boolean().optional(),
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

/** A percent from 0 to 100 with at most 2 decimals (the additional fee). */
export const percentAmount = () =>
  z
    .number()
    .min(0, 'Must be 0 or more')
    .max(100, 'At most 100')
    .refine(
      (n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
      'At most 2 decimals',
    );
/** Dollars, not negative, with at most 2 decimals (the loan limit). */
export const dollarsAmount = () =>
  z
    .number()
    .min(0, 'Must be 0 or more')
    .max(1e10)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'At most 2 decimals');

/**
 * POST /AdminUser/{id}: the clients send the whole user back; only these fields are read, the rest
 * (ids, computed figures, law firms) is ignored.
 */
export const adminUserUpdateSchema = z.object({
  email: email().optional(),
  firstName: requiredText(100).optional(),
  lastName: requiredText(100).optional(),
  dateOfBirth: calendarDay('Enter a valid date of birth')
    .refine((day) => isAdultOn(day, calendarDateIn(new Date())), MESSAGES.mustBeAdult)
    .nullable()
    .optional(),
  streetAddress: text(200).optional(),
  city: text(100).optional(),
  state: stateRef().nullable().optional(),
  zipCode: z.union([zipCode(), z.literal('')]).optional(),
  phoneNumber: phone().optional(),
  website: website().optional(),
  textLawFirm: text(200).optional(),
  userType: z.enum(USER_TYPES).optional(),
  banned: z.boolean().optional(),
  loanLimit: dollarsAmount().nullable().optional(),
  additionalFee: percentAmount().optional(),
  userStatus: z
    .object({ userStatusesValue: z.enum(USER_STATUSES) })
    .partial()
    .optional(),
  userStatusesValue: z.enum(USER_STATUSES).optional(),
});
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

export const userByEmailQuerySchema = z.object({ Email: email() });
export const idParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Query values sent empty ('UserType=') mean "not given". */
const emptyAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * POST /User/{id}/addLawFirms and POST /updateLawFirm/{id}. userId, id and firstName are read from the path and the
 * law-firm user instead; present=false needs an end date, not before the start date (lawFirmPeriodIssue).
 */
export const lawFirmLinkInputSchema = z
  .object({
    id: z.unknown().optional(),
    lawFirmUserId: z.number().int().positive().max(2_147_483_647),
    firstName: z.unknown().optional(),
    lawFirmName: z.unknown().optional(),
    userId: z.unknown().optional(),
    startDate: calendarDay('Enter a valid start date'),
    endDate: calendarDay('Enter a valid end date').nullable().optional(),
    present: z.boolean().optional().default(false),
  })
  .superRefine((value, ctx) => {
    const issue = lawFirmPeriodIssue(value);
    if (issue) ctx.addIssue({ code: 'custom', path: ['endDate'], message: issue });
  });
export type LawFirmLinkInput = z.infer<typeof lawFirmLinkInputSchema>;

export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
/** An avatar's width and height at most: a phone photo fits; a small file that unpacks to a huge picture does not. */
export const MAX_AVATAR_SIDE = 4096;
/** Enough JSON for a 2 MiB image in base64 (4/3) plus a data-URL prefix; the decoded size is checked (413) after. */
export const AVATAR_BODY_LIMIT = 4 * 1024 * 1024;

export const avatarUploadSchema = z.object({
  mimeType: z.string().max(100).optional(),
  documentBase64String: z.string().min(1, 'Choose an image').max(AVATAR_BODY_LIMIT, 'The image is too large'),
});

/** The longest name the administrators' user search takes: the search field stops there. */
export const USER_NAME_SEARCH_MAX = 100;

export const adminUserListQuerySchema = z.object({
  UserType: z.preprocess(emptyAsUndefined, z.enum(USER_TYPES).optional()),
  UserStatus: z.preprocess(emptyAsUndefined, z.enum(USER_STATUSES).optional()),
  Name: z.preprocess(
    emptyAsUndefined,
    z.string().max(USER_NAME_SEARCH_MAX, `At most ${USER_NAME_SEARCH_MAX} characters`).optional(),
  ),
  PageNumber: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1_000_000).default(1)),
  PageSize: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(100, 'At most 100').default(10)),
  SortingType: z.preprocess(
    (v) => (typeof emptyAsUndefined(v) === 'string' ? String(v).toLowerCase() : undefined),
    z.enum(SORTING_TYPES).default('desc'),
  ),
});

/** A law firm chosen on the create-user form. */
const newUserLawFirmSchema = z
  .object({
    firmId: z.number().int().positive().max(2_147_483_647),
    lawFirmName: z.unknown().optional(),
    startDate: calendarDay('Enter a valid start date'),
    endDate: calendarDay('Enter a valid end date').nullable().optional(),
    present: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    const issue = lawFirmPeriodIssue({ ...value, present: value.present ?? !value.endDate });
    if (issue) ctx.addIssue({ code: 'custom', path: ['endDate'], message: issue });
  });

/** POST /AdminUser: the create-user form state. */
export const adminUserCreateSchema = z.object({
  email: email(),
  firstName: requiredText(100),
  lastName: text(100).optional().default(''),
  dateOfBirth: calendarDay('Enter a valid date of birth')
    .refine((day) => isAdultOn(day, calendarDateIn(new Date())), MESSAGES.mustBeAdult)
    .nullable()
    .optional(),
  streetAddress: text(200).optional().default(''),
  city: text(100).optional().default(''),
  state: stateRef().nullable().optional(),
  zipCode: z
    .union([zipCode(), z.literal('')])
    .optional()
    .default(''),
  phoneNumber: phone().optional().default(''),
  website: website().optional().default(''),
  textLawFirm: text(200).optional().default(''),
  loanLimit: dollarsAmount().nullable().optional(),
  banned: z.boolean().optional().default(false),
  userType: z.enum(USER_TYPES),
  additionalFee: percentAmount().optional(),
  lawFirms: z.array(newUserLawFirmSchema).max(50).optional().default([]),
});

export const adminUserCreatedSchema = z.object({ id: z.number().int() });

export const adminCommentSchema = z.object({
  id: z.number().int(),
  commentText: z.string(),
  dateComment: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string(),
});
export const adminCommentInputSchema = z.object({
  commentText: requiredMultilineText(2000),
});

export const autocompleteQuerySchema = z.object({ userName: z.string().max(100).optional() });
export const autocompleteItemSchema = z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() });
export const autocompleteKindSchema = z.object({ kind: z.enum(['attorney', 'client', 'lawFirm', 'firmAttorney']) });

/** Names are searched from 3 characters on (docs/product.md: attorney, law firm and name search). */
export const MIN_SEARCH_LENGTH = 3;
