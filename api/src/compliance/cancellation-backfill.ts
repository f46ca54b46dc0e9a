// Funded cases whose cancellation deadline was never worked out (funded before migration 0015, seeded or bulk-loaded)
// get it when the API starts, as the CheckSent of today would have fixed it (cancellation.ts).
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { STATE_LAWS } from '@litfund/domain';
import type { Database } from '../db/schema.ts';
import { cancelDeadlineAtFunding } from './cancellation.ts';

const BATCH = 500;

/** The states where some reading of the statute, or the funder's setting, gives the consumer a cancellation window. */
async function statesWithWindows(db: Kysely<Database>): Promise<string[]> {
  const statute = STATE_LAWS.filter((law) => law.rules.some((rule) => rule.kind === 'cancellation')).map(
    (l) => l.state,
  );
  const funder = await db
    .selectFrom('state_compliance_overrides')
    .select('state_key')
    .where('cancellation_business_days', 'is not', null)
    .execute();
  return [...new Set([...statute, ...funder.map((row) => row.state_key)])];
}

/** Returns how many cases got a deadline worked out one by one (those in states with a window). */
export async function fillMissingCancelDeadlines(db: Kysely<Database>, timeZone: string): Promise<number> {
  const windows = await statesWithWindows(db);
  // Most cases are in states without a window: nothing to work out, in one statement.
  await sql`
    update contracts c set cancel_window_known = true
    from users u left join states s on s.id = u.state_id
    where u.id = c.client_user_id and not c.cancel_window_known and c.check_date is not null
      and c.parent_contract_id is null and (s.key is null or not (s.key = any(${windows}::text[])))`.execute(db);
  let done = 0;
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ id: number; client_user_id: number; check_date: string }>`
        select id, client_user_id, to_char(check_date, 'YYYY-MM-DD') as check_date from contracts
        where not cancel_window_known and check_date is not null and parent_contract_id is null
        order by id limit ${BATCH} for update skip locked`.execute(trx);
      for (const row of rows) {
        const deadline = await cancelDeadlineAtFunding(trx, row, row.check_date, timeZone);
        await trx
          .updateTable('contracts')
          .set({ cancel_deadline: deadline, cancel_window_known: true })
          .where('id', '=', row.id)
          .execute();
      }
      return rows.length;
    });
    if (batch === 0) return done;
    done += batch;
  }
}
