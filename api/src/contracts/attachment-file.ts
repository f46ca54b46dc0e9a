// GET /Contract/{id}/attachment/{fileId}: one stored file's content, the only read of a file's bytes. The contract read
// lists files by their metadata (read.ts), so a large attachment costs only whoever downloads it.
import type { Kysely } from 'kysely';
import { MESSAGES, type FileResponse } from '@litfund/domain';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';
import { visibleTo, type Viewer } from './access.ts';
import { commentVisibleTo } from './comment-visibility.ts';

/**
 * The file as the viewer may see it in the contract read, or 404 (one answer for a file that does not exist, belongs
 * to another contract or is hidden from the viewer): the contract must be visible to them, a comment attachment's
 * comment one the viewer reads in the contract read (comment-visibility.ts), and a document the latest of its type, as the read lists them.
 */
export async function attachmentFile(
  db: Kysely<Database>,
  viewer: Viewer,
  today: string,
  contractId: number,
  fileId: number,
): Promise<FileResponse> {
  const file = await db
    .selectFrom('contract_files as f')
    .innerJoin('contracts as c', 'c.id', 'f.contract_id')
    .leftJoin('contract_comments as m', (join) =>
      join.onRef('m.id', '=', 'f.comment_id').onRef('m.contract_id', '=', 'f.contract_id'),
    )
    .leftJoin('users as author', 'author.id', 'm.user_id')
    .select(['f.mime_type', 'f.file_name', 'f.content'])
    .where('f.id', '=', fileId)
    .where('f.contract_id', '=', contractId)
    .where(visibleTo(viewer, today))
    .where((eb) =>
      eb.or([
        eb.and([eb('f.type', '=', 0), eb('m.id', 'is not', null), commentVisibleTo(viewer)]),
        eb.and([
          eb('f.type', 'in', [2, 3]),
          eb.not(
            eb.exists(
              eb
                .selectFrom('contract_files as later')
                .select('later.id')
                .whereRef('later.contract_id', '=', 'f.contract_id')
                .whereRef('later.type', '=', 'f.type')
                .whereRef('later.id', '>', 'f.id'),
            ),
          ),
        ]),
      ]),
    )
    .executeTakeFirst();
  if (!file) throw notFound(MESSAGES.notFound);
  return {
    mimeType: file.mime_type,
    base64Content: Buffer.from(file.content).toString('base64'),
    fileName: file.file_name,
  };
}
