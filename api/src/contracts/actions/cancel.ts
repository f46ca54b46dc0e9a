// POST /Contract/{id}/cancel: an administrator records the plaintiff's cancellation inside the state's window. The
// plaintiff then owes exactly the funded amount (money.ts caps the payoff there), less what they already paid.
import type { z } from 'zod';
import { CONTRACT_MESSAGES, formatDisplayDate, type cancelContractSchema } from '@litfund/domain';
import { conflict } from '../../lib/http-error.ts';
import { isClosed } from '../money.ts';
import { notifyParties } from '../notify.ts';
import { retireOpenCheckIn } from '../../check-ins/retire.ts';
import { auditedChange } from './audited-change.ts';
import type { ContractAction } from './context.ts';

export const cancelContract: ContractAction<z.output<typeof cancelContractSchema>> = async (trx, ctx, actor, id) => {
  await auditedChange(trx, ctx, actor, id, 'contract.cancel', async (contract) => {
    if (contract.cancelled_on) throw conflict(CONTRACT_MESSAGES.cancelledAlready);
    if (contract.check_amount_cents == null) throw conflict(CONTRACT_MESSAGES.cancelNotFunded);
    if (isClosed(contract.current_status)) throw conflict(CONTRACT_MESSAGES.cancelClosed);
    const deadline = contract.cancel_deadline;
    if (!deadline) throw conflict(CONTRACT_MESSAGES.cancelNoWindow);
    if (ctx.today > deadline) throw conflict(CONTRACT_MESSAGES.cancelWindowPassed(formatDisplayDate(deadline)));
    await trx
      .updateTable('contracts')
      .set({ cancelled_on: ctx.today, cancelled_by_user_id: actor.id })
      .where('id', '=', id)
      .execute();
    await retireOpenCheckIn(trx, id);
    await notifyParties(
      ctx.mail,
      trx,
      id,
      'Your contract was cancelled',
      'Your LitFund contract was cancelled within its cancellation window. The plaintiff owes exactly the funded ' +
        'amount, less any payments already made, and no charges.',
    );
  });
};
