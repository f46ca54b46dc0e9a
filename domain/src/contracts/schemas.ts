// Contract payloads on the wire: create, read, comment, additional funding request, file response (the rules:
// docs/product.md). Field names are the wire API's; money is dollars, calendar days are sent at 12:00 UTC and parsed to the business day they fall on.
import { z } from 'zod';
import {
  CONTRACT_STATUSES,
  CONTRACT_TYPES,
  ESTIMATED_ADDITIONALS,
  ESTIMATED_SETTLEMENTS,
  SEVERITY_LEVELS,
  SORTING_TYPES,
  USER_TYPES,
} from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import { CONTRACT_MESSAGES } from './messages.ts';
import {
  AMOUNT_AT_MOST_MESSAGE,
  CONTRACT_FILTERS,
  MAX_AMOUNT_DOLLARS,
  filterTooLongMessage,
  type ContractFilterKey,
} from './limits.ts';
import { MAX_MONEY_MOVEMENT_DOLLARS, MONEY_RULE_MESSAGES } from './money-rules.ts';
import {
  calendarDay,
  email,
  multilineText,
  phone,
  requiredMultilineText,
  requiredText,
  stateRef,
  text,
} from '../validation/fields.ts';

const hasAtMostTwoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** A positive dollar amount with at most 2 decimals ('Enter amount more than 0' otherwise). */
export const positiveDollars = (message: string = CONTRACT_MESSAGES.amountMoreThanZero) =>
  z
    .number({ error: message })
    .min(0.01, message)
    .max(MAX_AMOUNT_DOLLARS, AMOUNT_AT_MOST_MESSAGE)
    .refine(hasAtMostTwoDecimals, CONTRACT_MESSAGES.atMostTwoDecimals);

export const nonNegativeDollars = () =>
  z
    .number({ error: 'Enter an amount' })
    .min(0, 'Must be 0 or more')
    .max(MAX_AMOUNT_DOLLARS, AMOUNT_AT_MOST_MESSAGE)
    .refine(hasAtMostTwoDecimals, CONTRACT_MESSAGES.atMostTwoDecimals);

/** Money that moves (a check, a tranche, a payment, an approved or reduced amount): at most the domain's bound. */
const movedDollars = (message: string = CONTRACT_MESSAGES.amountMoreThanZero) =>
  z
    .number({ error: message })
    .min(0.01, message)
    .max(MAX_MONEY_MOVEMENT_DOLLARS, MONEY_RULE_MESSAGES.tooLarge)
    .refine(hasAtMostTwoDecimals, CONTRACT_MESSAGES.atMostTwoDecimals);

const wholeDollars = () =>
  z
    .number({ error: MESSAGES.required })
    .int(CONTRACT_MESSAGES.wholeDollars)
    .gt(0, CONTRACT_MESSAGES.amountMoreThanZero)
    .max(MAX_AMOUNT_DOLLARS, AMOUNT_AT_MOST_MESSAGE);

const optionalEmail = (message: string) => z.union([z.literal(''), email(message)]).optional();
const userId = () => z.number().int().positive().max(2_147_483_647);

/** A person created inside a contract request by an administrator (plaintiff or attorney). */
export const newPartySchema = z.object({
  email: email(),
  firstName: requiredText(100),
  lastName: requiredText(100),
  phoneNumber: phone().optional(),
  streetAddress: text(200).optional(),
  city: text(100).optional(),
  state: stateRef().nullable().optional(),
});
export type NewParty = z.infer<typeof newPartySchema>;

/** A law firm created inside a contract request: {firstName, state.key} on the wire. */
export const newLawFirmSchema = z.object({ firstName: requiredText(100), state: stateRef() });

export const contractClientInputSchema = z.object({
  userId: userId().optional(),
  user: newPartySchema.extend({ email: email(MESSAGES.plaintiffEmailInvalid) }).optional(),
});

export const contractAttorneyInputSchema = z.object({
  userId: userId().optional(),
  user: newPartySchema.extend({ email: email(MESSAGES.attorneyEmailInvalid) }).optional(),
  date: calendarDay().optional(),
});

