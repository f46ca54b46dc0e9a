// The Request Funds form as typed, and how it becomes the contract create payload. The form's resolver runs the
// same zod schema the server uses (contractCreateSchema), so the messages and the rules cannot drift.
import { z } from 'zod';
import {
  CONTRACT_TYPES,
  MESSAGES,
  calendarDateIn,
  calendarDayToWire,
  caseDateProblems,
  contractCreateSchema,
  parseTypedDate,
  typedMoneyToDollars,
} from '@litfund/domain';
import type { ContractCreateInput, UserType } from '@litfund/domain';
import type { useZodForm } from 'shared-ui';

export const TYPED_DATE_MESSAGE = 'Enter the date as MM/DD/YYYY';

const pickedUserSchema = z.object({ id: z.number(), name: z.string() });
const newPersonDraftSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  stateKey: z.string(),
});

/** Every field as the form holds it: text as typed, a picked party as {id, name}, a party being created or null. */
export const requestDraftSchema = z.object({
  contractType: z.enum(CONTRACT_TYPES),
  amountRequested: z.string(),
  recipientCheck: z.string(),
  estimatedSettlement: z.string(),
  amountSettlement: z.string(),
  estimatedAdditional: z.string(),
  client: pickedUserSchema.nullable(),
  newClient: newPersonDraftSchema.nullable(),
  caseId: z.string(),
  estimatedDuration: z.string(),
  opposingInsurance: z.string(),
  insuranceAdjuster: z.string(),
  adjusterPhone: z.string(),
  claimNumber: z.string(),
  liability: z.enum(['Yes', 'No', '']),
  propertyDamage: z.string(),
  injuryLevel: z.string(),
  dateAccident: z.string(),
  accidentDescription: z.string(),
  caseManager: z.string(),
  attorney: pickedUserSchema.nullable(),
  newAttorney: newPersonDraftSchema.nullable(),
  lawFirm: pickedUserSchema.nullable(),
  newLawFirm: z.object({ name: z.string(), stateKey: z.string() }).nullable(),
  comment: z.string(),
});
export type RequestDraft = z.infer<typeof requestDraftSchema>;
export type NewPersonDraft = z.infer<typeof newPersonDraftSchema>;
export type PickedUser = z.infer<typeof pickedUserSchema>;

export const EMPTY_PERSON: NewPersonDraft = { email: '', firstName: '', lastName: '', phoneNumber: '', stateKey: '' };

/**
 * Nothing the plaintiff states about the case is picked for them: liability, property damage and injury level start
 * at "Choose", like the estimated settlement, and are required (the server's schema requires them too).
 */
export const EMPTY_DRAFT: RequestDraft = {
  contractType: 'PreSettlement',
  amountRequested: '',
  recipientCheck: '',
  estimatedSettlement: '',
  amountSettlement: '',
  estimatedAdditional: 'None',
  client: null,
  newClient: null,
  caseId: '',
  estimatedDuration: '',
  opposingInsurance: '',
  insuranceAdjuster: '',
  adjusterPhone: '',
  claimNumber: '',
  liability: '',
  propertyDamage: '',
  injuryLevel: '',
  dateAccident: '',
  accidentDescription: '',
  caseManager: '',
  attorney: null,
  newAttorney: null,
  lawFirm: null,
  newLawFirm: null,
  comment: '',
};

/** The form's sections, in page order: an error scrolls to the first faulty one. */
export const SECTIONS = ['financial', 'plaintiff', 'case', 'attorney', 'lawFirms', 'comments'] as const;
export type SectionKey = (typeof SECTIONS)[number];

/** Error messages by form field path ('recipientCheck', 'newClient.email', ...). */
export type DraftErrors = Record<string, string>;

const FIELD_SECTIONS: Partial<Record<keyof RequestDraft, SectionKey>> = {
  amountRequested: 'financial',
  recipientCheck: 'financial',
  estimatedSettlement: 'financial',
  amountSettlement: 'financial',
  estimatedAdditional: 'financial',
  client: 'plaintiff',
  newClient: 'plaintiff',
  attorney: 'attorney',
  newAttorney: 'attorney',
  lawFirm: 'lawFirms',
  newLawFirm: 'lawFirms',
  comment: 'comments',
};
/** The section a form field path lives in (the remaining fields are the case's). */
export const sectionOf = (path: string): SectionKey =>
  FIELD_SECTIONS[path.split('.')[0] as keyof RequestDraft] ?? 'case';

/** MM/DD/YYYY -> that day at 12:00 UTC; blank -> undefined; not a real day -> 'invalid'. */
const typedDay = (typed: string) => {
  const day = parseTypedDate(typed);
  return day ? calendarDayToWire(day) : typed.trim() === '' ? undefined : 'invalid';
};
const person = (p: NewPersonDraft) => ({
  email: p.email.trim(),
  firstName: p.firstName.trim(),
  lastName: p.lastName.trim(),
  ...(p.phoneNumber ? { phoneNumber: p.phoneNumber } : {}),
  ...(p.stateKey ? { state: { key: p.stateKey } } : {}),
});

