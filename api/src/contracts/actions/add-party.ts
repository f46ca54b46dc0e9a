// POST /Contract/{id}/addAttorney and /addLawFirm: an administrator names a new responsible attorney or law firm.
import type { z } from 'zod';
import type { Transaction } from 'kysely';
import type { contractPartyAddSchema } from '@litfund/domain';
import type { Database } from '../../db/schema.ts';
import type { CallerUser } from '../../types.ts';
import { badField } from '../../lib/http-error.ts';
import { auditedChange } from './audited-change.ts';
import type { ActionContext } from './context.ts';

export const PARTY_ROLES = {
  attorney: { path: 'addAttorney', userType: 'Attorney', label: 'an attorney' },
  lawFirm: { path: 'addLawFirm', userType: 'LawFirm', label: 'a law firm' },
} as const;
export type PartyRole = keyof typeof PARTY_ROLES;

export async function addParty(
  trx: Transaction<Database>, ctx: ActionContext, actor: CallerUser, id: number, role: PartyRole, input: z.output<typeof contractPartyAddSchema>,
): Promise<void> {
  const { path, userType, label } = PARTY_ROLES[role];
  await auditedChange(trx, ctx, actor, id, `contract.${path}`, async () => {
    const user = await trx.selectFrom('users').select('user_type').where('id', '=', input.userId).executeTakeFirst();
    if (user?.user_type !== userType) throw badField('userId', `Choose ${label}`);
    await trx.insertInto('contract_parties').values({ contract_id: id, role, user_id: input.userId, linked_on: input.date ?? ctx.today }).execute();
    // The last entry is the responsible one (SPEC section 3); the case's additional-funds requests follow it, so the
    // counsel who took the case over reads them and the one who left it does not.
    await trx.updateTable('contracts').set(role === 'attorney' ? { responsible_attorney_id: input.userId } : { responsible_law_firm_id: input.userId })
      .where((eb) => eb.or([eb('id', '=', id), eb('parent_contract_id', '=', id)])).execute();
  });
}
