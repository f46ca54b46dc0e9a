import { z } from 'zod';
import { USER_TYPES } from '../enums.ts';

/**
 * A law-firm link grants access only once confirmed: a link a user adds or changes on their own profile is a claim
 * until the law firm's own account or an Approved admin confirms it; links admins make are confirmed at once.
 */
export const LAW_FIRM_LINK_STATES = ['confirmed', 'pending', 'declined'] as const;
export type LawFirmLinkState = (typeof LAW_FIRM_LINK_STATES)[number];

export const LAW_FIRM_MEMBERSHIP_MESSAGES = {
  awaitingConfirmation: 'Awaiting confirmation',
  declined: 'Declined, not a membership',
  confirmed: 'Membership confirmed',
  declinedDone: 'Claim declined',
  ended: 'Membership ended',
  endConsequence:
    'They will no longer see the law firm’s contracts. Only a new claim, confirmed by the firm, restores it.',
  notPending: 'This claim is no longer awaiting confirmation',
  notCurrent: 'This membership is not current',
  noMembers: 'No one has claimed or holds a membership of this law firm',
  attorneysOnly: 'Only attorneys can be members of a law firm',
  tooManyClaims: 'You have 5 law-firm claims awaiting confirmation; wait for the firms to decide before adding another',
  tooManyClaimsThisHour:
    'You have made or changed 10 law-firm claims in the last hour. Please wait an hour before the next one.',
} as const;

/** A link as the law firm (or an admin) sees it on the firm's profile: who claims or holds a membership. */
export const lawFirmMemberSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  /** The member's sign-in address (confirmed before they could be approved): names alone do not tell two people apart. */
  email: z.string(),
  userType: z.enum(USER_TYPES),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  present: z.boolean(),
  state: z.enum(LAW_FIRM_LINK_STATES),
});
export type LawFirmMember = z.infer<typeof lawFirmMemberSchema>;

/**
 * A link that makes the firm the user's: present, confirmed (a link without a state predates claims), of a firm that
 * is Approved (the server's `memberLinks`).
 */
export const isCurrentMembership = (link: { present: boolean; state?: LawFirmLinkState; firmApproved?: boolean }) =>
  link.present && (link.state ?? 'confirmed') === 'confirmed' && link.firmApproved !== false;

export const LAW_FIRM_PERIOD_MESSAGES = {
  endDateRequired: 'End date is required',
  endBeforeStart: 'End date cannot be before the date joined',
} as const;

export interface LawFirmPeriod {
  /** Calendar days, 'YYYY-MM-DD'. */
  startDate?: string | null;
  endDate?: string | null;
  present: boolean;
}

/**
 * A law-firm membership is current (present) or ends on a day not before it started: a history ending before it
 * begins could never be corrected by anyone. Null when the period is fine; the message for the end date otherwise.
 */
export function lawFirmPeriodIssue({ startDate, endDate, present }: LawFirmPeriod): string | null {
  if (present) return null;
  if (!endDate) return LAW_FIRM_PERIOD_MESSAGES.endDateRequired;
  if (startDate && endDate < startDate) return LAW_FIRM_PERIOD_MESSAGES.endBeforeStart;
  return null;
}
