import { useState, type ReactNode } from 'react';
import {
  ActionPanel,
  Button,
  HStack,
  MoneyField,
  Section,
  SimpleDialog,
  SimpleGrid,
  Text,
  fireAndForget,
  useZodForm,
} from 'shared-ui';
import {
  CONTRACT_MESSAGES,
  MONEY_RULE_MESSAGES,
  additionalFundingFormSchema,
  amountOnDayBody,
  approvedAmountFormSchema,
  centsToDollars,
  dollarsLabel,
  paymentFormSchema,
  reducedAmountFormSchema,
} from '@litfund/domain';
import type { AmountOnDay, AmountOnDayFormSchema, ContractRead, OnceAmountFormSchema } from '@litfund/domain';
import { AmountDateForm } from '../../../shared/components/AmountDateForm.tsx';
import { useAddAdditionalFunding } from '../api/add-additional-funding.ts';
import { useAddPayment } from '../api/add-payment.ts';
import { useUpdateContract } from '../api/update-contract.ts';
import { useActionOutcome } from '../api/use-admin-action.ts';

/**
 * A once-only amount in its panel: a field and a button until recorded, then the recorded value in place of the form;
 * `onSubmit` receives integer cents.
 */
function OnceAmount({
  title,
  description,
  label,
  recorded,
  buttonLabel,
  schema,
  onSubmit,
  outcome,
  children,
}: {
  title: string;
  description: string;
  label: string;
  recorded: number | null;
  buttonLabel: string;
  schema: OnceAmountFormSchema;
  onSubmit: (cents: number) => unknown;
  outcome: ReturnType<typeof useActionOutcome>['outcome'];
  /** Shown instead of the form while the action cannot be taken yet. */
  children?: ReactNode;
}) {
  const { register, handleSubmit, formState } = useZodForm(schema, { defaultValues: { amount: '' } });
  const done =
    recorded === null ? undefined : (
      <Text>
        {label}: <strong>{dollarsLabel(recorded)}</strong>
      </Text>
    );
  return (
    <ActionPanel title={title} description={description} onceOnly done={done} outcome={outcome}>
      {children ?? (
        <form aria-label={label} noValidate onSubmit={fireAndForget(handleSubmit(({ amount }) => onSubmit(amount)))}>
          <HStack align="flex-end" gap="3" flexWrap="wrap">
            <MoneyField label={label} error={formState.errors.amount?.message} {...register('amount')} />
            <Button type="submit" size="sm">
              {buttonLabel}
            </Button>
          </HStack>
        </form>
      )}
    </ActionPanel>
  );
}

/** An amount on a day (a payment, a tranche) in its panel, with the last attempt's result under it. */
function AmountOnDayPanel({
  title,
  description,
  label,
  submitLabel,
  schema,
  record,
  success,
  disabledReason,
}: {
  title: string;
  description: string;
  label: string;
  submitLabel: string;
  schema: AmountOnDayFormSchema;
  record: (body: AmountOnDay) => Promise<unknown>;
  success: string;
  disabledReason?: string;
}) {
  const { outcome, run } = useActionOutcome();
  return (
    <ActionPanel title={title} description={description} outcome={outcome}>
      <AmountDateForm
        label={label}
        submitLabel={submitLabel}
        schema={schema}
        onSubmit={(value) => run(() => record(amountOnDayBody(value)), success)}
        disabledReason={disabledReason}
      />
    </ActionPanel>
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

/** Money: approved amount (once, confirmed), reduced amount (once), payments and additional funding. */
export function AmountActions({ contract }: { contract: ContractRead }) {
  const [confirming, setConfirming] = useState<number | null>(null);
  const overpayment = useQuestion();
  const pay = useAddPayment(contract.id, overpayment.ask);
  const fund = useAddAdditionalFunding(contract.id);
  const update = useUpdateContract(contract.id);
  const approval = useActionOutcome();
  const reduction = useActionOutcome();
  // Payments and tranches need the funding first; the server refuses them before CheckSent with the same words.
  const unfunded = contract.checkSent === null ? MONEY_RULE_MESSAGES.notFunded : undefined;

  const approve = async (cents: number) => {
    await approval.run(
      () => update.mutateAsync({ amountApproved: { amount: centsToDollars(cents) } }),
      CONTRACT_MESSAGES.approvedAdded,
    );
    setConfirming(null);
  };

  return (
    <Section title="Money">
      <Text>
        {contract.identifier}, {contract.contractType === 'PostSettlement' ? 'Post-Settlement' : 'Pre-Settlement'},
        requested {dollarsLabel(contract.amountRequested.amount)}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
        <OnceAmount
          title="Approve the amount"
          description="The amount LitFund agrees to fund. It cannot be changed once recorded."
          label="Approved Amount"
          buttonLabel="Approve Amount"
          recorded={contract.amountApproved?.amount ?? null}
          schema={approvedAmountFormSchema}
          onSubmit={setConfirming}
          outcome={approval.outcome}
        />
        <OnceAmount
          title="Reduce the amount owed"
          description="The agreed payoff, replacing the amount owed. It cannot be changed once recorded."
          label="Amount After Reduction"
          buttonLabel="Add Reduced Amount"
          recorded={contract.amountReduced?.amount ?? null}
          schema={reducedAmountFormSchema}
          onSubmit={(cents) =>
            reduction.run(
              () => update.mutateAsync({ amountReduced: { amount: centsToDollars(cents) } }),
              CONTRACT_MESSAGES.reducedAdded,
            )
          }
          outcome={reduction.outcome}
        >
          {/* A reduction replaces an owed sum, so it waits for the funding (the server refuses it before CheckSent too). */}
          {contract.checkSent === null && contract.amountReduced === null ? (
            <Text color="fg.muted">Amount After Reduction: can be added once the check is sent.</Text>
          ) : undefined}
        </OnceAmount>
        <AmountOnDayPanel
          title="Add a payment"
          description="A repayment received on this contract, on the day it came in."
          label="Add payment"
          submitLabel="Add Payment"
          schema={paymentFormSchema}
          record={(body) => pay.mutateAsync(body)}
          success={CONTRACT_MESSAGES.paymentAdded}
          disabledReason={unfunded}
        />
        <AmountOnDayPanel
          title="Add additional funding"
          description="A further tranche paid out on this contract, on the day it was sent."
          label="Add additional funding"
          submitLabel="Add Additional Funding"
          schema={additionalFundingFormSchema}
          record={(body) => fund.mutateAsync(body)}
          success={CONTRACT_MESSAGES.additionalFundingAdded}
          disabledReason={unfunded}
        />
      </SimpleGrid>
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
