import { MESSAGES } from '../messages.ts';
import { calendarDateIn, addDays, toTypedDate } from '../format/dates.ts';
import {
  additionalFundingFormSchema,
  additionalFundsRequestFormSchema,
  approvedAmountFormSchema,
  paymentFormSchema,
  reducedAmountFormSchema,
  statusFormSchema,
} from './forms.ts';
import { amountOnDayBody, statusUpdateBody } from './form-bodies.ts';
import { CONTRACT_MESSAGES, addStatusQuestion } from './messages.ts';
import { MONEY_RULE_MESSAGES } from './money-rules.ts';
import { amountOnDaySchema, statusUpdateSchema } from './schemas.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
const tomorrow = () => toTypedDate(addDays(calendarDateIn(new Date()), 1));

describe('the amount-on-a-day forms', () => {
  it('parse typed money into integer cents and the typed day into a calendar day', () => {
    expect(paymentFormSchema.parse({ amount: ' $1,234.5 ', date: '11/10/2026' })).toEqual({
      amount: 123_450,
      date: '2026-11-10',
    });
  });

  it('build the wire body the server checks: dollars, the day at 12:00 UTC', () => {
    const body = amountOnDayBody({ amount: 123_450, date: '2026-11-10' });
    expect(body).toEqual({ amount: 1234.5, date: '2026-11-10T12:00:00.000Z' });
    expect(amountOnDaySchema.safeParse(body).success).toBe(true);
  });

  it.each([
    ['', CONTRACT_MESSAGES.amountMoreThanZero],
    ['0', CONTRACT_MESSAGES.amountMoreThanZero],
    ['-5', CONTRACT_MESSAGES.amountMoreThanZero],
    ['1.005', CONTRACT_MESSAGES.atMostTwoDecimals],
    ['10.999', CONTRACT_MESSAGES.atMostTwoDecimals],
    ['$1,234.567', CONTRACT_MESSAGES.atMostTwoDecimals],
    ['12abc', CONTRACT_MESSAGES.amountMoreThanZero],
    ['10000000.01', MONEY_RULE_MESSAGES.tooLarge],
  ])('a payment of %j is refused with %j', (amount, message) => {
    expect(messagesOf(paymentFormSchema.safeParse({ amount, date: '11/10/2026' }))).toEqual({ amount: message });
  });

  it('money that moves is dated no later than today; a request for funds may be dated later', () => {
    expect(messagesOf(paymentFormSchema.safeParse({ amount: '5', date: tomorrow() }))).toEqual({
      date: MONEY_RULE_MESSAGES.dateInFuture,
    });
    expect(additionalFundsRequestFormSchema.safeParse({ amount: '5', date: tomorrow() }).success).toBe(true);
  });

  it('additional funding: blank is a missing amount, 0 an amount not above 0', () => {
    expect(messagesOf(additionalFundingFormSchema.safeParse({ amount: '', date: '11/10/2026' }))).toEqual({
      amount: MESSAGES.required,
    });
    expect(messagesOf(additionalFundingFormSchema.safeParse({ amount: '0', date: '11/10/2026' }))).toEqual({
      amount: CONTRACT_MESSAGES.amountMoreThanZero,
    });
  });

  it('refuses a day that does not exist with the typed-date message', () => {
    expect(messagesOf(additionalFundingFormSchema.safeParse({ amount: '', date: '02/30/2026' }))).toEqual({
      amount: MESSAGES.required,
      date: CONTRACT_MESSAGES.typedDate,
    });
  });

  it('a request for additional funds takes whole dollars only, with no upper bound of its own', () => {
    expect(messagesOf(additionalFundsRequestFormSchema.safeParse({ amount: '10.50', date: '11/10/2026' }))).toEqual({
      amount: CONTRACT_MESSAGES.wholeDollarsAboveZero,
    });
    expect(additionalFundsRequestFormSchema.parse({ amount: '20,000,000', date: '11/10/2026' }).amount).toBe(
      2_000_000_000,
    );
  });
});

describe('the once-only amounts', () => {
  it('the approved amount is above 0 and at most the bound', () => {
    expect(approvedAmountFormSchema.parse({ amount: '7,500' })).toEqual({ amount: 750_000 });
    expect(messagesOf(approvedAmountFormSchema.safeParse({ amount: '0' }))).toEqual({
      amount: CONTRACT_MESSAGES.amountMoreThanZero,
    });
    expect(messagesOf(approvedAmountFormSchema.safeParse({ amount: '10000001' }))).toEqual({
      amount: MONEY_RULE_MESSAGES.tooLarge,
    });
  });

  it('the reduced amount may be 0 but not negative', () => {
    expect(reducedAmountFormSchema.parse({ amount: '0' })).toEqual({ amount: 0 });
    expect(messagesOf(reducedAmountFormSchema.safeParse({ amount: '-5' }))).toEqual({
      amount: CONTRACT_MESSAGES.reducedNotNegative,
    });
  });
});

describe('the status form', () => {
  const form = { status: 'CheckSent', amount: '', date: '', checkNumber: '' } as const;

  it('needs a status picked: there is no default one', () => {
    expect(messagesOf(statusFormSchema.safeParse({ ...form, status: '' }))).toEqual({
      status: CONTRACT_MESSAGES.chooseStatus,
    });
  });

  it('a status other than CheckSent needs nothing else', () => {
    const value = statusFormSchema.parse({ ...form, status: 'Declined', amount: 'x' });
    expect(statusUpdateBody(value)).toEqual({ contractsStatus: 'Declined' });
  });

  it("CheckSent needs the check's amount and date", () => {
    expect(messagesOf(statusFormSchema.safeParse(form))).toEqual({
      amount: CONTRACT_MESSAGES.checkAmountRequired,
      date: CONTRACT_MESSAGES.checkDateRequired,
    });
    expect(messagesOf(statusFormSchema.safeParse({ ...form, amount: '10000000.01', date: tomorrow() }))).toEqual({
      amount: MONEY_RULE_MESSAGES.tooLarge,
      date: MONEY_RULE_MESSAGES.dateInFuture,
    });
  });

  it('a CheckSent body carries dollars, the day at 12:00 UTC and a check number only when one is typed', () => {
    const value = statusFormSchema.parse({ ...form, amount: '$7,500.25', date: '08/03/2026', checkNumber: ' 1042 ' });
    const body = statusUpdateBody(value);
    expect(body).toEqual({
      contractsStatus: 'CheckSent',
      statusValue: 7500.25,
      dateChange: '2026-08-03T12:00:00.000Z',
      checkNumber: '1042',
    });
    expect(statusUpdateSchema.safeParse(body).success).toBe(true);
    const unnumbered = statusFormSchema.parse({ ...form, amount: '7500', date: '08/03/2026', checkNumber: '  ' });
    expect(statusUpdateBody(unnumbered)).not.toHaveProperty('checkNumber');
  });
});

describe('addStatusQuestion', () => {
  it('names the status and the contract, and says who is emailed: the parties for the notifying statuses only', () => {
    expect(addStatusQuestion('CheckSent', 'LF-2026-000007')).toBe(
      'Add the status Check Sent to LF-2026-000007? The client, the responsible attorney and the responsible law firm are emailed.',
    );
    expect(addStatusQuestion('ClosedCaseLost', 'LF-2026-000007')).toBe(
      'Add the status Closed Case Lost to LF-2026-000007? Nobody is emailed.',
    );
  });
});