export const contractLawFirmInputSchema = z.object({
  userId: userId().optional(),
  user: newLawFirmSchema.optional(),
  lawFirm: newLawFirmSchema.optional(),
  date: calendarDay().optional(),
});

/** amountRequested: a whole number, or the additional-funds form {amount, date, userId}. */
const amountRequestedInput = z.union(
  [wholeDollars(), z.object({ amount: wholeDollars(), date: calendarDay().optional(), userId: userId().optional() })],
  {
    error: (issue) =>
      issue.input === undefined || issue.input === null ? MESSAGES.required : CONTRACT_MESSAGES.wholeDollarsAboveZero,
  },
);

/** The case fields an administrator may edit later (also part of the create payload). */
export const caseFieldsSchema = z.object({
  amountSettlement: nonNegativeDollars().nullable().optional(),
  estimatedSettlement: z.enum(ESTIMATED_SETTLEMENTS).nullable().optional(),
  estimatedAdditional: z.enum(ESTIMATED_ADDITIONALS).nullable().optional(),
  recipientCheck: optionalEmail(MESSAGES.recipientEmailInvalid),
  caseId: text(60).optional(),
  estimatedDuration: calendarDay('Enter a valid settlement date').nullable().optional(),
  opposingInsurance: text(200).optional(),
  insuranceAdjuster: text(200).optional(),
  adjusterPhone: phone().optional(),
  claimNumber: text(60).optional(),
  liability: z.boolean().optional(),
  propertyDamage: z.enum(SEVERITY_LEVELS).optional(),
  injuryLevel: z.enum(SEVERITY_LEVELS).optional(),
  dateAccident: calendarDay('Enter a valid accident date').nullable().optional(),
  caseManager: optionalEmail(MESSAGES.caseManagerEmailInvalid),
  accidentDescription: multilineText(4000).optional(),
});

const requiredIssue = (ctx: z.RefinementCtx, path: string, message: string = MESSAGES.required) =>
  ctx.addIssue({ code: 'custom', path: [path], message });

/**
 * POST /Contract. A new case needs its required fields (amountSettlement for PostSettlement,
 * estimatedSettlement for PreSettlement, a plaintiff unless the caller is a Client); with `parentContractId` it is an
 * additional-funds request and needs only the amount.
 */
export const contractCreateSchema = caseFieldsSchema
  .extend({
    contractType: z.enum(CONTRACT_TYPES).default('PreSettlement'),
    amountRequested: amountRequestedInput,
    parentContractId: userId().nullable().optional(),
    comment: multilineText(4000).optional(),
    contractClientDTO: contractClientInputSchema.nullable().optional(),
    contractAttorneyDTO: z.array(contractAttorneyInputSchema).max(10).optional(),
    contractLawFirmDTO: z.array(contractLawFirmInputSchema).max(10).optional(),
  })
  .superRefine(
    (input, ctx) => {
      // zod still runs refinements when the body is not an object at all (the fuzzer sent `null`): nothing to add then.
      if (input === null || typeof input !== 'object' || input.parentContractId) return;
      const blank = (value: unknown) =>
        value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
      for (const field of [
        'recipientCheck',
        'caseId',
        'estimatedDuration',
        'opposingInsurance',
        'dateAccident',
        'accidentDescription',
      ] as const) {
        if (blank(input[field])) requiredIssue(ctx, field);
      }
      if (input.liability === undefined) requiredIssue(ctx, 'liability');
      if (input.propertyDamage === undefined) requiredIssue(ctx, 'propertyDamage');
      if (input.injuryLevel === undefined) requiredIssue(ctx, 'injuryLevel');
      if (input.contractType === 'PostSettlement' && blank(input.amountSettlement))
        requiredIssue(ctx, 'amountSettlement');
      if (input.contractType === 'PreSettlement' && blank(input.estimatedSettlement))
        requiredIssue(ctx, 'estimatedSettlement');
    },
    {
      // Report the missing fields together with any malformed one (zod skips refinements after a field's issue otherwise).
      when: () => true,
    },
  );
export type ContractCreateInput = z.input<typeof contractCreateSchema>;
export type ContractCreate = z.output<typeof contractCreateSchema>;

export const contractCreatedSchema = z.object({ id: z.number().int() });

// ---- the read ----

