// Case check-ins: every open funded contract's attorney is asked how the case stands, through a single-use link with
// no password. What they may answer (the wire body the API validates), what the screens say, and the contract's
// timeline of answers. The browser form's typed fields are parsed by checkInFormSchema into the same body.
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { calendarDay, email, requiredMultilineText, requiredText, multilineText } from '../validation/fields.ts';
import { addDays, calendarDateIn, parseTypedDate } from '../format/dates.ts';
import { parseTypedMoney, centsToDollars } from '../format/money.ts';
import { MAX_MONEY_MOVEMENT_CENTS } from '../contracts/money-rules.ts';

/** How often an open funded contract's attorney is asked, unless an administrator set the contract's own period. */
export const DEFAULT_CHECK_IN_EVERY_DAYS = 90;
/** Unanswered this long after it was sent: the attorney is reminded (and the check-in joins the work queue). */
export const CHECK_IN_REMINDER_AFTER_DAYS = 14;
/** A mailed link works this long (the reminder mails a fresh one). */
export const CHECK_IN_LINK_VALID_DAYS = 30;
export const MAX_CHECK_IN_EVERY_DAYS = 365;
/** A contract is asked about while funded and open: its check is sent (or cashed) and it is neither closed nor cancelled. */
export const CHECK_IN_STATUSES = ['CheckSent', 'CheckCashed'] as const;

export const CHECK_IN_ANSWER_KINDS = ['Pending', 'Settled', 'Lost', 'NoLongerRepresenting', 'Other'] as const;
export type CheckInAnswerKind = (typeof CHECK_IN_ANSWER_KINDS)[number];

export const CHECK_IN_ANSWER_LABELS: Record<CheckInAnswerKind, string> = {
  Pending: 'Still pending',
  Settled: 'Settled',
  Lost: 'Lost',
  NoLongerRepresenting: 'No longer representing the plaintiff',
  Other: 'Other',
};

/**
 * due: waiting to be mailed; sent: mailed, not answered; answered; replaced: a newer check-in was requested, or the
 * contract closed or changed counsel (retired: its links stop working).
 */
export const CHECK_IN_STATES = ['due', 'sent', 'answered', 'replaced'] as const;
export type CheckInState = (typeof CHECK_IN_STATES)[number];

export const CHECK_IN_MESSAGES = {
  linkInvalid: 'This check-in link is not valid. Use the link in the most recent check-in email from LitFund.',
  linkExpired: 'This check-in link has expired. Ask LitFund for a new one.',
  linkReplaced: 'A newer check-in replaced this link. Use the link in the most recent check-in email from LitFund.',
  linkContractClosed: 'This contract is no longer open, so this check-in needs no answer. Thank you.',
  linkCounselChanged: "The case's counsel changed, so this check-in link no longer works. Thank you.",
  alreadyAnswered: 'This check-in has already been answered. Thank you.',
  answered: 'Thank you. Your answer was sent to LitFund.',
  notOpenFunded: 'Check-ins are only for funded contracts that are still open',
  noCounsel: 'This contract has no attorney or law firm to ask',
  requested: 'A check-in was sent to the attorney',
  everyDaysRange: `Enter a whole number of days from 1 to ${MAX_CHECK_IN_EVERY_DAYS}`,
  kindRequired: 'Choose how the case stands',
  amountRequired: 'Enter the settlement amount, above $0',
  dateRequired: 'Enter a valid date (MM/DD/YYYY)',
  dateBetween: (from: string, to: string) => `Enter a date from ${from} to ${to}`,
} as const;

/**
 * How far the answer's dates may lie from the business day (docs/decisions.md): a settlement expected by a day up to a
 * month past (an answer typed late) and at most 10 years ahead; a settlement payment expected from today to 5 years on.
 */
export const SETTLEMENT_DATE_DAYS = { before: 30, after: 3653 } as const;
export const PAYMENT_DATE_DAYS = { before: 0, after: 1826 } as const;

