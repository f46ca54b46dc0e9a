// POST /Contract/{id}/uploadCommentAttachment: anyone who may read the contract attaches a file to their own comment.
// An administrator's attachment is audited; a party's counts against their quota of attachments on the contract.
import type { z } from 'zod';
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import { CONTRACT_MESSAGES, MAX_PARTY_ATTACHMENT_BYTES, type uploadCommentAttachmentSchema } from '@litfund/domain';
import type { Database } from '../../db/schema.ts';
import type { CallerUser } from '../../types.ts';
import { HttpError, badRequest } from '../../lib/http-error.ts';
import { isAdmin } from '../access.ts';
import { storedFileName, uploadedDocument } from '../files.ts';
import { lockedContract } from '../money.ts';
import { auditedChange } from './audited-change.ts';
import type { ActionContext, ContractRow } from './context.ts';

export async function uploadCommentAttachment(
  trx: Transaction<Database>,
  ctx: ActionContext,
  caller: CallerUser,
  id: number,
  input: z.output<typeof uploadCommentAttachmentSchema>,
): Promise<void> {
  /** Runs with the contract's row locked, so a caller who may not see it is answered 404 before anything else. */
  const attach = async (contract: ContractRow, beforeInsert: (bytes: Buffer) => Promise<void>) => {
    // The payload names no comment: the attachment goes with the caller's latest comment on the contract.
    let query = trx
      .selectFrom('contract_comments')
      .select('id')
      .where('contract_id', '=', id)
      .where('user_id', '=', caller.id);
    if (input.commentId) query = query.where('id', '=', input.commentId);
    const comment = await query.orderBy('id', 'desc').executeTakeFirst();
    if (!comment)
      throw badRequest(CONTRACT_MESSAGES.attachmentNotSaved, [{ path: 'commentId', message: 'Add a comment first' }]);
    const { bytes, mime } = uploadedDocument(input.documentBase64String);
    await beforeInsert(bytes);
    await trx
      .insertInto('contract_files')
      .values({
        contract_id: id,
        comment_id: comment.id,
        type: 0,
        mime_type: mime,
        file_name: storedFileName(contract.identifier ?? String(id), 0, mime),
        content: bytes,
        user_id: caller.id,
      })
      .execute();
  };
  if (isAdmin(caller)) {
    await auditedChange(trx, ctx, caller, id, 'contract.commentAttachment', (contract) =>
      attach(contract, async () => {}),
    );
    return;
  }
  // Every party's read of the contract carries its attachments: one party may not fill it for everyone. Under the
  // contract's lock, so parallel uploads cannot pass the quota together.
  await attach(await lockedContract(trx, id, caller, ctx.today), async (bytes) => {
    const used = await trx
      .selectFrom('contract_files')
      .select(sql<number>`coalesce(sum(octet_length(content)), 0)::bigint`.as('bytes'))
      .where('contract_id', '=', id)
      .where('user_id', '=', caller.id)
      .where('comment_id', 'is not', null)
      .executeTakeFirstOrThrow();
    if (Number(used.bytes) + bytes.length > MAX_PARTY_ATTACHMENT_BYTES)
      throw new HttpError(413, CONTRACT_MESSAGES.attachmentQuota);
  });
}
