// POST /Contract/{id}/cancel (docs/product.md): the plaintiff's cancellation inside the state's window.
import type { ContractRead } from '@litfund/domain';
import { postContractAction, useContractAction } from '../../../shared/api/contract-action.ts';

export const cancelContract = (id: number) => postContractAction<ContractRead>(id, 'cancel', {});

export const useCancelContract = (id: number) => useContractAction(() => cancelContract(id));
