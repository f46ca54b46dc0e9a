// The Request Funds form as typed, and how it becomes SPEC's contract create payload (checked by the same
// zod schema the server uses, so the messages are SPEC's).
import { MESSAGES, calendarDayToWire, contractCreateSchema, parseTypedDate } from '@litfund/domain';
import type { ContractCreateInput, ContractType, UserType } from '@litfund/domain';

export interface NewPersonDraft { email: string; firstName: string; lastName: string; phoneNumber: string; stateKey: string }
export const EMPTY_PERSON: NewPersonDraft = { email: '', firstName: '', lastName: '', phoneNumber: '', stateKey: '' };

export interface PickedUser { id: number; name: string }

export interface RequestDraft {
  contractType: ContractType;
  amountRequested: string;
  recipientCheck: string;
  estimatedSettlement: string;
  amountSettlement: string;
  estimatedAdditional: string;
  client: PickedUser | null;
  newClient: NewPersonDraft | null;
  caseId: string;
  estimatedDuration: string;
  opposingInsurance: string;
  insuranceAdjuster: string;
  adjusterPhone: string;
  claimNumber: string;
  liability: 'Yes' | 'No';
  propertyDamage: string;
  injuryLevel: string;
  dateAccident: string;
  accidentDescription: string;
  caseManager: string;
  attorney: PickedUser | null;
  newAttorney: NewPersonDraft | null;
  lawFirm: PickedUser | null;
  newLawFirm: { name: string; stateKey: string } | null;
  comment: string;
}

export const EMPTY_DRAFT: RequestDraft = {
  contractType: 'PreSettlement', amountRequested: '', recipientCheck: '', estimatedSettlement: '', amountSettlement: '', estimatedAdditional: 'None',
  client: null, newClient: null, caseId: '', estimatedDuration: '', opposingInsurance: '', insuranceAdjuster: '', adjusterPhone: '', claimNumber: '',
  liability: 'Yes', propertyDamage: 'Slight', injuryLevel: 'Slight', dateAccident: '', accidentDescription: '', caseManager: '',
  attorney: null, newAttorney: null, lawFirm: null, newLawFirm: null, comment: '',
};

/** The form's sections, in page order: an error scrolls to the first faulty one. */
export const SECTIONS = ['financial', 'plaintiff', 'case', 'attorney', 'lawFirms', 'comments'] as const;
export type SectionKey = (typeof SECTIONS)[number];

/** Error messages by field path ('recipientCheck', 'newClient.email', ...). */
export type DraftErrors = Record<string, string>;

const FIELD_SECTIONS: Record<string, SectionKey> = {
  amountRequested: 'financial', recipientCheck: 'financial', estimatedSettlement: 'financial', amountSettlement: 'financial', estimatedAdditional: 'financial',
  contractClientDTO: 'plaintiff', client: 'plaintiff', newClient: 'plaintiff',
  contractAttorneyDTO: 'attorney', attorney: 'attorney', newAttorney: 'attorney', contractLawFirmDTO: 'lawFirms', lawFirm: 'lawFirms', newLawFirm: 'lawFirms',
  comment: 'comments',
};
export const sectionOf = (path: string): SectionKey => FIELD_SECTIONS[path.split('.')[0]] ?? 'case';

const money = (text: string) => {
  const cleaned = text.replace(/[$,\s]/g, '');
  return cleaned === '' ? undefined : Number(cleaned);
};
const typedDay = (typed: string) => {
  const day = parseTypedDate(typed);
  return day ? calendarDayToWire(day) : typed.trim() === '' ? undefined : 'invalid';
};
const person = (p: NewPersonDraft) => ({
  email: p.email, firstName: p.firstName, lastName: p.lastName, ...(p.phoneNumber ? { phoneNumber: p.phoneNumber } : {}),
  ...(p.stateKey ? { state: { key: p.stateKey } } : {}),
});

/** The payload, or the errors by field path. `role` decides the plaintiff and attorney defaults of SPEC section 6. */
export function buildRequest(draft: RequestDraft, role: UserType | null): { payload: ContractCreateInput } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  const accident = typedDay(draft.dateAccident);
  const settlementDate = typedDay(draft.estimatedDuration);
  if (accident === 'invalid') errors.dateAccident = 'Enter the date as MM/DD/YYYY';
  if (settlementDate === 'invalid') errors.estimatedDuration = 'Enter the date as MM/DD/YYYY';
  const isClient = role === 'Client';
  if (!isClient && !draft.client && !draft.newClient) errors.client = MESSAGES.required;

  const payload: ContractCreateInput = {
    contractType: draft.contractType,
    amountRequested: money(draft.amountRequested) as number,
    recipientCheck: draft.recipientCheck,
    estimatedSettlement: draft.contractType === 'PreSettlement' && draft.estimatedSettlement ? draft.estimatedSettlement as ContractCreateInput['estimatedSettlement'] : undefined,
    amountSettlement: draft.contractType === 'PostSettlement' ? money(draft.amountSettlement) : undefined,
    estimatedAdditional: (draft.estimatedAdditional || undefined) as ContractCreateInput['estimatedAdditional'],
    caseId: draft.caseId,
    estimatedDuration: settlementDate === 'invalid' ? undefined : settlementDate,
    opposingInsurance: draft.opposingInsurance,
    insuranceAdjuster: draft.insuranceAdjuster,
    adjusterPhone: draft.adjusterPhone,
    claimNumber: draft.claimNumber,
    liability: draft.liability === 'Yes',
    propertyDamage: draft.propertyDamage as ContractCreateInput['propertyDamage'],
    injuryLevel: draft.injuryLevel as ContractCreateInput['injuryLevel'],
    dateAccident: accident === 'invalid' ? undefined : accident,
    accidentDescription: draft.accidentDescription,
    caseManager: draft.caseManager,
    comment: draft.comment,
    contractClientDTO: isClient ? null : draft.newClient ? { user: person(draft.newClient) } : draft.client ? { userId: draft.client.id } : null,
    contractAttorneyDTO: draft.newAttorney ? [{ user: person(draft.newAttorney) }] : draft.attorney ? [{ userId: draft.attorney.id }] : [],
    contractLawFirmDTO: draft.newLawFirm ? [{ lawFirm: { firstName: draft.newLawFirm.name, state: { key: draft.newLawFirm.stateKey } } }] : draft.lawFirm ? [{ userId: draft.lawFirm.id }] : [],
  };
  const checked = contractCreateSchema.safeParse(payload);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const path = issue.path.map(String).join('.')
        .replace(/^contractClientDTO\.user/, 'newClient').replace(/^contractAttorneyDTO\.0\.user/, 'newAttorney')
        .replace(/^contractLawFirmDTO\.0\.lawFirm\.firstName/, 'newLawFirm.name').replace(/^contractLawFirmDTO\.0\.lawFirm\.state\.key/, 'newLawFirm.stateKey')
        .replace(/\.state\.key$/, '.stateKey');
      if (path === 'contractClientDTO' && isClient) continue;
      errors[path] ??= issue.message;
    }
  }
  return Object.keys(errors).length > 0 ? { errors } : { payload };
}