const ddmm = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/** The answer's date outside its range on `today` (the business day), with the field it is in; null when fine. */
export function checkInAnswerDateProblem(
  answer: { kind: string; expectedSettlementDate?: string; expectedPaymentDate?: string },
  today: string,
): { path: 'expectedSettlementDate' | 'expectedPaymentDate'; message: string } | null {
  const check = (path: 'expectedSettlementDate' | 'expectedPaymentDate', range: { before: number; after: number }) => {
    const day = answer[path];
    const from = addDays(today, -range.before);
    const to = addDays(today, range.after);
    return day !== undefined && (day < from || day > to)
      ? { path, message: CHECK_IN_MESSAGES.dateBetween(ddmm(from), ddmm(to)) }
      : null;
  };
  if (answer.kind === 'Pending') return check('expectedSettlementDate', SETTLEMENT_DATE_DAYS);
  if (answer.kind === 'Settled') return check('expectedPaymentDate', PAYMENT_DATE_DAYS);
  return null;
}

const settledDollars = z
  .number({ error: CHECK_IN_MESSAGES.amountRequired })
  .min(0.01, CHECK_IN_MESSAGES.amountRequired)
  .max(centsToDollars(MAX_MONEY_MOVEMENT_CENTS), CHECK_IN_MESSAGES.amountRequired)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, CHECK_IN_MESSAGES.amountRequired);

/** POST /CheckIn/{token}: the attorney's answer. */
export const checkInAnswerSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('Pending'), expectedSettlementDate: calendarDay(CHECK_IN_MESSAGES.dateRequired) }),
    z.object({
      kind: z.literal('Settled'),
      amount: settledDollars,
      expectedPaymentDate: calendarDay(CHECK_IN_MESSAGES.dateRequired),
      payoffRequested: z.boolean(),
    }),
    z.object({ kind: z.literal('Lost'), note: multilineText(2000).optional() }),
    z.object({
      kind: z.literal('NoLongerRepresenting'),
      newCounselName: requiredText(200),
      newCounselEmail: email(),
    }),
    z.object({ kind: z.literal('Other'), text: requiredMultilineText(2000) }),
  ],
  { error: CHECK_IN_MESSAGES.kindRequired },
);
export type CheckInAnswerInput = z.input<typeof checkInAnswerSchema>;
export type CheckInAnswer = z.output<typeof checkInAnswerSchema>;

/** The answer as stored and shown: days 'YYYY-MM-DD', the amount in dollars. */
export const checkInAnswerReadSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('Pending'), expectedSettlementDate: z.string() }),
  z.object({
    kind: z.literal('Settled'),
    amount: z.number(),
    expectedPaymentDate: z.string(),
    payoffRequested: z.boolean(),
  }),
  z.object({ kind: z.literal('Lost'), note: z.string().optional() }),
  z.object({ kind: z.literal('NoLongerRepresenting'), newCounselName: z.string(), newCounselEmail: z.string() }),
  z.object({ kind: z.literal('Other'), text: z.string() }),
]);

export const checkInTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** GET /CheckIn/{token}: what the form shows about the case it asks about. */
export const checkInViewSchema = z.object({
  contractIdentifier: z.string(),
  plaintiff: z.string(),
  caseId: z.string(),
  attorney: z.string(),
  sentOn: z.string(),
});
export type CheckInView = z.infer<typeof checkInViewSchema>;

export const checkInItemSchema = z.object({
  id: z.number().int(),
  state: z.enum(CHECK_IN_STATES),
  dueOn: z.string(),
  sentOn: z.string().nullable(),
  sentTo: z.string().nullable(),
  remindedOn: z.string().nullable(),
  answeredOn: z.string().nullable(),
  requestedBy: z.string().nullable(),
  answer: checkInAnswerReadSchema.nullable(),
});
export type CheckInItem = z.infer<typeof checkInItemSchema>;

/** GET /Contract/{id}/checkIns: the case-update timeline, newest first, and the contract's schedule. */
export const checkInTimelineSchema = z.object({
  everyDays: z.number().int().nullable(),
  defaultEveryDays: z.number().int(),
  nextDueOn: z.string().nullable(),
  /** Whether the contract is asked about now (funded and open); when not, no schedule and no "request now". */
  asking: z.boolean(),
  items: z.array(checkInItemSchema),
});
export type CheckInTimeline = z.infer<typeof checkInTimelineSchema>;

