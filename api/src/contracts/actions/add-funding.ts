// POST /Contract/{id}/addAdditionalFundingRequest: an administrator sends more money on a funded case, as a tranche of
// it; naming one of the case's additional-funds requests funds that request (its one CheckSent).
import type { z } from 'zod';
import {
  CONTRACT_MESSAGES,
  MONEY_RULE_MESSAGES,
  checkVersusApproved,
  dollarsToCents,
  movementDateProblem,
  requestFundingRefusal,
  type amountOnDaySchema,
} from '@litfund/domain';
import { badField, badRequest, conflict } from '../../lib/http-error.ts';
import { assertMayFund, isClosed } from '../money.ts';
import { atNoon } from '../today.ts';
import { notifyParties, statusNotice } from '../notify.ts';
import { auditedChange } from './audited-change.ts';
import type { ContractAction, ContractRow } from './context.ts';
import { lawInForce } from '../../compliance/law.ts';
import { assertPriceComplies } from '../../compliance/enforce.ts';
import type { Database } from '../../db/schema.ts';
import type { Kysely } from 'kysely';
import type { ComplianceSnapshot, RateSchedule } from '@litfund/domain';

/**
 * A tranche is priced by the contract's snapshot from its own funding day, so the snapshot is checked again against
 * the rules in force that day (in the state the contract was checked in, else the plaintiff's).
 */
async function assertTrancheComplies(trx: Kysely<Database>, contract: ContractRow, day: string): Promise<void> {
  const schedule = contract.rate_snapshot as RateSchedule | null;
  if (!schedule) return;
  const snapshot = contract.compliance_snapshot as ComplianceSnapshot | null;
  const state =
    snapshot?.state ??
    (
      await trx
        .selectFrom('users as u')
        .innerJoin('states as s', 's.id', 'u.state_id')
        .select('s.key')
        .where('u.id', '=', contract.client_user_id)
        .executeTakeFirst()
    )?.key;
  if (!state) return;
  assertPriceComplies(await lawInForce(trx, state, day), schedule, contract.fee_snapshot_bp ?? 0);
}

export const addFunding: ContractAction<z.output<typeof amountOnDaySchema>> = async (trx, ctx, actor, id, input) => {
  const childId = input.childContractId ?? null;
  const cents = dollarsToCents(input.amount)!;
  await auditedChange(trx, ctx, actor, id, 'contract.additionalFunding', async (contract) => {
    if (contract.check_amount_cents == null)
      throw conflict('Additional funding needs the check of the original funding (CheckSent) first');
    // A closed contract's payoff is frozen: money sent now would never be owed. Reopening it meets the rules first.
    if (isClosed(contract.current_status)) throw conflict('The contract is closed: reopen it before adding funding');
    if (contract.cancelled_on) throw conflict(CONTRACT_MESSAGES.cancelledNoMoreMoney);
    // The reduced amount is the agreed payoff: money sent after it would never be owed.
    if (contract.amount_reduced_cents != null) throw conflict(MONEY_RULE_MESSAGES.noFundingAfterReduction);
    const dateProblem = movementDateProblem(input.date, contract.check_date, ctx.today);
    if (dateProblem) throw badField('date', dateProblem);
    let requestIdentifier: string | null = null;
    if (childId != null) {
      const child = await trx
        .selectFrom('contracts')
        .select(['parent_contract_id', 'current_status', 'amount_approved_cents', 'identifier'])
        .where('id', '=', childId)
        .forUpdate()
        .executeTakeFirst();
      if (!child || child.parent_contract_id !== id)
        throw badRequest('The additional-funds request belongs to another contract', [
          { path: 'childContractId', message: 'Choose a request of this contract' },
        ]);
      // A request is funded as it was decided: once approved, never declined or closed, not above its approved amount.
      const refused = requestFundingRefusal(child.current_status);
      if (refused) throw conflict(refused);
      requestIdentifier = child.identifier ?? String(childId);
      const overApproved = checkVersusApproved(cents, child.amount_approved_cents, false);
      if (overApproved) throw badField('amount', overApproved);
    }
    await assertMayFund(trx, contract.client_user_id, cents);
    await assertTrancheComplies(trx, contract, input.date);
    const inserted = await trx
      .insertInto('contract_tranches')
      .values({
        contract_id: id,
        amount_cents: cents,
        funded_on: input.date,
        child_contract_id: childId,
        user_id: actor.id,
      })
      .onConflict((oc) => oc.column('child_contract_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw conflict(CONTRACT_MESSAGES.requestAlreadyFunded);
    if (childId != null) {
      await trx
        .updateTable('contracts')
        .set({ current_status: 'CheckSent', current_status_at: atNoon(input.date) })
        .where('id', '=', childId)
        .execute();
      await trx
        .insertInto('contract_statuses')
        .values({
          contract_id: childId,
          status: 'CheckSent',
          status_date: atNoon(input.date),
          status_value_cents: cents,
          user_id: actor.id,
        })
        .onConflict((oc) => oc.column('contract_id').where('status', '=', 'CheckSent').doNothing())
        .execute();
      // The request became CheckSent, a status its parties are told of, in this transaction (as Add Status does). The
      // case's parties are the request's (docs/product.md), and its page links to the request.
      const notice = statusNotice('CheckSent', requestIdentifier);
      await notifyParties(ctx.mail, trx, id, notice.subject, notice.body);
    }
  });
};
