import { DateField, EmailField, Field, SimpleGrid, Stack, TextField, Textarea } from 'shared-ui';
import { SEVERITY_LEVELS } from '@litfund/domain';
import type { RequestForm } from '../api/request-draft.ts';
import { BoundChoice } from './BoundChoice.tsx';

/** Case Information: the required case fields, liability Yes/No, the damage and injury levels. */
export function CaseFields({ form }: { form: RequestForm }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <Stack gap="3">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextField label="Case ID" required error={errors.caseId?.message} {...register('caseId')} />
        <DateField
          label="Settlement date"
          required
          error={errors.estimatedDuration?.message}
          {...register('estimatedDuration')}
        />
        <TextField
          label="Opposing insurance"
          required
          error={errors.opposingInsurance?.message}
          {...register('opposingInsurance')}
        />
        <TextField
          label="Insurance adjuster"
          error={errors.insuranceAdjuster?.message}
          {...register('insuranceAdjuster')}
        />
        <TextField
          label="Adjuster phone"
          type="tel"
          error={errors.adjusterPhone?.message}
          {...register('adjusterPhone')}
        />
        <TextField label="Claim number" error={errors.claimNumber?.message} {...register('claimNumber')} />
        <BoundChoice
          form={form}
          name="liability"
          label="Liability"
          required
          placeholder="Choose"
          options={['Yes', 'No']}
        />
        <BoundChoice
          form={form}
          name="propertyDamage"
          label="Property damage"
          required
          placeholder="Choose"
          options={SEVERITY_LEVELS}
        />
        <BoundChoice
          form={form}
          name="injuryLevel"
          label="Injury level"
          required
          placeholder="Choose"
          options={SEVERITY_LEVELS}
        />
        <DateField
          label="Date of accident"
          required
          error={errors.dateAccident?.message}
          {...register('dateAccident')}
        />
        <EmailField label="Case manager email" error={errors.caseManager?.message} {...register('caseManager')} />
      </SimpleGrid>
      <Field.Root required invalid={Boolean(errors.accidentDescription)}>
        <Field.Label>
          Accident description
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea maxLength={4000} {...register('accidentDescription')} />
        {errors.accidentDescription ? <Field.ErrorText>{errors.accidentDescription.message}</Field.ErrorText> : null}
      </Field.Root>
    </Stack>
  );
}
