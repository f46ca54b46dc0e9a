import { useState } from 'react';
import { Button, HStack, MoneyField, Section, SimpleDialog, Stack, Text } from 'shared-ui';
import {
  CONTRACT_MESSAGES,
  MAX_MONEY_MOVEMENT_DOLLARS,
  MESSAGES,
  MONEY_RULE_MESSAGES,
  centsToDollars,
  dollarsLabel,
  parseTypedMoney,
} from '@litfund/domain';
import type { ContractRead } from '@litfund/domain';
import { addAdditionalFunding, addPayment, updateContract } from '../../../shared/api/contracts.ts';
import { AmountDateForm, type AmountOnDayValue } from '../../../shared/components/AmountDateForm.tsx';
import { overpaymentQuestion } from '../api/overpayment.ts';
import { ActionCancelled, type RunAction } from '../api/use-admin-action.ts';

const parseDollars = (text: string) => {
  const cents = parseTypedMoney(text);
  return cents === null ? null : centsToDollars(cents);
};

/** A once-only amount: its value once recorded, else a field and a button. */
function OnceAmount({
  label,
  recorded,
  buttonLabel,
  error,
  onSubmit,
}: {
  label: string;
  recorded: number | null;
  buttonLabel: string;
  error: string;
  onSubmit: (text: string) => void;
}) {
  const [text, setText] = useState('');
  if (recorded !== null)
    return (
      <Text>
        {label}: <strong>{dollarsLabel(recorded)}</strong>
      </Text>
    );
  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(text);
      }}
    >
      <HStack align="flex-end" gap="3" flexWrap="wrap">
        <MoneyField label={label} value={text} error={error} onChange={(e) => setText(e.currentTarget.value)} />
        <Button type="submit" size="sm">
          {buttonLabel}
        </Button>
      </HStack>
    </form>
  );
}

/** Contract info: approved amount (once, confirmed), reduced amount (once), payments and additional funding. */
export function AmountActions({ contract, run }: { contract: ContractRead; run: RunAction }) {
  const [approveError, setApproveError] = useState('');
  const [reduceError, setReduceError] = useState('');
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<{ question: string; answer: (confirmed: boolean) => void } | null>(null);
  const ask = (question: string) => new Promise<boolean>((answer) => setAsking({ question, answer }));
  const answer = (confirmed: boolean) => {
    asking?.answer(confirmed);
    setAsking(null);
  };

  // A payment above the amount owed is asked about by the server; the administrator confirms it or calls it off.
  const pay = (value: AmountOnDayValue) =>
    run(async () => {
      try {
        return await addPayment(contract.id, value);
      } catch (failure) {
        const question = await overpaymentQuestion(failure);
        if (question === null) throw failure;
        if (!(await ask(question))) throw new ActionCancelled();
        return addPayment(contract.id, { ...value, confirmOverpayment: true });
      }
    }, CONTRACT_MESSAGES.paymentAdded);

  const approve = async () => {
    setBusy(true);
    await run(
      () => updateContract(contract.id, { amountApproved: { amount: confirming! } }),
      CONTRACT_MESSAGES.approvedAdded,
    );
    setBusy(false);
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
          error={approveError}
          onSubmit={(text) => {
            const amount = parseDollars(text);
            if (amount === null || amount <= 0) return setApproveError(CONTRACT_MESSAGES.amountMoreThanZero);
            if (amount > MAX_MONEY_MOVEMENT_DOLLARS) return setApproveError(MONEY_RULE_MESSAGES.tooLarge);
            setApproveError('');
            setConfirming(amount);
          }}
        />
        {/* A reduction replaces an owed sum, so it waits for the funding (the server refuses it before CheckSent too). */}
        {contract.checkSent === null && contract.amountReduced === null ? (
          <Text color="fg.muted">Amount After Reduction: can be added once the check is sent.</Text>
        ) : (
          <OnceAmount
            label="Amount After Reduction"
            buttonLabel="Add Reduced Amount"
            recorded={contract.amountReduced?.amount ?? null}
            error={reduceError}
            onSubmit={(text) => {
              const amount = parseDollars(text);
              if (amount === null || amount < 0) return setReduceError('Enter an amount of 0 or more');
              setReduceError('');
              void run(
                () => updateContract(contract.id, { amountReduced: { amount } }),
                CONTRACT_MESSAGES.reducedAdded,
              );
            }}
          />
        )}
        <AmountDateForm
          label="Add payment"
          submitLabel="Add Payment"
          amountMessage={CONTRACT_MESSAGES.amountMoreThanZero}
          maxDollars={MAX_MONEY_MOVEMENT_DOLLARS}
          notAfterToday
          onSubmit={pay}
        />
        <AmountDateForm
          label="Add additional funding"
          submitLabel="Add Additional Funding"
          amountMessage={MESSAGES.required}
          maxDollars={MAX_MONEY_MOVEMENT_DOLLARS}
          notAfterToday
          onSubmit={(value) =>
            run(() => addAdditionalFunding(contract.id, value), CONTRACT_MESSAGES.additionalFundingAdded)
          }
        />
      </Stack>
      {confirming !== null ? (
        <SimpleDialog
          title="Approve Amount"
          description={CONTRACT_MESSAGES.approveConfirm}
          confirmLabel="Approve"
          busy={busy}
          onConfirm={() => void approve()}
          onClose={() => setConfirming(null)}
        />
      ) : null}
      {asking !== null ? (
        <SimpleDialog
          title="Payment above the amount owed"
          description={asking.question}
          confirmLabel="Record Payment"
          onConfirm={() => answer(true)}
          onClose={() => answer(false)}
        />
      ) : null}
    </Section>
  );
}
