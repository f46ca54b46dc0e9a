// POST /Contract/{id}/updateAmountPayment (docs/product.md): a payment, checked by amountOnDaySchema.
import type { AmountOnDay, ContractRead } from '@litfund/domain';
import { idempotent, postContractAction, useContractAction } from '../../../shared/api/contract-action.ts';
import { overpaymentQuestion } from './overpayment.ts';
import { ActionCancelled } from './use-admin-action.ts';

export const addPayment = (id: number, body: AmountOnDay) =>
  postContractAction<ContractRead>(id, 'updateAmountPayment', body, idempotent());

/**
 * A payment above the amount owed is asked about by the server; `confirm` puts the question to the administrator,
 * who records the payment anyway or calls it off.
 */
export const useAddPayment = (id: number, confirm: (question: string) => Promise<boolean>) =>
  useContractAction(async (body: AmountOnDay) => {
    try {
      return await addPayment(id, body);
    } catch (failure) {
      const question = await overpaymentQuestion(failure);
      if (question === null) throw failure;
      if (!(await confirm(question))) throw new ActionCancelled();
      return addPayment(id, { ...body, confirmOverpayment: true });
    }
  });
