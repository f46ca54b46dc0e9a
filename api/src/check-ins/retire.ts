// Retiring a contract's open check-in when the question no longer stands: the contract closed or was cancelled, or
// its counsel changed. Called in the transaction of that change, so its links stop working as the change commits.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Marks the contract's open check-in (due or sent) replaced; returns whether one was open. */
export async function retireOpenCheckIn(trx: Kysely<Database>, contractId: number): Promise<boolean> {
  const result = await trx
    .updateTable('check_ins')
    .set({ state: 'replaced' })
    .where('contract_id', '=', contractId)
    .where('state', 'in', ['due', 'sent'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * A change of counsel: the former counsel's open check-in is retired and, when one was open, a new one is due today,
 * so the next pass of the schedule asks the new counsel (or drops it when there is nobody to ask).
 */
export async function reassignOpenCheckIn(trx: Kysely<Database>, contractId: number, today: string): Promise<void> {
  if (await retireOpenCheckIn(trx, contractId))
    await trx.insertInto('check_ins').values({ contract_id: contractId, due_on: today }).execute();
}
