import { useState } from 'react';
import { Button, HStack, MoneyField, Section, SimpleDialog, Stack, Text, fireAndForget, useZodForm } from 'shared-ui';
import {
  CONTRACT_MESSAGES,
  additionalFundingFormSchema,
  amountOnDayBody,
  approvedAmountFormSchema,
  centsToDollars,
  dollarsLabel,
  paymentFormSchema,
  reducedAmountFormSchema,
} from '@litfund/domain';
import type { ContractRead, OnceAmountFormSchema } from '@litfund/domain';
import { AmountDateForm } from '../../../shared/components/AmountDateForm.tsx';
import { useAddAdditionalFunding } from '../api/add-additional-funding.ts';
import { useAddPayment } from '../api/add-payment.ts';
import { useUpdateContract } from '../api/update-contract.ts';
import type { RunAction } from '../api/use-admin-action.ts';

/** A once-only amount: its value once recorded, else a field and a button; `onSubmit` receives integer cents. */
function OnceAmount({
  label,
  recorded,
  buttonLabel,
  schema,
  onSubmit,
}: {
  label: string;
  recorded: number | null;
  buttonLabel: string;
  schema: OnceAmountFormSchema;
  onSubmit: (cents: number) => unknown;
}) {
  const { register, handleSubmit, formState } = useZodForm(schema, { defaultValues: { amount: '' } });
  if (recorded !== null)
    return (
      <Text>
        {label}: <strong>{dollarsLabel(recorded)}</strong>
      </Text>
    );
  return (
    <form aria-label={label} noValidate onSubmit={fireAndForget(handleSubmit(({ amount }) => onSubmit(amount)))}>
      <HStack align="flex-end" gap="3" flexWrap="wrap">
        <MoneyField label={label} error={formState.errors.amount?.message} {...register('amount')} />
        <Button type="submit" size="sm">
          {buttonLabel}
        </Button>
      </HStack>
    </form>
  );
}

/** Asks the administrator a yes-or-no question in a dialog; `ask` resolves with the answer. */
function useQuestion() {
  const [asking, setAsking] = useState<{ question: string; answer: (confirmed: boolean) => void } | null>(null);
  const ask = (question: string) => new Promise<boolean>((answer) => setAsking({ question, answer }));
  const answer = (confirmed: boolean) => {
    asking?.answer(confirmed);
    setAsking(null);
  };
  return { question: asking?.question ?? null, ask, answer };
}

/** Contract info: approved amount (once, confirmed), reduced amount (once), payments and additional funding. */
export function AmountActions({ contract, run }: { contract: ContractRead; run: RunAction }) {
  const [confirming, setConfirming] = useState<number | null>(null);
  const overpayment = useQuestion();
  const pay = useAddPayment(contract.id, overpayment.ask);
  const fund = useAddAdditionalFunding(contract.id);
  const update = useUpdateContract(contract.id);

  const approve = async (cents: number) => {
    await run(
      () => update.mutateAsync({ amountApproved: { amount: centsToDollars(cents) } }),
      CONTRACT_MESSAGES.approvedAdded,
    );
    setConfirming(null);
  };

  return (
    <Section title="Contract Info">
      <Text>
        {contract.identifier}, {contract.contractType === 'PostSettlement' ? 'Post-Settlement' : 'Pre-Settlement'},
        requested {dollarsLabel(contract.amountRequested.amount)}
      </Text>
      <Stack gap="5">
        <OnceAmount
          label="Approved Amount"
          buttonLabel="Approve Amount"
          recorded={contract.amountApproved?.amount ?? null}
          schema={approvedAmountFormSchema}
          onSubmit={setConfirming}
        />
        {/* A reduction replaces an owed sum, so it waits for the funding (the server refuses it before CheckSent too). */}
        {contract.checkSent === null && contract.amountReduced === null ? (
          <Text color="fg.muted">Amount After Reduction: can be added once the check is sent.</Text>
        ) : (
          <OnceAmount
            label="Amount After Reduction"
            buttonLabel="Add Reduced Amount"
            recorded={contract.amountReduced?.amount ?? null}
            schema={reducedAmountFormSchema}
            onSubmit={(cents) =>
              run(
                () => update.mutateAsync({ amountReduced: { amount: centsToDollars(cents) } }),
                CONTRACT_MESSAGES.reducedAdded,
              )
            }
          />
        )}
        <AmountDateForm
          label="Add payment"
          submitLabel="Add Payment"
          schema={paymentFormSchema}
          onSubmit={(value) => run(() => pay.mutateAsync(amountOnDayBody(value)), CONTRACT_MESSAGES.paymentAdded)}
        />
        <AmountDateForm
          label="Add additional funding"
          submitLabel="Add Additional Funding"
          schema={additionalFundingFormSchema}
          onSubmit={(value) =>
            run(() => fund.mutateAsync(amountOnDayBody(value)), CONTRACT_MESSAGES.additionalFundingAdded)
          }
        />
      </Stack>
      {confirming !== null ? (
        <SimpleDialog
          title="Approve Amount"
          description={CONTRACT_MESSAGES.approveConfirm}
          confirmLabel="Approve"
          busy={update.isPending}
          onConfirm={() => void approve(confirming)}
          onClose={() => setConfirming(null)}
        />
      ) : null}
      {overpayment.question !== null ? (
        <SimpleDialog
          title="Payment above the amount owed"
          description={overpayment.question}
          confirmLabel="Record Payment"
          onConfirm={() => overpayment.answer(true)}
          onClose={() => overpayment.answer(false)}
        />
      ) : null}
    </Section>
  );
}
