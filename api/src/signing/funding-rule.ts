// CheckSent on a case needs a signed agreement: the portal's, once every party signed (its signed copy is stored as
// the client contract), or a signed paper agreement an administrator uploaded as the client contract (document type
// 2, audited; the portal's own signed copy is not one). An additional-funds request is a tranche of its case.
import type { Kysely } from 'kysely';
import { mayFundProblem } from '@litfund/domain';
import type { Database } from '../db/schema.ts';
import { conflict } from '../lib/http-error.ts';

export async function assertAgreementSigned(db: Kysely<Database>, contractId: number): Promise<void> {
  const [completed, paper] = await Promise.all([
    db
      .selectFrom('agreements')
      .select('id')
      .where('contract_id', '=', contractId)
      .where('state', '=', 'completed')
      .executeTakeFirst(),
    db
      .selectFrom('contract_files')
      .select('id')
      .where('contract_id', '=', contractId)
      .where('type', '=', 2)
      .where('comment_id', 'is', null)
      // The portal's own signed copy counts only while its agreement is completed (above); a voided one's does not.
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('agreements as a').select('a.id').whereRef('a.signed_file_id', '=', 'contract_files.id'),
          ),
        ),
      )
      .executeTakeFirst(),
  ]);
  const problem = mayFundProblem({
    agreementCompleted: completed !== undefined,
    paperClientContract: paper !== undefined,
  });
  if (problem) throw conflict(problem);
}
