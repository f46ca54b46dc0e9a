import { DateField, Field, Section, SimpleGrid, TextField, Textarea } from 'shared-ui';
import { ESTIMATED_ADDITIONALS, ESTIMATED_SETTLEMENTS, SEVERITY_LEVELS, toTypedDate } from '@litfund/domain';
import type { ContractRead } from '@litfund/domain';
import { Choice } from '../../../shared/components/Choice.tsx';

/** The editable case fields as typed (dates MM/DD/YYYY, amounts as text). */
export interface CaseInfoDraft {
  caseId: string;
  opposingInsurance: string;
  insuranceAdjuster: string;
  adjusterPhone: string;
  claimNumber: string;
  recipientCheck: string;
  caseManager: string;
  accidentDescription: string;
  liability: 'Yes' | 'No';
  propertyDamage: string;
  injuryLevel: string;
  estimatedSettlement: string;
  estimatedAdditional: string;
  dateAccident: string;
  estimatedDuration: string;
  amountSettlement: string;
}

const typed = (wire: string | null) => (wire ? toTypedDate(wire.slice(0, 10)) : '');

export function draftOf(contract: ContractRead): CaseInfoDraft {
  return {
    caseId: contract.caseId,
    opposingInsurance: contract.opposingInsurance,
    insuranceAdjuster: contract.insuranceAdjuster,
    adjusterPhone: contract.adjusterPhone,
    claimNumber: contract.claimNumber,
    recipientCheck: contract.recipientCheck,
    caseManager: contract.caseManager,
    accidentDescription: contract.accidentDescription,
    liability: contract.liability ? 'Yes' : 'No',
    propertyDamage: contract.propertyDamage,
    injuryLevel: contract.injuryLevel,
    estimatedSettlement: contract.estimatedSettlement ?? '',
    estimatedAdditional: contract.estimatedAdditional ?? '',
    dateAccident: typed(contract.dateAccident),
    estimatedDuration: typed(contract.estimatedDuration),
    amountSettlement: contract.amountSettlement === null ? '' : String(contract.amountSettlement),
  };
}

type TextKey = Exclude<keyof CaseInfoDraft, 'liability'>;

export function CaseInfoFields({
  draft,
  errors,
  onChange,
}: {
  draft: CaseInfoDraft;
  errors: Partial<Record<keyof CaseInfoDraft, string>>;
  onChange: (change: Partial<CaseInfoDraft>) => void;
}) {
  const text = (key: TextKey, label: string, required = false) => (
    <TextField
      label={label}
      required={required}
      value={draft[key]}
      error={errors[key]}
      onChange={(e) => onChange({ [key]: e.currentTarget.value })}
    />
  );
  return (
    <Section title="Case Information">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {text('caseId', 'Case ID', true)}
        {text('opposingInsurance', 'Opposing insurance')}
        {text('insuranceAdjuster', 'Insurance adjuster')}
        {text('adjusterPhone', 'Adjuster phone')}
        {text('claimNumber', 'Claim number')}
        {text('recipientCheck', 'Funding recipient email')}
        {text('caseManager', 'Case manager email')}
        {text('amountSettlement', 'Settlement amount')}
        <DateField
          label="Date of accident"
          value={draft.dateAccident}
          error={errors.dateAccident}
          onChange={(e) => onChange({ dateAccident: e.currentTarget.value })}
        />
        <DateField
          label="Estimated settlement date"
          value={draft.estimatedDuration}
          error={errors.estimatedDuration}
          onChange={(e) => onChange({ estimatedDuration: e.currentTarget.value })}
        />
        <Choice
          label="Liability"
          value={draft.liability}
          options={['Yes', 'No']}
          onChange={(v) => onChange({ liability: v as 'Yes' | 'No' })}
        />
        <Choice
          label="Property damage"
          value={draft.propertyDamage}
          options={SEVERITY_LEVELS}
          onChange={(v) => onChange({ propertyDamage: v })}
        />
        <Choice
          label="Injury level"
          value={draft.injuryLevel}
          options={SEVERITY_LEVELS}
          onChange={(v) => onChange({ injuryLevel: v })}
        />
        <Choice
          label="Estimated settlement"
          value={draft.estimatedSettlement}
          options={ESTIMATED_SETTLEMENTS}
          placeholder="—"
          onChange={(v) => onChange({ estimatedSettlement: v })}
        />
        <Choice
          label="Estimated additional"
          value={draft.estimatedAdditional}
          options={ESTIMATED_ADDITIONALS}
          placeholder="—"
          onChange={(v) => onChange({ estimatedAdditional: v })}
        />
      </SimpleGrid>
      <Field.Root>
        <Field.Label>Accident description</Field.Label>
        <Textarea
          value={draft.accidentDescription}
          onChange={(e) => onChange({ accidentDescription: e.currentTarget.value })}
        />
      </Field.Root>
    </Section>
  );
}
