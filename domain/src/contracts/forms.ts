// The contract screens' money forms: amounts as a person types them ('$1,234.5') parsed into integer cents, days
// typed MM/DD/YYYY parsed strictly into calendar days, and the values the wire bodies are built from (form-bodies.ts).
// The messages are the screens' own; the server holds the same bodies to the wire schemas beside these.
import { z } from 'zod';
import { CONTRACT_STATUSES, type ContractStatus } from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import { calendarDateIn, parseTypedDate } from '../format/dates.ts';
import { parseTypedMoney } from '../format/money.ts';
import { CONTRACT_MESSAGES } from './messages.ts';
import { MAX_MONEY_MOVEMENT_CENTS, MONEY_RULE_MESSAGES } from './money-rules.ts';

export interface TypedCentsRule {
  /** The message for an unreadable amount, or one below the least allowed (and a blank one unless `blankMessage`). */
  message: string;
  /** The message for a blank amount ('This field is required' where the amount has no other rule to name). */
  blankMessage?: string;
  /** 0 is allowed (a reduced amount); otherwise the amount must be above 0. */
  allowZero?: boolean;
  /** Whole dollars only (an additional-funds request's amountRequested is a whole number). */
  wholeDollars?: boolean;
  /** Money that moves (a check, a tranche, a payment, an approved amount) is at most the domain's bound. */
  bounded?: boolean;
}

/** Typed money that would be an amount with its decimals cut to 2 ('10.999'). */
const hasExtraDecimals = (text: string) => {
  const match = /^(.*\.\d{2})\d+$/.exec(text.replace(/\s+/g, ''));
  return match != null && parseTypedMoney(match[1]!) !== null;
};

