// POST /Contract/{id}/uploadDocument: an administrator stores the client's contract or the attorney agreement.
import type { Transaction } from 'kysely';
import type { UploadDocument } from '@litfund/domain';
import type { Database } from '../../db/schema.ts';
import type { CallerUser } from '../../types.ts';
import { storedFileName, uploadedDocument } from '../files.ts';
import { auditedChange } from './audited-change.ts';
import type { ActionContext } from './context.ts';

export async function uploadDocument(
  trx: Transaction<Database>,
  ctx: ActionContext,
  actor: CallerUser,
  id: number,
  input: UploadDocument,
): Promise<void> {
  const { bytes, mime } = uploadedDocument(input.documentBase64String);
  await auditedChange(trx, ctx, actor, id, 'contract.document', async (contract) => {
    // Replacing keeps the history: the read shows the latest file of each type.
    await trx
      .insertInto('contract_files')
      .values({
        contract_id: id,
        comment_id: null,
        type: input.type,
        mime_type: mime,
        file_name: storedFileName(contract.identifier ?? String(id), input.type, mime),
        content: bytes,
        user_id: actor.id,
      })
      .execute();
  });
}
