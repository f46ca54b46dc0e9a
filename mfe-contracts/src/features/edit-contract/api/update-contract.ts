// POST /Contract/{id}/update (docs/product.md): case fields, the once-only amounts, the client; contractUpdateSchema.
import type { ContractRead, ContractUpdate } from '@litfund/domain';
import { postContractAction, useContractAction } from '../../../shared/api/contract-action.ts';

export const updateContract = (id: number, body: ContractUpdate) =>
  postContractAction<ContractRead>(id, 'update', body);

export const useUpdateContract = (id: number) => useContractAction((body: ContractUpdate) => updateContract(id, body));
