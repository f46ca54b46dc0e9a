import {
  USER_FORM_MESSAGES,
  adminCreateUserFormSchema,
  adminEditUserFormSchema,
  lawFirmFormSchema,
} from './admin-forms.ts';
import { LAW_FIRM_PERIOD_MESSAGES, lawFirmPeriodIssue } from './law-firm-membership.ts';
import { MESSAGES } from '../messages.ts';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('lawFirmPeriodIssue', () => {
  it('accepts a present membership whatever its end date', () => {
    expect(lawFirmPeriodIssue({ startDate: '2024-05-01', endDate: '2020-01-01', present: true })).toBeNull();
  });
  it('needs an end date otherwise, not before the start', () => {
    expect(lawFirmPeriodIssue({ startDate: '2024-05-01', endDate: null, present: false })).toBe(
      LAW_FIRM_PERIOD_MESSAGES.endDateRequired,
    );
    expect(lawFirmPeriodIssue({ startDate: '2024-05-01', endDate: '2024-04-30', present: false })).toBe(
      LAW_FIRM_PERIOD_MESSAGES.endBeforeStart,
    );
    expect(lawFirmPeriodIssue({ startDate: '2024-05-01', endDate: '2024-05-01', present: false })).toBeNull();
  });
});

describe('lawFirmFormSchema', () => {
  const form = { firmId: '30', startDate: '05/01/2024', present: false, endDate: '04/30/2024' };
  it('words the period rule on the end date', () => {
    expect(messagesOf(lawFirmFormSchema.safeParse(form))).toEqual({ endDate: LAW_FIRM_PERIOD_MESSAGES.endBeforeStart });
    expect(messagesOf(lawFirmFormSchema.safeParse({ ...form, endDate: '' }))).toEqual({
      endDate: LAW_FIRM_PERIOD_MESSAGES.endDateRequired,
    });
    expect(lawFirmFormSchema.safeParse({ ...form, present: true }).success).toBe(true);
  });
  it('refuses days that do not exist', () => {
    expect(
      messagesOf(lawFirmFormSchema.safeParse({ ...form, startDate: '02/30/2024', endDate: '13/01/2024' })),
    ).toEqual({
      startDate: USER_FORM_MESSAGES.invalidDate,
      endDate: USER_FORM_MESSAGES.invalidDate,
    });
  });
});

describe('administrator user forms', () => {
  const created = {
    email: 'new@example.com',
    firstName: 'New',
    lastName: 'Person',
    dateOfBirth: '04/12/1985',
    streetAddress: '',
    city: '',
    stateKey: 'GA',
    zipCode: '30901',
    phoneNumber: '',
    website: '',
    loanLimit: '',
    banned: false,
    userType: 'Client' as const,
  };
  it('create: birth date required, typed MM/DD/YYYY, of an adult', () => {
    expect(adminCreateUserFormSchema.safeParse(created).success).toBe(true);
    expect(messagesOf(adminCreateUserFormSchema.safeParse({ ...created, dateOfBirth: '' }))).toEqual({
      dateOfBirth: MESSAGES.required,
    });
    expect(messagesOf(adminCreateUserFormSchema.safeParse({ ...created, dateOfBirth: '1985-04-12' }))).toEqual({
      dateOfBirth: USER_FORM_MESSAGES.dateOfBirthFormat,
    });
    expect(messagesOf(adminCreateUserFormSchema.safeParse({ ...created, dateOfBirth: '01/01/2021' }))).toEqual({
      dateOfBirth: MESSAGES.mustBeAdult,
    });
  });
  it('loan limit: dollars to the cent, not negative', () => {
    for (const ok of ['', '1500', '1500.5', '0.01'])
      expect(adminCreateUserFormSchema.safeParse({ ...created, loanLimit: ok }).success).toBe(true);
    for (const bad of ['-1', '1.001', 'abc', '1e3']) {
      expect(messagesOf(adminCreateUserFormSchema.safeParse({ ...created, loanLimit: bad }))).toEqual({
        loanLimit: USER_FORM_MESSAGES.loanLimitInvalid,
      });
    }
  });
  it('edit: an older account may lack birth date, state and zip; the fee is a percent to 2 decimals', () => {
    const edited = {
      ...created,
      dateOfBirth: '',
      stateKey: '',
      zipCode: '',
      status: 'Approved' as const,
      additionalFee: '',
    };
    expect(adminEditUserFormSchema.safeParse(edited).success).toBe(true);
    for (const ok of ['0', '12.25', '100'])
      expect(adminEditUserFormSchema.safeParse({ ...edited, additionalFee: ok }).success).toBe(true);
    for (const bad of ['-1', '100.01', '1.005', 'x']) {
      expect(messagesOf(adminEditUserFormSchema.safeParse({ ...edited, additionalFee: bad }))).toEqual({
        additionalFee: USER_FORM_MESSAGES.feeInvalid,
      });
    }
    expect(messagesOf(adminEditUserFormSchema.safeParse({ ...edited, zipCode: '123' }))).toEqual({
      zipCode: MESSAGES.zipInvalid,
    });
  });
});
