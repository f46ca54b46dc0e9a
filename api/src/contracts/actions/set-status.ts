// POST /Contract/{id}/statusUpdate: an administrator moves a contract to a new status. CheckSent is the funding: it
// records the check once, under the money rules, and freezes the plaintiff's rate set and fee on the contract.
import type { z } from 'zod';
import type { Transaction, Updateable } from 'kysely';
import {
  CHECK_IN_STATUSES,
  NOTIFIED_STATUSES,
  STATUS_RULE_MESSAGES,
  checkDateProblem,
  checkVersusApproved,
  complianceSnapshot,
  dollarsToCents,
  statusTransitionProblem,
  type ContractStatus,
  type statusUpdateSchema,
} from '@litfund/domain';
import type { ContractsTable, Database } from '../../db/schema.ts';
import type { CallerUser } from '../../types.ts';
import { retireOpenCheckIn } from '../../check-ins/retire.ts';
import { badField, conflict } from '../../lib/http-error.ts';
import { cancelDeadlineAtFunding } from '../../compliance/cancellation.ts';
import { scheduleOfState } from '../../pricing/rate-sets.ts';
import { assertMayFund, fundedCentsOf, isClosed } from '../money.ts';
import { notifyParties, statusNotice } from '../notify.ts';
import { atNoon } from '../today.ts';
import { lawInForce } from '../../compliance/law.ts';
import { assertPriceComplies, termMonthsOf } from '../../compliance/enforce.ts';
import { assertAgreementSigned } from '../../signing/funding-rule.ts';
import { auditedChange } from './audited-change.ts';
import type { ActionContext } from './context.ts';

export async function setStatus(
  trx: Transaction<Database>,
  ctx: ActionContext,
  actor: CallerUser,
  id: number,
  input: z.output<typeof statusUpdateSchema>,
): Promise<void> {
  const checkSent = input.contractsStatus === 'CheckSent';
  const statusDate = checkSent ? atNoon(input.dateChange!) : new Date();
  await auditedChange(trx, ctx, actor, id, 'contract.status', async (contract) => {
    const changes: Updateable<ContractsTable> = {
      current_status: input.contractsStatus,
      current_status_at: statusDate,
    };
    // The transition rule (domain), on the locked row: the history it reads cannot move under it. A request's CheckSent
    // comes from its case's tranche, so the history, not the check columns, says whether money went out.
    const fundedStatus = await trx
      .selectFrom('contract_statuses')
      .select('id')
      .where('contract_id', '=', id)
      .where('status', '=', 'CheckSent')
      .executeTakeFirst();
    const refused = statusTransitionProblem(
      {
        current: contract.current_status as ContractStatus,
        funded: fundedStatus !== undefined,
        isAdditionalRequest: contract.parent_contract_id != null,
      },
      input.contractsStatus,
    );
    if (refused) throw conflict(refused);
    let valueCents: number | null = null;
    if (checkSent) {
      valueCents = dollarsToCents(input.statusValue!)!;
      const badDate = checkDateProblem(
        input.dateChange!,
        { requestedOn: contract.requested_on, accidentOn: contract.date_accident },
        ctx.today,
      );
      if (badDate) throw badField('dateChange', badDate);
      const overApproved = checkVersusApproved(valueCents, contract.amount_approved_cents, false);
      if (overApproved) throw badField('statusValue', overApproved);
      await assertMayFund(trx, contract.client_user_id, valueCents);
      // A case is funded on a signed agreement: the portal's, fully signed, or a paper one an administrator uploaded.
      if (contract.parent_contract_id == null) await assertAgreementSigned(trx, id);
      const client = await trx
        .selectFrom('users as u')
        .leftJoin('states as s', 's.id', 'u.state_id')
        .select(['u.state_id', 'u.additional_fee_bp', 's.key as stateKey'])
        .where('u.id', '=', contract.client_user_id)
        .executeTakeFirstOrThrow();
      const schedule = client.state_id == null ? null : await scheduleOfState(trx, client.state_id);
      if (!schedule || (schedule.pre.length === 0 && schedule.post.length === 0)) {
        throw conflict("The plaintiff's state has no interest rates: add them before recording CheckSent");
      }
      // The price as it will be charged (the state's set and the plaintiff's fee) under the rules in force on the
      // funding day; the contract keeps which rules those were and the term its charges stop at.
      const law = await lawInForce(trx, client.stateKey!, input.dateChange!);
      assertPriceComplies(law, schedule, client.additional_fee_bp);
      Object.assign(changes, {
        check_amount_cents: valueCents,
        check_date: input.dateChange!,
        check_number: input.checkNumber ?? contract.check_number,
        rate_snapshot: JSON.stringify(schedule),
        fee_snapshot_bp: client.additional_fee_bp,
        compliance_snapshot: JSON.stringify(complianceSnapshot(law, input.dateChange!)),
        charge_term_months: termMonthsOf(law),
        // A case's window; an additional-funds request's money is a tranche of its case (decisions.md).
        cancel_deadline:
          contract.parent_contract_id == null
            ? await cancelDeadlineAtFunding(trx, contract, input.dateChange!, ctx.timeZone)
            : null,
        cancel_window_known: true,
      });
    }
    // Reopening a funded contract brings its principal back into the plaintiff's open total: the same rules as new money.
    if (
      !checkSent &&
      isClosed(contract.current_status) &&
      !isClosed(input.contractsStatus) &&
      contract.check_amount_cents != null
    ) {
      await assertMayFund(trx, contract.client_user_id, await fundedCentsOf(trx, contract));
    }
    await trx.updateTable('contracts').set(changes).where('id', '=', id).execute();
    // A contract no longer asked about (closed, or back before funding): its open check-in's links stop working.
    if (!(CHECK_IN_STATUSES as readonly string[]).includes(input.contractsStatus)) await retireOpenCheckIn(trx, id);
    // A child request's one CheckSent is decided by the partial unique index on the history.
    const appended = await trx
      .insertInto('contract_statuses')
      .values({
        contract_id: id,
        status: input.contractsStatus,
        status_date: statusDate,
        status_value_cents: valueCents,
        user_id: actor.id,
      })
      .onConflict((oc) => oc.column('contract_id').where('status', '=', 'CheckSent').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!appended) throw conflict(STATUS_RULE_MESSAGES.checkSentTwice);
    if ((NOTIFIED_STATUSES as readonly string[]).includes(input.contractsStatus)) {
      const notice = statusNotice(input.contractsStatus);
      await notifyParties(ctx.mail, trx, id, notice.subject, notice.body);
    }
  });
}
