import {
  calendarDateIn,
  calendarDayToWire,
  caseDateProblems,
  contractUpdateSchema,
  parseTypedDate,
  typedMoneyToDollars,
} from '@litfund/domain';
import type { ContractUpdate } from '@litfund/domain';
import type { CaseInfoDraft } from '../components/CaseInfoFields.tsx';

export type DraftErrors = Partial<Record<keyof CaseInfoDraft, string>>;

const dayOrNull = (typed: string) => (typed.trim() === '' ? null : parseTypedDate(typed));

/** The draft as POST /Contract/{id}/update's body, checked by the same schema the server uses. */
export function caseUpdateOf(draft: CaseInfoDraft): { body: ContractUpdate } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  const accident = dayOrNull(draft.dateAccident);
  const settlement = dayOrNull(draft.estimatedDuration);
  if (draft.dateAccident.trim() && !accident) errors.dateAccident = 'Enter the date as MM/DD/YYYY';
  if (draft.estimatedDuration.trim() && !settlement) errors.estimatedDuration = 'Enter the date as MM/DD/YYYY';
  for (const problem of caseDateProblems(
    { dateAccident: accident, estimatedDuration: settlement },
    calendarDateIn(new Date()),
  ))
    errors[problem.path] ??= problem.message;
  const body: ContractUpdate = {
    caseId: draft.caseId,
    opposingInsurance: draft.opposingInsurance,
    insuranceAdjuster: draft.insuranceAdjuster,
    adjusterPhone: draft.adjusterPhone,
    claimNumber: draft.claimNumber,
    recipientCheck: draft.recipientCheck,
    caseManager: draft.caseManager,
    accidentDescription: draft.accidentDescription,
    liability: draft.liability === 'Yes',
    propertyDamage: draft.propertyDamage as ContractUpdate['propertyDamage'],
    injuryLevel: draft.injuryLevel as ContractUpdate['injuryLevel'],
    estimatedSettlement: (draft.estimatedSettlement || null) as ContractUpdate['estimatedSettlement'],
    estimatedAdditional: (draft.estimatedAdditional || null) as ContractUpdate['estimatedAdditional'],
    dateAccident: accident ? calendarDayToWire(accident) : null,
    estimatedDuration: settlement ? calendarDayToWire(settlement) : null,
    amountSettlement: typedMoneyToDollars(draft.amountSettlement) ?? null,
  };
  const checked = contractUpdateSchema.safeParse(body);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const key = String(issue.path[0]) as keyof CaseInfoDraft;
      errors[key] ??= issue.message;
    }
  }
  return Object.keys(errors).length > 0 ? { errors } : { body };
}