/** POST /Contract/{id}/checkInSchedule: the contract's own period, or null for the default. */
export const checkInScheduleSchema = z.object({
  everyDays: z
    .number({ error: CHECK_IN_MESSAGES.everyDaysRange })
    .int(CHECK_IN_MESSAGES.everyDaysRange)
    .min(1, CHECK_IN_MESSAGES.everyDaysRange)
    .max(MAX_CHECK_IN_EVERY_DAYS, CHECK_IN_MESSAGES.everyDaysRange)
    .nullable(),
});

// ---- the browser form: typed fields, parsed into the wire body ----

export const checkInFormSchema = z
  .object({
    kind: z.union([z.enum(CHECK_IN_ANSWER_KINDS), z.literal('')]),
    expectedSettlementDate: z.string(),
    amount: z.string(),
    expectedPaymentDate: z.string(),
    payoffRequested: z.boolean(),
    note: z.string().max(2000, 'At most 2000 characters'),
    newCounselName: z.string().max(200, 'At most 200 characters'),
    newCounselEmail: z.string(),
    text: z.string().max(2000, 'At most 2000 characters'),
  })
  .transform((form, ctx): CheckInAnswerInput => {
    const fail = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    };
    // The server checks the same range on its business day; the browser's day is the form's best guess of it.
    const inRange = (answer: CheckInAnswerInput) => {
      const problem = checkInAnswerDateProblem(
        answer as Parameters<typeof checkInAnswerDateProblem>[0],
        calendarDateIn(new Date()),
      );
      return problem ? fail(problem.path, problem.message) : answer;
    };
    const day = (path: 'expectedSettlementDate' | 'expectedPaymentDate') => parseTypedDate(form[path]);
    switch (form.kind) {
      case 'Pending': {
        const expected = day('expectedSettlementDate');
        return expected
          ? inRange({ kind: 'Pending', expectedSettlementDate: expected })
          : fail('expectedSettlementDate', CHECK_IN_MESSAGES.dateRequired);
      }
      case 'Settled': {
        const cents = parseTypedMoney(form.amount);
        const paid = day('expectedPaymentDate');
        if (cents === null || cents < 1 || cents > MAX_MONEY_MOVEMENT_CENTS)
          fail('amount', CHECK_IN_MESSAGES.amountRequired);
        if (!paid) fail('expectedPaymentDate', CHECK_IN_MESSAGES.dateRequired);
        if (cents === null || cents < 1 || cents > MAX_MONEY_MOVEMENT_CENTS || !paid) return z.NEVER;
        return inRange({
          kind: 'Settled',
          amount: centsToDollars(cents),
          expectedPaymentDate: paid,
          payoffRequested: form.payoffRequested,
        });
      }
      case 'Lost':
        return { kind: 'Lost', ...(form.note.trim() ? { note: form.note.trim() } : {}) };
      case 'NoLongerRepresenting': {
        const parsed = email().safeParse(form.newCounselEmail.trim());
        if (!form.newCounselName.trim()) fail('newCounselName', MESSAGES.required);
        if (!parsed.success) fail('newCounselEmail', MESSAGES.emailInvalid);
        if (!form.newCounselName.trim() || !parsed.success) return z.NEVER;
        return {
          kind: 'NoLongerRepresenting',
          newCounselName: form.newCounselName.trim(),
          newCounselEmail: parsed.data,
        };
      }
      case 'Other':
        return form.text.trim() ? { kind: 'Other', text: form.text.trim() } : fail('text', MESSAGES.required);
      default:
        return fail('kind', CHECK_IN_MESSAGES.kindRequired);
    }
  });
export type CheckInFormInput = z.input<typeof checkInFormSchema>;

export const emptyCheckInForm: CheckInFormInput = {
  kind: '',
  expectedSettlementDate: '',
  amount: '',
  expectedPaymentDate: '',
  payoffRequested: true,
  note: '',
  newCounselName: '',
  newCounselEmail: '',
  text: '',
};
