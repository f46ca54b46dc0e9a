import { useEffect } from 'react';
import { Box, DateField, HStack, Stack, Text, useZodForm, fireAndForget } from 'shared-ui';
import { FormActions } from '../../forms/FormActions.tsx';
import { SelectField } from '../../forms/SelectField.tsx';
import type { LawFirmOption } from '../api/get-law-firms.ts';
import { lawFirmFormSchema, type LawFirmFormValues } from '@litfund/domain';

interface LawFirmFormProps {
  firms: LawFirmOption[];
  initial: LawFirmFormValues;
  submitLabel: string;
  /** The form's accessible name, e.g. 'Add law firm'. */
  label: string;
  onSubmit: (values: LawFirmFormValues) => Promise<void> | void;
  onCancel?: () => void;
}

/** Firm, date joined, present, end date (docs/product.md). */
export function LawFirmForm({ firms, initial, submitLabel, label, onSubmit, onCancel }: LawFirmFormProps) {
  const { register, handleSubmit, formState, watch, trigger } = useZodForm(lawFirmFormSchema, {
    defaultValues: initial,
  });
  const { errors, isSubmitting } = formState;
  const present = watch('present');
  useEffect(() => {
    if (present && errors.endDate) void trigger('endDate');
  }, [present, errors.endDate, trigger]);

  return (
    <form noValidate aria-label={label} onSubmit={fireAndForget(handleSubmit(async (values) => onSubmit(values)))}>
      <Box borderWidth="1px" rounded="md" p="4">
        <Stack gap="3">
          <SelectField
            label="Law firm"
            placeholder="Select law firm"
            options={firms.map((firm) => ({ value: String(firm.id), label: firm.firstName }))}
            aria-required
            error={errors.firmId?.message}
            {...register('firmId')}
          />
          {firms.length === 0 ? (
            <Text textStyle="sm" color="fg.muted">
              Firms not found
            </Text>
          ) : null}
          <HStack gap="4" align="start" wrap={{ base: 'wrap', md: 'nowrap' }}>
            <DateField label="Date joined" aria-required error={errors.startDate?.message} {...register('startDate')} />
            <DateField
              label="End date"
              disabled={present}
              aria-required={!present}
              error={errors.endDate?.message}
              {...register('endDate')}
            />
          </HStack>
          <HStack as="label" gap="2">
            <input type="checkbox" {...register('present')} />
            <span>Present (still working there)</span>
          </HStack>
          <FormActions gap="3" submitLabel={submitLabel} isSubmitting={isSubmitting} onCancel={onCancel} />
        </Stack>
      </Box>
    </form>
  );
}
