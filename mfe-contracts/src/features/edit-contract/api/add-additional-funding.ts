// POST /Contract/{id}/addAdditionalFundingRequest (docs/product.md): a tranche, checked by amountOnDaySchema.
import type { AmountOnDay, ContractRead } from '@litfund/domain';
import { idempotent, postContractAction, useContractAction } from '../../../shared/api/contract-action.ts';

export const addAdditionalFunding = (id: number, body: AmountOnDay) =>
  postContractAction<ContractRead>(id, 'addAdditionalFundingRequest', body, idempotent());

export const useAddAdditionalFunding = (id: number) =>
  useContractAction((body: AmountOnDay) => addAdditionalFunding(id, body));
