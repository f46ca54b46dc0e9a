import { useState } from 'react';
import { Button, SimpleDialog, getErrorMessage, useNotification, useSession } from 'shared-ui';
import { CONTRACT_MESSAGES } from '@litfund/domain';
import type { ContractRead } from '@litfund/domain';
import { createContract } from '../../../shared/api/contracts.ts';
import { AmountDateForm, type AmountOnDayValue } from '../../../shared/components/AmountDateForm.tsx';

/** The Request Additional Funds modal: a child request on the case (docs/product.md). */
export function RequestAdditionalFunds({ contract, onSent }: { contract: ContractRead; onSent: () => void }) {
  const [open, setOpen] = useState(false);
  const userId = useSession((s) => s.currentUserId);
  const notify = useNotification((s) => s.notify);

  const send = async ({ amount, date }: AmountOnDayValue) => {
    try {
      await createContract({
        caseId: contract.caseId, contractType: contract.contractType, parentContractId: contract.id,
        amountRequested: { amount, date, userId: userId ?? undefined }, contractClientDTO: { userId: contract.contractClientDTO.userId },
      });
      notify(CONTRACT_MESSAGES.requestSent, 'success');
      setOpen(false);
      onSent();
      return true;
    } catch (failure) {
      notify(await getErrorMessage(failure), 'error');
      return false;
    }
  };

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>Request Additional Funds</Button>
      {open ? (
        <SimpleDialog title="Request Additional Funds" onClose={() => setOpen(false)}>
          <AmountDateForm label="Additional funds request" submitLabel="Send Request" amountMessage={CONTRACT_MESSAGES.wholeDollarsAboveZero} wholeDollars
            onSubmit={send} />
        </SimpleDialog>
      ) : null}
    </>
  );
}