const personRef = z.object({ firstName: z.string(), lastName: z.string() });

export const contractStatusEntrySchema = z.object({
  id: z.number().int(),
  contractsStatus: z.enum(CONTRACT_STATUSES),
  dateChange: z.string(),
  userId: z.number().int().nullable(),
  statusValue: z.number().nullable(),
});
export type ContractStatusEntry = z.infer<typeof contractStatusEntrySchema>;

export const contractPartySchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  user: personRef,
  userName: z.string(),
  responsible: z.boolean(),
  date: z.string().nullable(),
});
export type ContractParty = z.infer<typeof contractPartySchema>;

/**
 * A stored file as the contract read lists it: its metadata only. `base64` keeps SPEC's field name but is always null;
 * the content is fetched one file at a time (GET /Contract/{id}/attachment/{fileId}, docs/decisions.md).
 */
export const attachmentSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  mimeType: z.string(),
  base64: z.null(),
  fileName: z.string(),
  date: z.string(),
  /** bytes */
  size: z.number().int(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const commentSchema = z.object({
  id: z.number().int(),
  commentText: z.string(),
  visible: z.boolean(),
  dateComment: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  contractId: z.number().int(),
  commentAttachments: z.array(attachmentSchema),
});
export type Comment = z.infer<typeof commentSchema>;

export const paymentReadSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  date: z.string(),
  userId: z.number().int().nullable(),
});

export const childContractSchema = z.object({
  id: z.number().int(),
  amountRequested: z.number(),
  identifier: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  createDate: z.string(),
  userDTO: personRef.extend({ id: z.number().int() }),
});

export const contractReadSchema = z.object({
  id: z.number().int(),
  identifier: z.string(),
  caseId: z.string(),
  contractType: z.enum(CONTRACT_TYPES),
  parentContractId: z.number().int().nullable(),
  childContracts: z.array(childContractSchema),
  additionalFundingRequestsDto: z.array(
    z.object({
      id: z.number().int(),
      amount: z.number(),
      date: z.string(),
      childContractId: z.number().int().nullable(),
    }),
  ),
  insertRate: z.number().nullable(),
  createDate: z.string(),
  contractStatus: z.array(contractStatusEntrySchema),
  amountRequested: z.object({
    amount: z.number(),
    date: z.string(),
    userId: z.number().int().nullable(),
    insertRate: z.number().nullable(),
    contractId: z.number().int(),
  }),
  amountApproved: z
    .object({
      amount: z.number(),
      insertRate: z.number().nullable(),
      checkNumber: z.string().nullable(),
      date: z.string(),
      user: personRef.nullable(),
    })
    .nullable(),
  amountReduced: z.object({ amount: z.number(), date: z.string() }).nullable(),
  amountPayments: z.array(paymentReadSchema),
  checkSent: z.object({ amount: z.number(), date: z.string(), checkNumber: z.string().nullable() }).nullable(),
  totalDue: z.number().nullable(),
  paidOff: z.number(),
  finalAmountOwed: z.number().nullable(),
  owedAfterClosing: z.number().nullable(),
  daysBeforePriceIncrease: z.number().int(),
  /**
   * The next day Total Due goes up and what it then is (dollars); null when it no longer grows or nothing is funded.
   * Optional: added after the first release, so a client also reads an older server's answer.
   */
  nextPriceChange: z.object({ date: z.string(), totalDue: z.number() }).nullable().optional(),
  /** Administrators only, once funded: which state rules the price was checked against ("Checked against ..."). */
  complianceCheck: z.string().optional(),
  /**
   * The consumer's cancellation window (docs/product.md): its last day while it is open today and the contract is
   * neither cancelled nor closed, else null; and the day it was cancelled. Optional: added after the first release.
   */
  cancellableUntil: z.string().nullable().optional(),
  cancelledOn: z.string().nullable().optional(),
  currentContractRiskRatePercent: z.number().nullable(),
  contractComments: z.array(commentSchema),
  attachments: z.array(attachmentSchema),
  amountSettlement: z.number().nullable(),
  estimatedSettlement: z.string().nullable(),
  estimatedAdditional: z.string().nullable(),
  recipientCheck: z.string(),
  estimatedDuration: z.string().nullable(),
  opposingInsurance: z.string(),
  insuranceAdjuster: z.string(),
  adjusterPhone: z.string(),
  claimNumber: z.string(),
  liability: z.boolean(),
  propertyDamage: z.string(),
  injuryLevel: z.string(),
  dateAccident: z.string().nullable(),
  caseManager: z.string(),
  accidentDescription: z.string(),
  // banned only in Approved admins' reads: a plaintiff's ban is private.
  contractClientDTO: z.object({
    userId: z.number().int(),
    user: personRef.extend({ userType: z.enum(USER_TYPES), banned: z.boolean().optional() }),
  }),
  contractAttorneyDTO: z.array(contractPartySchema),
  contractLawFirmDTO: z.array(contractPartySchema),
});
export type ContractRead = z.infer<typeof contractReadSchema>;