/** Typed dollars -> integer cents, held to `rule`. */
export const typedCents = ({
  message,
  blankMessage = message,
  allowZero = false,
  wholeDollars = false,
  bounded = false,
}: TypedCentsRule) =>
  z.string().transform((text, ctx) => {
    if (text.trim() === '') {
      ctx.addIssue({ code: 'custom', message: blankMessage });
      return z.NEVER;
    }
    const cents = parseTypedMoney(text);
    // '10.999' is an amount with a cent too many, not one below 0: say what is wrong with it.
    if (cents === null && !wholeDollars && hasExtraDecimals(text)) {
      ctx.addIssue({ code: 'custom', message: CONTRACT_MESSAGES.atMostTwoDecimals });
      return z.NEVER;
    }
    if (cents === null || cents < (allowZero ? 0 : 1) || (wholeDollars && cents % 100 !== 0)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    if (bounded && cents > MAX_MONEY_MOVEMENT_CENTS) {
      ctx.addIssue({ code: 'custom', message: MONEY_RULE_MESSAGES.tooLarge });
      return z.NEVER;
    }
    return cents;
  });

export interface TypedDayRule {
  /** The message for a blank or impossible day. */
  message?: string;
  /** Money moves no later than today (in the business time zone). */
  notAfterToday?: boolean;
}

/** A day typed MM/DD/YYYY -> 'YYYY-MM-DD', held to `rule`. */
export const typedDay = ({ message = CONTRACT_MESSAGES.typedDate, notAfterToday = false }: TypedDayRule = {}) =>
  z.string().transform((text, ctx) => {
    const day = parseTypedDate(text);
    if (day === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    // Asked at each check, not once: a page left open past midnight takes the new day.
    if (notAfterToday && day > calendarDateIn(new Date())) {
      ctx.addIssue({ code: 'custom', message: MONEY_RULE_MESSAGES.dateInFuture });
      return z.NEVER;
    }
    return day;
  });

// ---- an amount on a day: payments, additional funding, additional-funds requests ----

export interface AmountOnDayRule {
  /** The message when the amount is not above 0 (and when it is missing, unless `blankMessage`). */
  amountMessage: string;
  blankMessage?: string;
  wholeDollars?: boolean;
  /** Money that moves (payments, tranches) has the domain's upper bound and happens no later than today. */
  moved?: boolean;
}

export const amountOnDayFormSchema = ({
  amountMessage,
  blankMessage,
  wholeDollars = false,
  moved = false,
}: AmountOnDayRule) =>
  z.object({
    amount: typedCents({ message: amountMessage, blankMessage, wholeDollars, bounded: moved }),
    date: typedDay({ notAfterToday: moved }),
  });
export type AmountOnDayFormSchema = ReturnType<typeof amountOnDayFormSchema>;
export type AmountOnDayFormInput = z.input<AmountOnDayFormSchema>;
/** The amount in integer cents on a calendar day. */
export type AmountOnDayValue = z.output<AmountOnDayFormSchema>;

/** A payment: above 0, at most the bound, no later than today. */
export const paymentFormSchema = amountOnDayFormSchema({
  amountMessage: CONTRACT_MESSAGES.amountMoreThanZero,
  moved: true,
});
/** An additional funding (a tranche): as a payment, but a blank amount is a missing one. */
export const additionalFundingFormSchema = amountOnDayFormSchema({
  amountMessage: CONTRACT_MESSAGES.amountMoreThanZero,
  blankMessage: MESSAGES.required,
  moved: true,
});
/** A request for additional funds: whole dollars above 0 on any day. */
export const additionalFundsRequestFormSchema = amountOnDayFormSchema({
  amountMessage: CONTRACT_MESSAGES.wholeDollarsAboveZero,
  wholeDollars: true,
});

// ---- once-only amounts ----

/** The approved amount: above 0 and at most the bound (recorded once, after a confirmation). */
export const approvedAmountFormSchema = z.object({
  amount: typedCents({ message: CONTRACT_MESSAGES.amountMoreThanZero, bounded: true }),
});
/** The amount after reduction: 0 or more (recorded once). */
export const reducedAmountFormSchema = z.object({
  amount: typedCents({ message: CONTRACT_MESSAGES.reducedNotNegative, allowZero: true }),
});
/** Both once-only amounts have this shape: a typed amount read into cents. */
export type OnceAmountFormSchema = typeof approvedAmountFormSchema;

// ---- a new status ----

const checkAmount = typedCents({ message: CONTRACT_MESSAGES.checkAmountRequired, bounded: true });
const checkDay = typedDay({ message: CONTRACT_MESSAGES.checkDateRequired, notAfterToday: true });

export type StatusFormValue =
  | { status: 'CheckSent'; cents: number; day: string; checkNumber: string }
  | { status: Exclude<ContractStatus, 'CheckSent'> };

/**
 * A status the administrator picked (none until they pick one: a default would be one click from moving the
 * contract by accident); CheckSent also needs the check's amount and date (its number is optional).
 */
export const statusFormSchema = z
  .object({
    status: z.union([z.enum(CONTRACT_STATUSES), z.literal('')]),
    amount: z.string(),
    date: z.string(),
    checkNumber: z.string(),
  })
  .transform((form, ctx): StatusFormValue => {
    if (form.status === '') {
      ctx.addIssue({ code: 'custom', path: ['status'], message: CONTRACT_MESSAGES.chooseStatus });
      return z.NEVER;
    }
    if (form.status !== 'CheckSent') return { status: form.status };
    const cents = checkAmount.safeParse(form.amount);
    const day = checkDay.safeParse(form.date);
    if (!cents.success) ctx.addIssue({ code: 'custom', path: ['amount'], message: cents.error.issues[0]!.message });
    if (!day.success) ctx.addIssue({ code: 'custom', path: ['date'], message: day.error.issues[0]!.message });
    if (!cents.success || !day.success) return z.NEVER;
    return { status: 'CheckSent', cents: cents.data, day: day.data, checkNumber: form.checkNumber.trim() };
  });
export type StatusFormInput = z.input<typeof statusFormSchema>;
