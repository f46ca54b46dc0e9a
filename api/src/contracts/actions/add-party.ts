// POST /Contract/{id}/addAttorney and /addLawFirm: an administrator names a new responsible attorney or law firm.
import type { z } from 'zod';
import type { Transaction } from 'kysely';
import { REQUEST_PARTIES_FROM_CASE, type contractPartyAddSchema } from '@litfund/domain';
import type { Database } from '../../db/schema.ts';
import type { CallerUser } from '../../types.ts';
import { badField, conflict } from '../../lib/http-error.ts';
import { reassignOpenCheckIn } from '../../check-ins/retire.ts';
import { auditedChange } from './audited-change.ts';
import type { ActionContext, ContractAction } from './context.ts';
import { generateIfPossible, voidOpenAgreement } from '../../signing/agreements.ts';
import { signingContextOf } from '../../signing/context.ts';

type PartyInput = z.output<typeof contractPartyAddSchema>;

/**
 * The open agreement names the former counsel and waits for their acknowledgment: it is voided and generated again for
 * the new one (the plaintiff signs again: the text they signed named the other attorney). Docs: decisions.md.
 */
async function newCounselAgreement(trx: Transaction<Database>, ctx: ActionContext, actor: CallerUser, id: number) {
  const open = await trx
    .selectFrom('agreements')
    .select('id')
    .where('contract_id', '=', id)
    .where('state', '=', 'open')
    .executeTakeFirst();
  if (!open) return;
  const generated = await generateIfPossible(trx, signingContextOf(ctx), actor, id);
  if (!generated) await voidOpenAgreement(trx, actor.id, id, 'The responsible attorney changed');
}

async function addParty(
  trx: Transaction<Database>,
  ctx: ActionContext,
  actor: CallerUser,
  id: number,
  role: 'attorney' | 'lawFirm',
  input: PartyInput,
): Promise<void> {
  const [userType, label] = role === 'attorney' ? ['Attorney', 'an attorney'] : ['LawFirm', 'a law firm'];
  await auditedChange(
    trx,
    ctx,
    actor,
    id,
    role === 'attorney' ? 'contract.addAttorney' : 'contract.addLawFirm',
    async (contract) => {
      // A request's counsel is its case's (read.ts, partiesContractId): one named on the request alone would disagree.
      if (contract.parent_contract_id != null) throw conflict(REQUEST_PARTIES_FROM_CASE);
      const user = await trx.selectFrom('users').select('user_type').where('id', '=', input.userId).executeTakeFirst();
      if (user?.user_type !== userType) throw badField('userId', `Choose ${label}`);
      await trx
        .insertInto('contract_parties')
        .values({ contract_id: id, role, user_id: input.userId, linked_on: input.date ?? ctx.today })
        .execute();
      // The last entry is the responsible one (docs/product.md); the case's additional-funds requests follow it, so the
      // counsel who took the case over reads them and the one who left it does not.
      await trx
        .updateTable('contracts')
        .set(
          role === 'attorney' ? { responsible_attorney_id: input.userId } : { responsible_law_firm_id: input.userId },
        )
        .where((eb) => eb.or([eb('id', '=', id), eb('parent_contract_id', '=', id)]))
        .execute();
      // A change of counsel: the former counsel's check-in link stops working and the new counsel is asked instead.
      // Counsel is the attorney, else the law firm (check-ins/open-contract.ts), so a new firm under an attorney is not.
      const counselBefore = contract.responsible_attorney_id ?? contract.responsible_law_firm_id;
      const counselAfter = role === 'attorney' ? input.userId : (contract.responsible_attorney_id ?? input.userId);
      if (counselBefore !== counselAfter) await reassignOpenCheckIn(trx, id, ctx.today);
    },
  );
  // In the same transaction, after the change (its audit row written): the agreement follows the new counsel.
  if (role === 'attorney') await newCounselAgreement(trx, ctx, actor, id);
}

export const addAttorney: ContractAction<PartyInput> = (trx, ctx, actor, id, input) =>
  addParty(trx, ctx, actor, id, 'attorney', input);
export const addLawFirm: ContractAction<PartyInput> = (trx, ctx, actor, id, input) =>
  addParty(trx, ctx, actor, id, 'lawFirm', input);
