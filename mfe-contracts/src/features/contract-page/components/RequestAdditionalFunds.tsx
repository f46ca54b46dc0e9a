import { useState } from 'react';
import { Button, SimpleDialog, useMutation, useNotification, useSession } from 'shared-ui';
import { CONTRACT_MESSAGES } from '@litfund/domain';
import type { ContractCreateInput, ContractRead } from '@litfund/domain';
import { createContract } from '../../../shared/api/contracts.ts';
import { AmountDateForm, type AmountOnDayValue } from '../../../shared/components/AmountDateForm.tsx';

/** The Request Additional Funds modal: a child request on the case (docs/product.md). */
export function RequestAdditionalFunds({ contract, onSent }: { contract: ContractRead; onSent: () => void }) {
  const [open, setOpen] = useState(false);
  const userId = useSession((s) => s.currentUserId);
  const notify = useNotification((s) => s.notify);

  // A refusal is announced by the query client with the server's message; the dialog stays open as typed.
  const request = useMutation({ mutationFn: (payload: ContractCreateInput) => createContract(payload) });

  const send = async ({ amount, date }: AmountOnDayValue) => {
    try {
      await request.mutateAsync({
        caseId: contract.caseId,
        contractType: contract.contractType,
        parentContractId: contract.id,
        amountRequested: { amount, date, userId: userId ?? undefined },
        contractClientDTO: { userId: contract.contractClientDTO.userId },
      });
    } catch {
      return false;
    }
    notify(CONTRACT_MESSAGES.requestSent, 'success');
    setOpen(false);
    onSent();
    return true;
  };

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Request Additional Funds
      </Button>
      {open ? (
        <SimpleDialog title="Request Additional Funds" onClose={() => setOpen(false)}>
          <AmountDateForm
            label="Additional funds request"
            submitLabel="Send Request"
            amountMessage={CONTRACT_MESSAGES.wholeDollarsAboveZero}
            wholeDollars
            onSubmit={send}
          />
        </SimpleDialog>
      ) : null}
    </>
  );
}
