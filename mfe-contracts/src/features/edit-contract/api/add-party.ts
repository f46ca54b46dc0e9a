// POST /Contract/{id}/addAttorney and /addLawFirm (docs/product.md): one body, contractPartyAddSchema.
import type { ContractRead } from '@litfund/domain';
import { postContractAction, useContractAction } from '../../../shared/api/contract-action.ts';

export type PartyAction = 'addAttorney' | 'addLawFirm';

/** The party becomes responsible from `date` (the day at 12:00 UTC). */
export const addParty = (id: number, action: PartyAction, body: { userId: number; date: string }) =>
  postContractAction<ContractRead>(id, action, body);

export const useAddParty = (id: number, action: PartyAction) =>
  useContractAction((body: { userId: number; date: string }) => addParty(id, action, body));