// ---- lists ----

const filterText = (key: ContractFilterKey) => text(CONTRACT_FILTERS[key].max, filterTooLongMessage(key)).optional();

export const contractListRequestSchema = z.object({
  userId: userId().optional(),
  lawFirmId: userId().optional(),
  caseId: filterText('caseId'),
  clientFilter: filterText('clientFilter'),
  attorneyFilter: filterText('attorneyFilter'),
  lawFirmFilter: filterText('lawFirmFilter'),
  /** Only funded contracts whose cancellation window is open today (not cancelled, not closed). */
  inCancellationWindow: z.boolean().optional(),
  /** Only contracts whose funding agreement waits for a signature. */
  awaitingSignature: z.boolean().optional(),
  pagination: z
    .object({
      pageNumber: z.number().int().min(1).max(100_000).default(1),
      pageSize: z.number().int().min(1).max(100).default(10),
      sortingType: z.enum(SORTING_TYPES).default('desc'),
    })
    .default({ pageNumber: 1, pageSize: 10, sortingType: 'desc' }),
});
export type ContractListRequest = z.input<typeof contractListRequestSchema>;

const responsibleRef = z.object({ userId: z.number().int(), userName: z.string() }).nullable();

/** One row of the contract lists: every column the lists show, from one query per page. */
export const contractListItemSchema = z.object({
  id: z.number().int(),
  identifier: z.string(),
  caseId: z.string(),
  contractType: z.enum(CONTRACT_TYPES),
  parentContractId: z.number().int().nullable(),
  createDate: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  amountRequested: z.number(),
  totalDue: z.number().nullable(),
  paidOff: z.number(),
  daysBeforePriceIncrease: z.number().int(),
  currentContractRiskRatePercent: z.number().nullable(),
  /** The day the plaintiff cancelled it inside the window, else null (the badge shows it). Optional: added later. */
  cancelledOn: z.string().nullable().optional(),
  contractClientDTO: z.object({ userId: z.number().int(), user: personRef }),
  responsibleAttorney: responsibleRef,
  responsibleLawFirm: responsibleRef,
});
export type ContractListItem = z.infer<typeof contractListItemSchema>;

// ---- actions ----

export const statusUpdateSchema = z
  .object({
    contractsStatus: z.enum(CONTRACT_STATUSES),
    dateChange: calendarDay(CONTRACT_MESSAGES.checkDateRequired).nullable().optional(),
    userId: userId().nullable().optional(),
    statusValue: z.number().nullable().optional(),
    checkNumber: text(60).optional(),
  })
  .superRefine((input, ctx) => {
    if (input === null || typeof input !== 'object' || input.contractsStatus !== 'CheckSent') return;
    const amount = input.statusValue;
    if (amount == null || !(amount >= 0.01))
      ctx.addIssue({ code: 'custom', path: ['statusValue'], message: CONTRACT_MESSAGES.checkAmountRequired });
    else if (amount > MAX_MONEY_MOVEMENT_DOLLARS)
      ctx.addIssue({ code: 'custom', path: ['statusValue'], message: MONEY_RULE_MESSAGES.tooLarge });
    else if (!hasAtMostTwoDecimals(amount))
      ctx.addIssue({ code: 'custom', path: ['statusValue'], message: CONTRACT_MESSAGES.atMostTwoDecimals });
    if (!input.dateChange)
      ctx.addIssue({ code: 'custom', path: ['dateChange'], message: CONTRACT_MESSAGES.checkDateRequired });
  });
