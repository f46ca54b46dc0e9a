import { MESSAGES } from '../messages.ts';
import {
  amountOnDaySchema,
  contractCreateSchema,
  contractListRequestSchema,
  contractUpdateSchema,
  statusUpdateSchema,
  uploadDocumentSchema,
} from './schemas.ts';
import { CONTRACT_MESSAGES } from './messages.ts';
import { AMOUNT_AT_MOST_MESSAGE, clampFilter, filterTooLongMessage } from './limits.ts';
import { MONEY_RULE_MESSAGES } from './money-rules.ts';

const validCase = {
  amountRequested: 5000,
  estimatedSettlement: '26k-50k',
  recipientCheck: 'pay@firm.test',
  caseId: 'GA-2026-1',
  estimatedDuration: '2027-03-01T12:00:00.000Z',
  opposingInsurance: 'Acme Mutual',
  liability: true,
  propertyDamage: 'Slight',
  injuryLevel: 'Moderate',
  dateAccident: '2026-05-10T12:00:00.000Z',
  accidentDescription: 'Rear-ended at a light',
  contractClientDTO: { userId: 3 },
};

const messagesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('bodies that are not objects (found by the fuzzer)', () => {
  it.each([null, 42, 'text', [], true])('%p is refused, not thrown on', (body) => {
    expect(contractCreateSchema.safeParse(body).success).toBe(false);
    expect(statusUpdateSchema.safeParse(body).success).toBe(false);
  });
});

describe('contractCreateSchema', () => {
  test('a complete pre-settlement request parses, with PreSettlement as the default type and days parsed to business days', () => {
    const parsed = contractCreateSchema.parse(validCase);
    expect(parsed.contractType).toBe('PreSettlement');
    expect(parsed.dateAccident).toBe('2026-05-10');
    expect(parsed.estimatedDuration).toBe('2027-03-01');
  });

  test('each required field is reported', () => {
    const result = contractCreateSchema.safeParse({ amountRequested: 100 });
    expect(messagesOf(result)).toEqual({
      recipientCheck: MESSAGES.required,
      caseId: MESSAGES.required,
      estimatedDuration: MESSAGES.required,
      opposingInsurance: MESSAGES.required,
      dateAccident: MESSAGES.required,
      accidentDescription: MESSAGES.required,
      liability: MESSAGES.required,
      propertyDamage: MESSAGES.required,
      injuryLevel: MESSAGES.required,
      estimatedSettlement: MESSAGES.required,
    });
  });

  test('post-settlement needs amountSettlement instead of estimatedSettlement', () => {
    const { estimatedSettlement: _unused, ...rest } = validCase;
    expect(messagesOf(contractCreateSchema.safeParse({ ...rest, contractType: 'PostSettlement' }))).toEqual({
      amountSettlement: MESSAGES.required,
    });
    expect(
      contractCreateSchema.safeParse({ ...rest, contractType: 'PostSettlement', amountSettlement: 80000 }).success,
    ).toBe(true);
  });

  test('amountRequested is a whole number above 0, plain or as {amount, date}', () => {
    expect(messagesOf(contractCreateSchema.safeParse({ ...validCase, amountRequested: 10.5 }))).toHaveProperty(
      'amountRequested',
    );
    expect(messagesOf(contractCreateSchema.safeParse({ ...validCase, amountRequested: 0 }))).toHaveProperty(
      'amountRequested',
    );
    expect(
      contractCreateSchema.safeParse({
        ...validCase,
        amountRequested: { amount: 700, date: '2026-11-20T12:00:00.000Z' },
      }).success,
    ).toBe(true);
  });

  test('emails use the portal messages and are checked only when non-empty', () => {
    expect(messagesOf(contractCreateSchema.safeParse({ ...validCase, recipientCheck: 'nope' }))).toEqual({
      recipientCheck: MESSAGES.recipientEmailInvalid,
    });
    expect(messagesOf(contractCreateSchema.safeParse({ ...validCase, caseManager: 'nope' }))).toEqual({
      caseManager: MESSAGES.caseManagerEmailInvalid,
    });
    expect(contractCreateSchema.safeParse({ ...validCase, caseManager: '' }).success).toBe(true);
    const newPlaintiff = { ...validCase, contractClientDTO: { user: { email: 'bad', firstName: 'P', lastName: 'Q' } } };
    expect(messagesOf(contractCreateSchema.safeParse(newPlaintiff))).toEqual({
      'contractClientDTO.user.email': MESSAGES.plaintiffEmailInvalid,
    });
    const newAttorney = {
      ...validCase,
      contractAttorneyDTO: [{ user: { email: 'bad', firstName: 'A', lastName: 'B' } }],
    };
    expect(messagesOf(contractCreateSchema.safeParse(newAttorney))).toEqual({
      'contractAttorneyDTO.0.user.email': MESSAGES.attorneyEmailInvalid,
    });
  });

  test('an additional-funds request (parentContractId) needs only the amount', () => {
    expect(
      contractCreateSchema.safeParse({
        parentContractId: 4,
        caseId: 'X',
        amountRequested: { amount: 500, date: '2026-11-20T12:00:00.000Z' },
      }).success,
    ).toBe(true);
  });
});

