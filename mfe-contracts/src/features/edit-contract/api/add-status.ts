// POST /Contract/{id}/statusUpdate (docs/product.md): a new status, checked by statusUpdateSchema.
import type { ContractRead, StatusUpdate } from '@litfund/domain';
import { postContractAction, useContractAction } from '../../../shared/api/contract-action.ts';

export const addStatus = (id: number, body: StatusUpdate) => postContractAction<ContractRead>(id, 'statusUpdate', body);

export const useAddStatus = (id: number) => useContractAction((body: StatusUpdate) => addStatus(id, body));