export type StatusUpdate = z.input<typeof statusUpdateSchema>;

/** updateAmountPayment and addAdditionalFundingRequest: an amount above 0 on a day. */
export const amountOnDaySchema = z.object({
  amount: movedDollars(),
  date: calendarDay('Enter a valid date'),
  userId: userId().nullable().optional(),
  contractId: userId().optional(),
  /** addAdditionalFundingRequest may name the child request it funds. */
  childContractId: userId().nullable().optional(),
  /** updateAmountPayment: the administrator confirmed a payment above the amount owed (else 409). */
  confirmOverpayment: z.boolean().optional(),
});
export type AmountOnDay = z.input<typeof amountOnDaySchema>;

export const commentInputSchema = z.object({
  commentText: requiredMultilineText(4000),
  visible: z.boolean().optional(),
  dateComment: z.string().max(40).optional(),
  userId: userId().optional(),
  contractId: userId().optional(),
});
export type CommentInput = z.input<typeof commentInputSchema>;

/** Comment visibility (an Approved administrator marks a comment viewable by the attorney). */
export const commentVisibilitySchema = z.object({ visible: z.boolean() });

/** 10 MiB of file, as base64 (4/3 of the bytes). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** What one party may attach to one contract's comments in all: every read of the contract carries the attachments. */
export const MAX_PARTY_ATTACHMENT_BYTES = 20 * 1024 * 1024;
/** Comments one party may leave on one contract: every read of the contract carries them. */
export const MAX_PARTY_COMMENTS = 200;
const base64Document = () =>
  z
    .string()
    .min(1, MESSAGES.required)
    .max(Math.ceil(MAX_DOCUMENT_BYTES / 3) * 4 + 4, 'The file is larger than 10 MiB');

export const uploadDocumentSchema = z.object({
  type: z.union([z.literal(2), z.literal(3)], {
    error: 'Document type must be 2 (client contract) or 3 (attorney agreement)',
  }),
  mimeType: text(100).optional(),
  fileName: requiredText(200),
  documentBase64String: base64Document(),
});
export type UploadDocument = z.infer<typeof uploadDocumentSchema>;

export const uploadCommentAttachmentSchema = z.object({
  commentId: userId().optional(),
  type: z.literal(0).optional(),
  mimeType: text(100).optional(),
  fileName: requiredText(200),
  documentBase64String: base64Document(),
});

export const fileResponseSchema = z.object({ mimeType: z.string(), base64Content: z.string(), fileName: z.string() });
export type FileResponse = z.infer<typeof fileResponseSchema>;

/** GET /Contract/{id}/attachment/{fileId}: ids as the other :id routes take them. */
const pathId = () => z.coerce.number().int().positive().max(2_147_483_647);
export const attachmentParamsSchema = z.object({ id: pathId(), fileId: pathId() });

export const contractPartyAddSchema = z.object({ userId: userId(), date: calendarDay().optional() });

/**
 * POST /Contract/{id}/update: the client sends the edited contract back; only these fields are read.
 * amountApproved and amountReduced are recorded once each.
 */
export const contractUpdateSchema = caseFieldsSchema.extend({
  // Required as on the request form: the lists and the contract page name a case by it. Optional only because a
  // client may send some fields and not others.
  caseId: requiredText(60).optional(),
  contractType: z.enum(CONTRACT_TYPES).optional(),
  amountApproved: z
    .object({ amount: movedDollars(), checkNumber: text(60).nullable().optional() })
    .nullable()
    .optional(),
  amountReduced: z.object({ amount: nonNegativeDollars(), date: calendarDay().optional() }).nullable().optional(),
  contractClientDTO: z.object({ userId: userId() }).nullable().optional(),
});
export type ContractUpdate = z.input<typeof contractUpdateSchema>;

export const calculateResponseSchema = z.object({ totalAmountOwed: z.number().nullable() });

/** POST /Contract/{id}/cancel: the consumer's cancellation inside the window; the path names the contract. */
export const cancelContractSchema = z.object({}).strict();
