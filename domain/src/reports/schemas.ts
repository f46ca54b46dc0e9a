// Report exports (docs/product.md).
// The wire carries from/to as dd/mm/yyyy; the forms take MM/DD/YYYY as typed and convert with toReportRequest.
import { z } from 'zod';
import { whenFieldsParsed } from '../validation/cross-field.ts';
import { parseReportDate, parseTypedDate, toReportDate } from '../format/dates.ts';
import type { ContractStatus, ContractType } from '../enums.ts';

export const REPORT_PERIODICITIES = ['monthly', 'quarterly', 'yearly'] as const;
export type ReportPeriodicity = (typeof REPORT_PERIODICITIES)[number];

/** The report spellings, mapped to the stored contract types and statuses. */
export const REPORT_CONTRACT_TYPES = {
  preSettlement: 'PreSettlement',
  postSettlement: 'PostSettlement',
} as const satisfies Record<string, ContractType>;
export type ReportContractType = keyof typeof REPORT_CONTRACT_TYPES;
export const REPORT_CONTRACT_STATUSES = {
  checkSent: 'CheckSent',
  checkCashed: 'CheckCashed',
  paidOff: 'PaidOff',
  closedNotPaidOff: 'ClosedNotPaidOff',
  closedCaseLost: 'ClosedCaseLost',
} as const satisfies Record<string, ContractStatus>;
export type ReportContractStatus = keyof typeof REPORT_CONTRACT_STATUSES;

/** The 21 raw-data fields, in the order the form offers them and the sheet shows them. */
export const RAW_REPORT_FIELDS = [
  'dateCheckSent',
  'caseId',
  'contractType',
  'state',
  'currentStatus',
  'clientName',
  'attorneyName',
  'lawFirmName',
  'previousAttorney',
  'previousLawFirm',
  'amountRequested',
  'amountApproved',
  'additionalFunds',
  'totalFunded',
  'interestRate',
  'additionalInterestRate',
  'expectedSettlement',
  'expectedValue',
  'openBalance',
  'amountReduced',
  'totalPaid',
] as const;
export type RawReportField = (typeof RAW_REPORT_FIELDS)[number];

/** Column headings of the raw-data sheet and the labels of the form's checkboxes. */
export const RAW_REPORT_FIELD_LABELS: Record<RawReportField, string> = {
  dateCheckSent: 'Date Check Sent',
  caseId: 'Case ID',
  contractType: 'Contract Type',
  state: 'State',
  currentStatus: 'Current Status',
  clientName: 'Client',
  attorneyName: 'Attorney',
  lawFirmName: 'Law Firm',
  previousAttorney: 'Previous Attorney',
  previousLawFirm: 'Previous Law Firm',
  amountRequested: 'Amount Requested',
  amountApproved: 'Amount Approved',
  additionalFunds: 'Additional Funds',
  totalFunded: 'Total Funded',
  interestRate: 'Interest Rate %',
  additionalInterestRate: 'Additional Interest Rate %',
  expectedSettlement: 'Expected Settlement',
  expectedValue: 'Expected Value',
  openBalance: 'Open Balance',
  amountReduced: 'Amount Reduced',
  totalPaid: 'Total Paid',
};

export const REPORT_MESSAGES = {
  fromRequired: 'Enter the from date',
  toRequired: 'Enter the to date',
  reportDate: 'Enter the date as dd/mm/yyyy',
  typedDate: 'Enter the date as MM/DD/YYYY',
  fromAfterTo: 'The from date must not be after the to date',
  periodicityRequired: 'Choose the periodicity',
  contractTypeRequired: 'Choose at least one contract type',
  contractStatusRequired: 'Choose at least one status',
  fieldsRequired: 'Choose at least one field to export',
  unknownField: 'Unknown field to export',
  outOfRange: 'Choose dates from 1900 to 2199',
} as const;

/** The days a report may cover: the portfolio's whole history and beyond, without reaching dates the database cannot count in. */
const REPORT_DAYS = { first: '1900-01-01', last: '2199-12-31' } as const;
const withinReportDays = (day: string | null) => day !== null && day >= REPORT_DAYS.first && day <= REPORT_DAYS.last;

const reportDay = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((v) => parseReportDate(v) !== null, REPORT_MESSAGES.reportDate)
    .transform((v) => parseReportDate(v)!)
    .refine(withinReportDays, REPORT_MESSAGES.outOfRange);

