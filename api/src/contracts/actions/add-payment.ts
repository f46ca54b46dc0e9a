// POST /Contract/{id}/updateAmountPayment: an administrator records a payment the plaintiff's side made on a funded
// contract.
import type { z } from 'zod';
import {
  MONEY_RULE_MESSAGES,
  contractMoney,
  dollarsToCents,
  movementDateProblem,
  overpaymentMessage,
  type amountOnDaySchema,
} from '@litfund/domain';
import { HttpError, badField, conflict } from '../../lib/http-error.ts';
import { moneyInput } from '../money.ts';
import { loadMoneyFacts } from '../read.ts';
import { auditedChange } from './audited-change.ts';
import type { ContractAction } from './context.ts';

export const addPayment: ContractAction<z.output<typeof amountOnDaySchema>> = async (trx, ctx, actor, id, input) => {
  const cents = dollarsToCents(input.amount)!;
  await auditedChange(trx, ctx, actor, id, 'contract.payment', async (contract) => {
    const facts = await loadMoneyFacts(trx, id);
    const pricing = facts ? moneyInput(facts, ctx.today, ctx.timeZone) : null;
    if (!pricing) throw conflict(MONEY_RULE_MESSAGES.notFunded);
    const dateProblem = movementDateProblem(input.date, contract.check_date, ctx.today);
    if (dateProblem) throw badField('date', dateProblem);
    // Above what is owed today needs the administrator's explicit confirmation; the portal asks and sends the flag.
    const owedCents = contractMoney(pricing).totalDueCents;
    if (cents > owedCents && input.confirmOverpayment !== true) {
      throw new HttpError(409, overpaymentMessage(cents, owedCents), [
        { path: 'confirmOverpayment', message: MONEY_RULE_MESSAGES.confirmOverpayment },
      ]);
    }
    await trx
      .insertInto('contract_payments')
      .values({ contract_id: id, amount_cents: cents, paid_on: input.date, user_id: actor.id })
      .execute();
  });
};
