import { useRef, useState } from 'react';
import { ActionPanel, Button, DateText, Section, SimpleDialog, Text } from 'shared-ui';
import { CONTRACT_MESSAGES, cancellableUntilText, dollarsToCents, formatDisplayDate, formatUsd } from '@litfund/domain';
import type { ContractRead } from '@litfund/domain';
import { useCancelContract } from '../api/cancel-contract.ts';
import { useActionOutcome } from '../api/use-admin-action.ts';

/** What the plaintiff received: the check and every additional funding, in cents. */
export function fundedCentsOf(contract: ContractRead): number {
  const amounts = [contract.checkSent?.amount ?? 0, ...contract.additionalFundingRequestsDto.map((t) => t.amount)];
  return amounts.reduce((sum, amount) => sum + (dollarsToCents(amount) ?? 0), 0);
}

/**
 * The consumer's cancellation: offered only while the server says the window is open (it refuses outside it too),
 * after a confirmation that names what the plaintiff then owes.
 */
export function CancellationActions({ contract }: { contract: ContractRead }) {
  const { outcome, run } = useActionOutcome();
  const cancel = useCancelContract(contract.id);
  const [asking, setAsking] = useState(false);
  const sending = useRef(false);
  // Offered only inside the window; once used, the panel says when (and the outcome of the click stays under it).
  if (!contract.cancellableUntil && !contract.cancelledOn) return null;
  const confirm = async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      await run(() => cancel.mutateAsync(undefined), CONTRACT_MESSAGES.cancelled);
    } finally {
      sending.current = false;
      setAsking(false);
    }
  };
  return (
    <Section title="Cancellation">
      <ActionPanel
        title="Record the plaintiff's cancellation"
        description={
          contract.cancellableUntil
            ? `${cancellableUntilText(contract.cancellableUntil)}. The plaintiff then owes exactly the funded amount, less payments: no charges.`
            : undefined
        }
        onceOnly
        done={
          contract.cancelledOn ? (
            <Text>
              Cancelled on <DateText>{formatDisplayDate(contract.cancelledOn)}</DateText>: the plaintiff owes the funded
              amount, {formatUsd(fundedCentsOf(contract))}, less payments.
            </Text>
          ) : undefined
        }
        outcome={outcome}
      >
        <Button size="sm" colorPalette="red" variant="outline" alignSelf="flex-start" onClick={() => setAsking(true)}>
          Record Cancellation
        </Button>
      </ActionPanel>
      {asking ? (
        <SimpleDialog
          title="Record the cancellation"
          description={CONTRACT_MESSAGES.cancelConfirm(formatUsd(fundedCentsOf(contract)))}
          confirmLabel="Record Cancellation"
          dismissLabel="Keep the Contract"
          busy={cancel.isPending}
          onConfirm={() => void confirm()}
          onClose={() => {
            if (!sending.current) setAsking(false);
          }}
        />
      ) : null}
    </Section>
  );
}
