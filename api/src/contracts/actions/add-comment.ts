// POST /Contract/{id}/addComment: anyone who may read the contract comments on it. An administrator's comment starts
// hidden unless shown to the attorney side, and is audited; a party's is visible to the parties, and capped per party.
import type { z } from 'zod';
import type { Transaction } from 'kysely';
import { CONTRACT_MESSAGES, MAX_PARTY_COMMENTS, type commentInputSchema } from '@litfund/domain';
import type { Database } from '../../db/schema.ts';
import type { CallerUser } from '../../types.ts';
import { conflict } from '../../lib/http-error.ts';
import { isAdmin } from '../access.ts';
import { lockedContract } from '../money.ts';
import { notifyParties } from '../notify.ts';
import { auditedChange } from './audited-change.ts';
import type { ActionContext } from './context.ts';

export async function addComment(
  trx: Transaction<Database>,
  ctx: ActionContext,
  caller: CallerUser,
  id: number,
  input: z.output<typeof commentInputSchema>,
): Promise<void> {
  const admin = isAdmin(caller);
  const visible = admin ? (input.visible ?? false) : true;
  const insert = () =>
    trx
      .insertInto('contract_comments')
      .values({ contract_id: id, user_id: caller.id, comment_text: input.commentText, visible })
      .execute();
  if (admin) {
    await auditedChange(trx, ctx, caller, id, 'contract.comment', async () => {
      await insert();
      if (visible)
        await notifyParties(
          ctx.mail,
          trx,
          id,
          'A new comment on your contract',
          'LitFund added a comment to your contract.',
          'counsel',
        );
    });
    return;
  }
  // Every party's read of the contract carries its comments: one party may not grow it without bound. Counted under
  // the contract's lock, so parallel posts cannot pass the cap together.
  await lockedContract(trx, id, caller, ctx.today);
  const { n } = await trx
    .selectFrom('contract_comments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('contract_id', '=', id)
    .where('user_id', '=', caller.id)
    .executeTakeFirstOrThrow();
  if (Number(n) >= MAX_PARTY_COMMENTS) throw conflict(CONTRACT_MESSAGES.commentQuota);
  await insert();
}