const period = {
  from: reportDay(REPORT_MESSAGES.fromRequired),
  to: reportDay(REPORT_MESSAGES.toRequired),
};
const fromNotAfterTo = (value: { from: string; to: string }) => value.from <= value.to;
// Said beside the other fields' errors (no field chosen, no periodicity), not after they are fixed.
const fromAfterToIssue = { message: REPORT_MESSAGES.fromAfterTo, path: ['from'], ...whenFieldsParsed('from', 'to') };

const nonEmptyUnique = <T extends string>(values: readonly [T, ...T[]], required: string, unknown = required) =>
  z
    .array(z.enum(values, { error: unknown }), { error: required })
    .min(1, required)
    .transform((list) => [...new Set(list)]);

const typeKeys = Object.keys(REPORT_CONTRACT_TYPES) as [ReportContractType, ...ReportContractType[]];
const statusKeys = Object.keys(REPORT_CONTRACT_STATUSES) as [ReportContractStatus, ...ReportContractStatus[]];

/** POST /Report/createReport/report; from/to come out as 'YYYY-MM-DD'. */
export const periodReportRequestSchema = z
  .object({
    ...period,
    reportPriority: z.enum(REPORT_PERIODICITIES, { error: REPORT_MESSAGES.periodicityRequired }),
    contractType: nonEmptyUnique(typeKeys, REPORT_MESSAGES.contractTypeRequired),
    contractStatus: nonEmptyUnique(statusKeys, REPORT_MESSAGES.contractStatusRequired),
    /** Only contracts whose cancellation window is open today (added after SPEC's fields). */
    inCancellationWindow: z.boolean().optional(),
  })
  .refine(fromNotAfterTo, fromAfterToIssue);
export type PeriodReportRequest = z.output<typeof periodReportRequestSchema>;

/** POST /Report/createReport/all; from/to come out as 'YYYY-MM-DD'. */
export const rawReportRequestSchema = z
  .object({
    ...period,
    exportPropertiesList: nonEmptyUnique(
      RAW_REPORT_FIELDS,
      REPORT_MESSAGES.fieldsRequired,
      REPORT_MESSAGES.unknownField,
    ),
    inCancellationWindow: z.boolean().optional(),
  })
  .refine(fromNotAfterTo, fromAfterToIssue);
export type RawReportRequest = z.output<typeof rawReportRequestSchema>;

// The forms: dates typed MM/DD/YYYY, the same required rules as the server.
const typedDay = (required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .refine((v) => parseTypedDate(v) !== null, REPORT_MESSAGES.typedDate)
    .refine((v) => withinReportDays(parseTypedDate(v)), REPORT_MESSAGES.outOfRange);
const typedPeriod = { from: typedDay(REPORT_MESSAGES.fromRequired), to: typedDay(REPORT_MESSAGES.toRequired) };
const typedNotReversed = (value: { from: string; to: string }) => {
  const [from, to] = [parseTypedDate(value.from), parseTypedDate(value.to)];
  return !from || !to || from <= to;
};

export const periodReportFormSchema = z
  .object({
    ...typedPeriod,
    reportPriority: z.enum(REPORT_PERIODICITIES, { error: REPORT_MESSAGES.periodicityRequired }),
    contractType: z.array(z.enum(typeKeys)).min(1, REPORT_MESSAGES.contractTypeRequired),
    contractStatus: z.array(z.enum(statusKeys)).min(1, REPORT_MESSAGES.contractStatusRequired),
    inCancellationWindow: z.boolean().optional(),
  })
  .refine(typedNotReversed, fromAfterToIssue);
export type PeriodReportForm = z.input<typeof periodReportFormSchema>;

export const rawReportFormSchema = z
  .object({
    ...typedPeriod,
    exportPropertiesList: z.array(z.enum(RAW_REPORT_FIELDS)).min(1, REPORT_MESSAGES.fieldsRequired),
    inCancellationWindow: z.boolean().optional(),
  })
  .refine(typedNotReversed, fromAfterToIssue);
export type RawReportForm = z.input<typeof rawReportFormSchema>;

/** A valid form's typed dates as the wire's dd/mm/yyyy. */
export function toReportRequest<T extends { from: string; to: string }>(form: T): T {
  return { ...form, from: toReportDate(parseTypedDate(form.from)!), to: toReportDate(parseTypedDate(form.to)!) };
}
