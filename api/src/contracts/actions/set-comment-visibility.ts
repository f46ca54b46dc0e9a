// POST /Contract/{id}/comments/{commentId}/visibility: an administrator shows a comment to the attorney side or hides it.
import type { z } from 'zod';
import type { Transaction } from 'kysely';
import { MESSAGES, type commentVisibilitySchema } from '@litfund/domain';
import type { Database } from '../../db/schema.ts';
import type { CallerUser } from '../../types.ts';
import { notFound } from '../../lib/http-error.ts';
import { notifyParties } from '../notify.ts';
import { auditedChange } from './audited-change.ts';
import type { ActionContext } from './context.ts';

export async function setCommentVisibility(
  trx: Transaction<Database>,
  ctx: ActionContext,
  actor: CallerUser,
  id: number,
  input: z.output<typeof commentVisibilitySchema> & { commentId: number },
): Promise<void> {
  const { commentId } = input;
  await auditedChange(trx, ctx, actor, id, 'contract.comment.visibility', async () => {
    const updated = await trx
      .updateTable('contract_comments')
      .set({ visible: input.visible })
      .where('id', '=', commentId)
      .where('contract_id', '=', id)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw notFound(MESSAGES.notFound);
    if (input.visible)
      await notifyParties(
        ctx.mail,
        trx,
        id,
        'A new comment on your contract',
        'LitFund shared a comment on your contract with you.',
        'counsel',
      );
  });
}
