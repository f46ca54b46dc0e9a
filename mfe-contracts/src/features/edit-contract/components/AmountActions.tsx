import { useState } from 'react';
import { Button, HStack, MoneyField, Section, SimpleDialog, Stack, Text } from 'shared-ui';
import { CONTRACT_MESSAGES, MESSAGES, dollarsLabel } from '@litfund/domain';
import type { ContractRead } from '@litfund/domain';
import { addAdditionalFunding, addPayment, updateContract } from '../../../shared/api/contracts.ts';
import { AmountDateForm } from '../../../shared/components/AmountDateForm.tsx';
import type { RunAction } from '../api/use-admin-action.ts';

const parseDollars = (text: string) => {
  const value = Number(text.replace(/[$,\s]/g, ''));
  return text.trim() === '' || !Number.isFinite(value) ? null : Math.round(value * 100) / 100;
};

/** A once-only amount: its value once recorded, else a field and a button. */
function OnceAmount({ label, recorded, buttonLabel, error, onSubmit }: {
  label: string; recorded: number | null; buttonLabel: string; error: string; onSubmit: (text: string) => void;
}) {
  const [text, setText] = useState('');
  if (recorded !== null) return <Text>{label}: <strong>{dollarsLabel(recorded)}</strong></Text>;
  return (
    <form aria-label={label} noValidate onSubmit={(e) => {
      e.preventDefault();
      onSubmit(text);
    }}>
      <HStack align="flex-end" gap="3" flexWrap="wrap">
        <MoneyField label={label} value={text} error={error} onChange={(e) => setText(e.currentTarget.value)} />
        <Button type="submit" size="sm">{buttonLabel}</Button>
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

  const approve = async () => {
    setBusy(true);
    await run(() => updateContract(contract.id, { amountApproved: { amount: confirming! } }), CONTRACT_MESSAGES.approvedAdded);
    setBusy(false);
    setConfirming(null);
  };

  return (
    <Section title="Contract Info">
      <Text>{contract.identifier}, {contract.contractType === 'PostSettlement' ? 'Post-Settlement' : 'Pre-Settlement'}, requested {dollarsLabel(contract.amountRequested.amount)}</Text>
      <Stack gap="5">
        <OnceAmount label="Approved Amount" buttonLabel="Approve Amount" recorded={contract.amountApproved?.amount ?? null} error={approveError}
          onSubmit={(text) => {
            const amount = parseDollars(text);
            if (amount === null || amount <= 0) return setApproveError(CONTRACT_MESSAGES.amountMoreThanZero);
            setApproveError('');
            setConfirming(amount);
          }} />
        {/* A reduction replaces an owed sum, so it waits for the funding (the server refuses it before CheckSent too). */}
        {contract.checkSent === null && contract.amountReduced === null ? (
          <Text color="fg.muted">Amount After Reduction: can be added once the check is sent.</Text>
        ) : (
          <OnceAmount label="Amount After Reduction" buttonLabel="Add Reduced Amount" recorded={contract.amountReduced?.amount ?? null} error={reduceError}
            onSubmit={(text) => {
              const amount = parseDollars(text);
              if (amount === null || amount < 0) return setReduceError('Enter an amount of 0 or more');
              setReduceError('');
              void run(() => updateContract(contract.id, { amountReduced: { amount } }), CONTRACT_MESSAGES.reducedAdded);
            }} />
        )}
        <AmountDateForm label="Add payment" submitLabel="Add Payment" amountMessage={CONTRACT_MESSAGES.amountMoreThanZero}
          onSubmit={(value) => run(() => addPayment(contract.id, value), CONTRACT_MESSAGES.paymentAdded)} />
        <AmountDateForm label="Add additional funding" submitLabel="Add Additional Funding" amountMessage={MESSAGES.required}
          onSubmit={(value) => run(() => addAdditionalFunding(contract.id, value), CONTRACT_MESSAGES.additionalFundingAdded)} />
      </Stack>
      {confirming !== null ? (
        <SimpleDialog title="Approve Amount" description={CONTRACT_MESSAGES.approveConfirm} confirmLabel="Approve" busy={busy}
          onConfirm={() => void approve()} onClose={() => setConfirming(null)} />
      ) : null}
    </Section>
  );
}
