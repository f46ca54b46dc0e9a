import { Suspense, lazy, useState } from 'react';
import { Button, LoadingState, SimpleDialog, useNotification, useSession } from 'shared-ui';
import { CONTRACT_MESSAGES, amountOnDayBody } from '@litfund/domain';
import type { AmountOnDayValue, ContractRead } from '@litfund/domain';
import { useCreateContract } from '../../../shared/api/create-contract.ts';

/** The contract page is a first page: its form (and the form's schema with zod) load at the first interaction. */
const AmountDateForm = lazy(() =>
  import('../../../shared/components/AmountDateForm.tsx').then((m) => ({ default: m.AmountDateForm })),
);
const loadRequestSchema = () =>
  import('@litfund/domain').then(({ additionalFundsRequestFormSchema }) => additionalFundsRequestFormSchema);

/** The Request Additional Funds modal: a child request on the case (docs/product.md). */
export function RequestAdditionalFunds({ contract }: { contract: ContractRead }) {
  const [open, setOpen] = useState(false);
  const userId = useSession((s) => s.currentUserId);
  const notify = useNotification((s) => s.notify);
  // A refusal is announced by the query client with the server's message; the dialog stays open as typed.
  const request = useCreateContract();

  const send = async (value: AmountOnDayValue) => {
    try {
      await request.mutateAsync({
        caseId: contract.caseId,
        contractType: contract.contractType,
        parentContractId: contract.id,
        amountRequested: { ...amountOnDayBody(value), userId: userId ?? undefined },
        contractClientDTO: { userId: contract.contractClientDTO.userId },
      });
    } catch {
      return false;
    }
    notify(CONTRACT_MESSAGES.requestSent, 'success');
    setOpen(false);
    return true;
  };

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Request Additional Funds
      </Button>
      {open ? (
        <SimpleDialog title="Request Additional Funds" onClose={() => setOpen(false)}>
          <Suspense fallback={<LoadingState />}>
            <AmountDateForm
              label="Additional funds request"
              submitLabel="Send Request"
              schema={loadRequestSchema}
              onSubmit={send}
            />
          </Suspense>
        </SimpleDialog>
      ) : null}
    </>
  );
}
