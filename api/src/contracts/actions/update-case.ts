// POST /Contract/{id}/update: an administrator edits the case: its fields, and before funding its type and plaintiff;
// the approved and the reduced amounts are recorded once each, under the money rules.
import type { z } from 'zod';
import type { Kysely, Transaction, Updateable } from 'kysely';
import {
  REQUEST_PARTIES_FROM_CASE,
  caseDateProblems,
  checkVersusApproved,
  contractMoney,
  dollarsToCents,
  validateReducedAmount,
  type contractUpdateSchema,
} from '@litfund/domain';
import type { ContractsTable, Database } from '../../db/schema.ts';
import type { CallerUser } from '../../types.ts';
import { badField, badRequest, conflict } from '../../lib/http-error.ts';
import { moneyInput } from '../money.ts';
import { loadMoneyFacts } from '../read.ts';
import { generateIfPossible, voidOpenAgreement } from '../../signing/agreements.ts';
import { signingContextOf } from '../../signing/context.ts';
import { auditedChange } from './audited-change.ts';
import type { ActionContext, ContractRow } from './context.ts';

type CaseUpdate = z.output<typeof contractUpdateSchema>;

/** Wire name -> column of the case fields an administrator edits; money is converted to cents. */
const CASE_FIELD_COLUMNS = {
  caseId: 'case_id',
  estimatedSettlement: 'estimated_settlement',
  estimatedAdditional: 'estimated_additional',
  recipientCheck: 'recipient_check',
  estimatedDuration: 'estimated_duration',
  opposingInsurance: 'opposing_insurance',
  insuranceAdjuster: 'insurance_adjuster',
  adjusterPhone: 'adjuster_phone',
  claimNumber: 'claim_number',
  liability: 'liability',
  propertyDamage: 'property_damage',
  injuryLevel: 'injury_level',
  dateAccident: 'date_accident',
  caseManager: 'case_manager',
  accidentDescription: 'accident_description',
} as const;

function caseFieldChanges(input: CaseUpdate): Updateable<ContractsTable> {
  const changes: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(CASE_FIELD_COLUMNS)) {
    const value = input[field as keyof typeof CASE_FIELD_COLUMNS];
    if (value !== undefined) changes[column] = value;
  }
  if (input.amountSettlement !== undefined)
    changes.amount_settlement_cents = input.amountSettlement == null ? null : dollarsToCents(input.amountSettlement);
  return changes as Updateable<ContractsTable>;
}

/** The check of a contract: a parent's is on its row, a child request's is the value of its CheckSent status. */
async function checkCentsOf(trx: Kysely<Database>, contract: ContractRow): Promise<number | null> {
  if (contract.check_amount_cents != null || contract.parent_contract_id == null) return contract.check_amount_cents;
  const status = await trx
    .selectFrom('contract_statuses')
    .select('status_value_cents')
    .where('contract_id', '=', contract.id)
    .where('status', '=', 'CheckSent')
    .executeTakeFirst();
  return status?.status_value_cents ?? null;
}

export async function updateCase(
  trx: Transaction<Database>,
  ctx: ActionContext,
  actor: CallerUser,
  id: number,
  input: CaseUpdate,
): Promise<void> {
  await auditedChange(trx, ctx, actor, id, 'contract.update', async (contract) => {
    const changes: Updateable<ContractsTable> = caseFieldChanges(input);
    // The dates are checked as they will stand: a new accident date against the settlement date already recorded too.
    const dateProblems = caseDateProblems(
      {
        dateAccident: input.dateAccident !== undefined ? input.dateAccident : contract.date_accident,
        estimatedDuration:
          input.estimatedDuration !== undefined ? input.estimatedDuration : contract.estimated_duration,
      },
      ctx.today,
    );
    if (dateProblems.length > 0) throw badRequest(dateProblems[0]!.message, dateProblems);
    const funded = contract.check_amount_cents != null;
    if (input.contractType && input.contractType !== contract.contract_type) {
      if (funded) throw conflict('The contract type cannot change after CheckSent');
      changes.contract_type = input.contractType;
    }
    if (input.contractClientDTO && input.contractClientDTO.userId !== contract.client_user_id) {
      if (funded) throw conflict('The plaintiff cannot change after CheckSent');
      if (contract.parent_contract_id != null) throw conflict(REQUEST_PARTIES_FROM_CASE);
      const client = await trx
        .selectFrom('users')
        .select('user_type')
        .where('id', '=', input.contractClientDTO.userId)
        .executeTakeFirst();
      if (client?.user_type !== 'Client') throw badField('contractClientDTO.userId', 'Choose a plaintiff');
      changes.client_user_id = input.contractClientDTO.userId;
    }
    const approvedCents = input.amountApproved ? dollarsToCents(input.amountApproved.amount)! : null;
    const reducedCents = input.amountReduced ? dollarsToCents(input.amountReduced.amount)! : null;
    // Sending the recorded value again (the client posts the whole contract back) is no change, not a conflict.
    const newApproval = approvedCents != null && approvedCents !== contract.amount_approved_cents;
    const newReduction = reducedCents != null && reducedCents !== contract.amount_reduced_cents;
    if (newApproval) {
      if (contract.amount_approved_cents != null) throw conflict('The approved amount has already been recorded');
      const belowCheck = checkVersusApproved(await checkCentsOf(trx, contract), approvedCents, true);
      if (belowCheck) throw badField('amountApproved.amount', belowCheck);
    }
    if (newReduction) {
      if (contract.amount_reduced_cents != null) throw conflict('The reduced amount has already been recorded');
      const facts = await loadMoneyFacts(trx, id);
      const pricing = facts ? moneyInput(facts, ctx.today, ctx.timeZone) : null;
      if (!pricing) throw conflict('A reduced amount needs a funded contract (CheckSent) first');
      const problem = validateReducedAmount(reducedCents, contractMoney({ ...pricing, reducedCents: null }).owedCents);
      if (problem) throw badField('amountReduced.amount', problem);
    }
    if (newApproval) {
      Object.assign(changes, {
        amount_approved_cents: approvedCents,
        approved_on: ctx.today,
        approved_by_user_id: actor.id,
        approved_rate_bp: contract.insert_rate_bp,
        check_number: input.amountApproved?.checkNumber ?? contract.check_number,
      });
    }
    if (newReduction)
      Object.assign(changes, {
        amount_reduced_cents: reducedCents,
        reduced_on: input.amountReduced?.date ?? ctx.today,
      });
    // The row is locked, so the once-only checks above hold until the commit.
    if (Object.keys(changes).length > 0) await trx.updateTable('contracts').set(changes).where('id', '=', id).execute();
    // The funding agreement follows the amount and the terms: recording the approved amount generates it (and invites
    // the plaintiff); changing the type or the plaintiff afterwards voids the open one and generates it again.
    const termsChanged = changes.contract_type !== undefined || changes.client_user_id != null;
    if (
      contract.parent_contract_id == null &&
      (newApproval || (termsChanged && contract.amount_approved_cents != null))
    ) {
      const signing = signingContextOf(ctx);
      const generated = await generateIfPossible(trx, signing, actor, id);
      if (!generated && termsChanged) await voidOpenAgreement(trx, actor.id, id, 'The terms changed');
    }
    // The case's additional-funds requests are the same plaintiff's.
    if (changes.client_user_id != null) {
      await trx
        .updateTable('contracts')
        .set({ client_user_id: changes.client_user_id })
        .where('parent_contract_id', '=', id)
        .execute();
    }
  });
}
