import { EmailField, MoneyField, SimpleGrid } from 'shared-ui';
import { ESTIMATED_ADDITIONALS, ESTIMATED_SETTLEMENTS } from '@litfund/domain';
import type { RequestForm } from '../api/request-draft.ts';
import { BoundChoice } from './BoundChoice.tsx';

/** Financial Information: a pre-settlement request estimates the settlement, a post-settlement one states it. */
export function FinancialFields({ form }: { form: RequestForm }) {
  const {
    register,
    formState: { errors },
    watch,
  } = form;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      <MoneyField
        label="Amount requested"
        required
        inputMode="numeric"
        helperText="Whole dollars"
        error={errors.amountRequested?.message}
        {...register('amountRequested')}
      />
      <EmailField
        label="Funding recipient email"
        required
        error={errors.recipientCheck?.message}
        {...register('recipientCheck')}
      />
      {watch('contractType') === 'PreSettlement' ? (
        <BoundChoice
          form={form}
          name="estimatedSettlement"
          label="Estimated settlement"
          required
          placeholder="Choose"
          options={ESTIMATED_SETTLEMENTS}
        />
      ) : (
        <MoneyField
          label="Settlement amount"
          required
          error={errors.amountSettlement?.message}
          {...register('amountSettlement')}
        />
      )}
      <BoundChoice
        form={form}
        name="estimatedAdditional"
        label="Estimated additional"
        options={ESTIMATED_ADDITIONALS}
      />
    </SimpleGrid>
  );
}
