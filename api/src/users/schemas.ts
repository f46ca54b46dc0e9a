// Request and response schemas of the Users issue (profiles, law-firm history, avatars, admin user tooling).
import { z } from 'zod';
import {
  MESSAGES, USER_STATUSES, USER_TYPES, SORTING_TYPES, calendarDateIn, calendarDay, email, isAdultOn, requiredMultilineText, requiredText,
  stateRef, text,
  zipCode,
} from '@litfund/domain';

export const messageSchema = z.object({ message: z.string() });

/** Query values sent empty ('UserType=') mean "not given". */
const emptyAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const dollars = () => z.number().min(0, 'Must be 0 or more').max(1e10).refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'At most 2 decimals');
const percent = () => z.number().min(0, 'Must be 0 or more').max(100, 'At most 100').refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'At most 2 decimals');

/**
 * POST /User/{id}/addLawFirms and POST /updateLawFirm/{id}. userId, id and firstName are read from the path and the
 * law-firm user instead; present=false needs an end date, not before the start date.
 */
export const lawFirmLinkInputSchema = z.object({
  id: z.unknown().optional(),
  lawFirmUserId: z.number().int().positive().max(2_147_483_647),
  firstName: z.unknown().optional(),
  lawFirmName: z.unknown().optional(),
  userId: z.unknown().optional(),
  startDate: calendarDay('Enter a valid start date'),
  endDate: calendarDay('Enter a valid end date').nullable().optional(),
  present: z.boolean().optional().default(false),
}).superRefine((value, ctx) => {
  if (!value.present && !value.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date is required' });
  if (!value.present && value.endDate && value.endDate < value.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date cannot be before the start date' });
});
export type LawFirmLinkInput = z.infer<typeof lawFirmLinkInputSchema>;

export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
/** Enough JSON for a 2 MiB image in base64 (4/3) plus a data-URL prefix; the decoded size is checked (413) after. */
export const AVATAR_BODY_LIMIT = 4 * 1024 * 1024;

export const avatarUploadSchema = z.object({
  mimeType: z.string().max(100).optional(),
  documentBase64String: z.string().min(1, 'Choose an image').max(AVATAR_BODY_LIMIT, 'The image is too large'),
});

export const adminUserListQuerySchema = z.object({
  UserType: z.preprocess(emptyAsUndefined, z.enum(USER_TYPES).optional()),
  UserStatus: z.preprocess(emptyAsUndefined, z.enum(USER_STATUSES).optional()),
  Name: z.preprocess(emptyAsUndefined, z.string().max(100, 'At most 100 characters').optional()),
  PageNumber: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1_000_000).default(1)),
  PageSize: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(100, 'At most 100').default(10)),
  SortingType: z.preprocess((v) => (typeof emptyAsUndefined(v) === 'string' ? String(v).toLowerCase() : undefined), z.enum(SORTING_TYPES).default('desc')),
});

/** A law firm chosen on the create-user form. */
const newUserLawFirmSchema = z.object({
  firmId: z.number().int().positive().max(2_147_483_647),
  lawFirmName: z.unknown().optional(),
  startDate: calendarDay('Enter a valid start date'),
  endDate: calendarDay('Enter a valid end date').nullable().optional(),
  present: z.boolean().optional(),
}).superRefine((value, ctx) => {
  const present = value.present ?? !value.endDate;
  if (!present && !value.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date is required' });
  if (!present && value.endDate && value.endDate < value.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date cannot be before the start date' });
});

/** POST /AdminUser: the create-user form state. */
export const adminUserCreateSchema = z.object({
  email: email(),
  firstName: requiredText(100),
  lastName: text(100).optional().default(''),
  dateOfBirth: calendarDay('Enter a valid date of birth').refine((day) => isAdultOn(day, calendarDateIn(new Date())), MESSAGES.mustBeAdult).nullable().optional(),
  streetAddress: text(200).optional().default(''),
  city: text(100).optional().default(''),
  state: stateRef().nullable().optional(),
  zipCode: z.union([zipCode(), z.literal('')]).optional().default(''),
  phoneNumber: text(30).optional().default(''),
  website: text(200).optional().default(''),
  textLawFirm: text(200).optional().default(''),
  loanLimit: dollars().nullable().optional(),
  banned: z.boolean().optional().default(false),
  userType: z.enum(USER_TYPES),
  additionalFee: percent().optional(),
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

/** Names are searched from 3 characters on (attorney, law firm and name search). */
export const MIN_SEARCH_LENGTH = 3;

/** `%text%` for LIKE, with LIKE's own wildcards escaped (the default escape character is the backslash). */
export function containsPattern(value: string): string {
  return `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
