// POST /Contract (docs/product.md): a new request for funds, or a child request on a case; checked by contractCreateSchema.
import { apiClient, useMutation } from 'shared-ui';
import type { ContractCreateInput } from '@litfund/domain';
import { idempotent } from './contract-action.ts';
import { useContractsChanged } from './get-contract.ts';

export const createContract = (payload: ContractCreateInput) =>
  apiClient.post('Contract', { json: payload, ...idempotent() }).json<{ id: number }>();

/**
 * Files the request; the lists (and the parent contract of a child request) are read again. `errorNotice: false`
 * when the screen reports a failure itself; otherwise the query client announces the server's message.
 */
export function useCreateContract(meta?: { errorNotice?: false }) {
  const changed = useContractsChanged();
  return useMutation({
    mutationFn: createContract,
    onSuccess: (_created, payload) => void changed(payload.parentContractId),
    meta,
  });
}