/** The schema's paths inside the payload -> the form's field paths. */
const FORM_PATHS: Array<[RegExp, string]> = [
  [/^contractClientDTO\.user/, 'newClient'],
  [/^contractClientDTO$/, 'client'],
  [/^contractAttorneyDTO\.0\.user/, 'newAttorney'],
  [/^contractLawFirmDTO\.0\.(lawFirm|user)\.firstName/, 'newLawFirm.name'],
  [/^contractLawFirmDTO\.0\.(lawFirm|user)\.state\.key/, 'newLawFirm.stateKey'],
  [/\.state\.key$/, '.stateKey'],
];
const formPath = (payloadPath: string) =>
  FORM_PATHS.reduce((path, [pattern, replacement]) => path.replace(pattern, replacement), payloadPath);

/**
 * The payload, or the errors by form field path. `role` applies the filing rule: a Client is the contract's client
 * (no plaintiff is sent); everyone else must pick a plaintiff or enter a new one; a law-firm user names the
 * responsible attorney (one of the firm's).
 */
export function buildRequest(
  draft: RequestDraft,
  role: UserType | null,
): { payload: ContractCreateInput } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  const accident = typedDay(draft.dateAccident);
  const settlementDate = typedDay(draft.estimatedDuration);
  if (accident === 'invalid') errors.dateAccident = TYPED_DATE_MESSAGE;
  if (settlementDate === 'invalid') errors.estimatedDuration = TYPED_DATE_MESSAGE;
  // Today asked at each check, not once: a page left open past midnight takes the new day.
  for (const problem of caseDateProblems(
    { dateAccident: parseTypedDate(draft.dateAccident), estimatedDuration: parseTypedDate(draft.estimatedDuration) },
    calendarDateIn(new Date()),
  ))
    errors[problem.path] ??= problem.message;
  const isClient = role === 'Client';
  if (!isClient && !draft.client && !draft.newClient) errors.client = MESSAGES.required;
  if (role === 'LawFirm' && !draft.attorney) errors.attorney = MESSAGES.required;
  const pre = draft.contractType === 'PreSettlement';

  const payload: ContractCreateInput = {
    contractType: draft.contractType,
    amountRequested: typedMoneyToDollars(draft.amountRequested) as number,
    recipientCheck: draft.recipientCheck.trim(),
    estimatedSettlement:
      pre && draft.estimatedSettlement
        ? (draft.estimatedSettlement as ContractCreateInput['estimatedSettlement'])
        : undefined,
    amountSettlement: pre ? undefined : typedMoneyToDollars(draft.amountSettlement),
    estimatedAdditional: (draft.estimatedAdditional || undefined) as ContractCreateInput['estimatedAdditional'],
    caseId: draft.caseId.trim(),
    estimatedDuration: settlementDate === 'invalid' ? undefined : settlementDate,
    opposingInsurance: draft.opposingInsurance.trim(),
    insuranceAdjuster: draft.insuranceAdjuster.trim(),
    adjusterPhone: draft.adjusterPhone.trim(),
    claimNumber: draft.claimNumber.trim(),
    liability: draft.liability === '' ? undefined : draft.liability === 'Yes',
    propertyDamage: (draft.propertyDamage || undefined) as ContractCreateInput['propertyDamage'],
    injuryLevel: (draft.injuryLevel || undefined) as ContractCreateInput['injuryLevel'],
    dateAccident: accident === 'invalid' ? undefined : accident,
    accidentDescription: draft.accidentDescription.trim(),
    caseManager: draft.caseManager.trim(),
    comment: draft.comment.trim(),
    contractClientDTO: isClient
      ? null
      : draft.newClient
        ? { user: person(draft.newClient) }
        : draft.client
          ? { userId: draft.client.id }
          : null,
    contractAttorneyDTO: draft.newAttorney
      ? [{ user: person(draft.newAttorney) }]
      : draft.attorney
        ? [{ userId: draft.attorney.id }]
        : [],
    contractLawFirmDTO: draft.newLawFirm
      ? [{ lawFirm: { firstName: draft.newLawFirm.name.trim(), state: { key: draft.newLawFirm.stateKey } } }]
      : draft.lawFirm
        ? [{ userId: draft.lawFirm.id }]
        : [],
  };
  const checked = contractCreateSchema.safeParse(payload);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const path = formPath(issue.path.map(String).join('.'));
      if (path === 'client' && isClient) continue;
      errors[path] ??= issue.message;
    }
  }
  return Object.keys(errors).length > 0 ? { errors } : { payload };
}

/**
 * The form's resolver schema: the draft in, the payload out. `withLawFirms()` (asked at validation time, as it
 * follows the attorney picked) is false while the Law Firms section is hidden, so a firm picked earlier is not sent.
 */
export function requestFormSchema(role: UserType | null, withLawFirms: () => boolean) {
  return requestDraftSchema.transform((draft, ctx) => {
    const built = buildRequest(withLawFirms() ? draft : { ...draft, lawFirm: null, newLawFirm: null }, role);
    if ('payload' in built) return built.payload;
    for (const [path, message] of Object.entries(built.errors))
      ctx.addIssue({ code: 'custom', path: path.split('.'), message });
    return z.NEVER;
  });
}
export type RequestFormSchema = ReturnType<typeof requestFormSchema>;
export type RequestForm = ReturnType<typeof useZodForm<RequestFormSchema>>;