describe('statusUpdateSchema', () => {
  test('CheckSent needs an amount above 0 and a check date, with the portal messages', () => {
    expect(messagesOf(statusUpdateSchema.safeParse({ contractsStatus: 'CheckSent' }))).toEqual({
      statusValue: CONTRACT_MESSAGES.checkAmountRequired,
      dateChange: CONTRACT_MESSAGES.checkDateRequired,
    });
    expect(
      messagesOf(
        statusUpdateSchema.safeParse({
          contractsStatus: 'CheckSent',
          statusValue: 0,
          dateChange: '2026-11-02T12:00:00.000Z',
        }),
      ),
    ).toEqual({ statusValue: CONTRACT_MESSAGES.checkAmountRequired });
    // Less than a cent is no check: it would round to 0 cents after the check passed.
    expect(
      messagesOf(
        statusUpdateSchema.safeParse({
          contractsStatus: 'CheckSent',
          statusValue: 1e-9,
          dateChange: '2026-11-02T12:00:00.000Z',
        }),
      ),
    ).toEqual({ statusValue: CONTRACT_MESSAGES.checkAmountRequired });
    expect(
      statusUpdateSchema.parse({
        contractsStatus: 'CheckSent',
        statusValue: 1000,
        dateChange: '2026-11-02T12:00:00.000Z',
      }).dateChange,
    ).toBe('2026-11-02');
  });

  test('other statuses need nothing else; unknown statuses are refused', () => {
    expect(statusUpdateSchema.safeParse({ contractsStatus: 'Approved' }).success).toBe(true);
    expect(statusUpdateSchema.safeParse({ contractsStatus: 'Funded' }).success).toBe(false);
  });
});

test('a payment is above 0, in dollars and cents', () => {
  expect(messagesOf(amountOnDaySchema.safeParse({ amount: 0, date: '2026-11-02T12:00:00.000Z' }))).toEqual({
    amount: CONTRACT_MESSAGES.amountMoreThanZero,
  });
  expect(messagesOf(amountOnDaySchema.safeParse({ amount: -5, date: '2026-11-02T12:00:00.000Z' }))).toEqual({
    amount: CONTRACT_MESSAGES.amountMoreThanZero,
  });
  expect(messagesOf(amountOnDaySchema.safeParse({ amount: 10.001, date: '2026-11-02T12:00:00.000Z' }))).toEqual({
    amount: CONTRACT_MESSAGES.atMostTwoDecimals,
  });
  expect(amountOnDaySchema.parse({ amount: 10.25, date: '2026-11-02T12:00:00.000Z' }).amount).toBe(10.25);
});

test('documents are a client contract (2) or an attorney agreement (3)', () => {
  const doc = { fileName: 'a.pdf', documentBase64String: 'JVBERi0=' };
  expect(uploadDocumentSchema.safeParse({ ...doc, type: 2 }).success).toBe(true);
  expect(uploadDocumentSchema.safeParse({ ...doc, type: 0 }).success).toBe(false);
});

test('list requests default to page 1 of 10, newest first', () => {
  expect(contractListRequestSchema.parse({}).pagination).toEqual({ pageNumber: 1, pageSize: 10, sortingType: 'desc' });
  expect(contractListRequestSchema.safeParse({ pagination: { pageNumber: 0 } }).success).toBe(false);
});

describe('contract list filters', () => {
  it('cuts a filter to the bound the request schema keeps, never inside a character', () => {
    expect(clampFilter('clientFilter', '  Carl  ')).toBe('Carl');
    expect(clampFilter('caseId', 'x'.repeat(10_000))).toBe('x'.repeat(60));
    const emoji = `${'a'.repeat(99)}😀`;
    expect(clampFilter('clientFilter', emoji)).toBe('a'.repeat(99));
    for (const key of ['caseId', 'clientFilter', 'attorneyFilter', 'lawFirmFilter'] as const) {
      const long = 'y'.repeat(10_000);
      expect(contractListRequestSchema.safeParse({ [key]: clampFilter(key, long) }).success).toBe(true);
      expect(contractListRequestSchema.safeParse({ [key]: long }).error?.issues.map((i) => i.message)).toEqual([
        filterTooLongMessage(key),
      ]);
    }
  });
});

test('Edit Contract may leave the Case ID out, never blank it', () => {
  expect(contractUpdateSchema.safeParse({ opposingInsurance: 'Acme' }).success).toBe(true);
  expect(contractUpdateSchema.safeParse({ caseId: 'GA-2' }).success).toBe(true);
  for (const caseId of ['', '   '])
    expect(messagesOf(contractUpdateSchema.safeParse({ caseId }))).toEqual({ caseId: MESSAGES.required });
});

test('money limits are said alike, in dollars with commas and cents', () => {
  expect(AMOUNT_AT_MOST_MESSAGE).toBe('Enter at most $1,000,000,000.00');
  expect(MONEY_RULE_MESSAGES.tooLarge).toBe('Enter at most $10,000,000.00');
  expect(messagesOf(contractCreateSchema.safeParse({ ...validCase, amountRequested: 1_000_000_001 }))).toEqual({
    amountRequested: AMOUNT_AT_MOST_MESSAGE,
  });
});
