// The funder's desk (docs/product.md, "The funder's desk"): the portfolio dashboard's filter and figures, and the
// work queue. Money in dollars on the wire, as everywhere; days as YYYY-MM-DD.
import { z } from 'zod';
import { CONTRACT_TYPES } from '../enums.ts';
import type { ContractType } from '../enums.ts';
import { parseTypedDate } from '../format/dates.ts';

export const DESK_MESSAGES = {
  badDay: 'Enter a valid date (MM/DD/YYYY).',
  rangeOrder: 'The start date must be on or before the end date.',
} as const;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DESK_MESSAGES.badDay)
  .refine((day) => {
    const date = new Date(`${day}T12:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
  }, DESK_MESSAGES.badDay);

/** Cases first funded in [from, to], of one contract type or both. */
export const dashboardQuerySchema = z
  .object({
    from: isoDay.optional(),
    to: isoDay.optional(),
    contractType: z.enum(CONTRACT_TYPES).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: DESK_MESSAGES.rangeOrder, path: ['to'] });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

const money = z.number();
const groupSchema = z.object({
  key: z.string(),
  label: z.string(),
  cases: z.number().int(),
  funded: money,
  collected: money,
  openPrincipal: money,
  totalDue: money,
});
export type DashboardGroup = z.infer<typeof groupSchema>;

export const dashboardSchema = z.object({
  /** The business day Total Due and expected payoff hold for (the oldest, while some are being worked out again). */
  figuresOn: z.string().nullable(),
  totals: z.object({
    fundedCases: z.number().int(),
    openCases: z.number().int(),
    closedCases: z.number().int(),
    fundedPrincipal: money,
    openPrincipal: money,
    totalDue: money,
    collected: money,
    expectedPayoff: money,
    closedFunded: money,
    closedCollected: money,
    lostUnrecovered: money,
    /** (collected − funded) / funded over closed cases, in percent with two decimals; null with no closed case. */
    realizedReturnPercent: z.number().nullable(),
    /** Principal not recovered on lost cases / principal of closed cases, in percent; null with no closed case. */
    lossRatePercent: z.number().nullable(),
  }),
  byMonth: z.array(z.object({ month: z.string(), funded: money, collected: money })),
  byState: z.array(groupSchema),
  byStatus: z.array(groupSchema),
  byAttorney: z.array(groupSchema),
  byLawFirm: z.array(groupSchema),
  /** Per funding quarter: what was funded, and the share collected by the end of each month after the quarter began. */
  vintages: z.array(
    z.object({
      quarter: z.string(),
      funded: money,
      points: z.array(z.object({ month: z.number().int(), collected: money, percent: z.number() })),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const WORK_ITEM_KINDS = [
  'requestWaiting',
  'userWaiting',
  'agreementAwaiting',
  'cancellationClosing',
  'checkInUnanswered',
  'priceRising',
  'caseQuiet',
] as const;
export type WorkItemKind = (typeof WORK_ITEM_KINDS)[number];

/** The heading of each kind of item on the work queue. */
export const WORK_ITEM_TITLES: Record<WorkItemKind, string> = {
  requestWaiting: 'Requests waiting for approval',
  userWaiting: 'Users waiting for approval',
  agreementAwaiting: 'Agreements waiting for a signature',
  cancellationClosing: 'Cancellation windows closing',
  checkInUnanswered: 'Check-ins unanswered',
  priceRising: 'Prices rising within 7 days',
  caseQuiet: 'Cases with no update for 90 days',
};

export const workItemSchema = z.object({
  kind: z.enum(WORK_ITEM_KINDS),
  /** What the item is about: a case ID or a user's name. */
  subject: z.string(),
  detail: z.string(),
  /** The day that makes it due or urgent (YYYY-MM-DD). */
  on: z.string(),
  /** The portal path where it is handled. */
  href: z.string(),
});
export type WorkItem = z.infer<typeof workItemSchema>;

export const workQueueSchema = z.object({
  sections: z.array(
    z.object({
      kind: z.enum(WORK_ITEM_KINDS),
      title: z.string(),
      /** How many there are; items lists the first few. */
      count: z.number().int(),
      items: z.array(workItemSchema),
    }),
  ),
});
export type WorkQueue = z.infer<typeof workQueueSchema>;

/** Work-queue windows: cancellation deadlines this many days ahead, price rises, quiet cases. */
export const CANCELLATION_CLOSING_DAYS = 3;
export const PRICE_RISE_DAYS = 7;
export const QUIET_CASE_DAYS = 90;
/** Items listed per section; the count says how many there are in all. */
export const WORK_ITEMS_SHOWN = 10;

/** A ratio in percent with two decimals, or null when there is nothing to divide by. */
export function percentOf(numeratorCents: number, denominatorCents: number): number | null {
  if (denominatorCents === 0) return null;
  return Math.round((numeratorCents / denominatorCents) * 10_000) / 100;
}

/** The dashboard's filter as typed: days as MM/DD/YYYY (empty: open-ended), a contract type or '' for both. */
export interface DashboardFilterForm {
  from: string;
  to: string;
  contractType: string;
}

/** The query the typed filter asks for, or a message per field that cannot be read (the same rules as the API's). */
export function dashboardQueryOf(
  form: DashboardFilterForm,
): { query: DashboardQuery; errors?: undefined } | { errors: Partial<Record<'from' | 'to', string>> } {
  const day = (typed: string) => (typed.trim() === '' ? undefined : (parseTypedDate(typed) ?? null));
  const [from, to] = [day(form.from), day(form.to)];
  const errors: Partial<Record<'from' | 'to', string>> = {};
  if (from === null) errors.from = DESK_MESSAGES.badDay;
  if (to === null) errors.to = DESK_MESSAGES.badDay;
  else if (from && to && from > to) errors.to = DESK_MESSAGES.rangeOrder;
  if (errors.from || errors.to) return { errors };
  const contractType = (CONTRACT_TYPES as readonly string[]).includes(form.contractType)
    ? (form.contractType as ContractType)
    : undefined;
  return { query: { ...(from ? { from } : {}), ...(to ? { to } : {}), ...(contractType ? { contractType } : {}) } };
}
