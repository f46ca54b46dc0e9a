// An administrator's check-in actions on a contract: ask the counsel now (a newer check-in replaces an open one, whose
// links then stop working), and set the contract's own period; both only on a funded, open case. Each in one
// transaction with its audit row.
import { sql, type Kysely } from 'kysely';
import { CHECK_IN_MESSAGES } from '@litfund/domain';
import type { Database } from '../db/schema.ts';
import type { MailingApp } from '../accounts/mails.ts';
import { audit } from '../audit/audit-log.ts';
import { conflict } from '../lib/http-error.ts';
import { lockedContract } from '../contracts/money.ts';
import type { CallerUser } from '../types.ts';
import type { CheckInClock } from './mails.ts';
import { CONTRACT_OPEN_SQL, OPEN_FUNDED_SQL } from './open-contract.ts';
import { sendCheckIn } from './scheduler.ts';

/** The contract locked, refused (409) unless check-ins apply to it: a funded, open case. */
async function lockedOpenContract(trx: Kysely<Database>, contractId: number, admin: CallerUser, today: string) {
  const c = await lockedContract(trx, contractId, admin, today);
  const open = await sql<{ ok: boolean }>`SELECT ${CONTRACT_OPEN_SQL} AS ok FROM contracts c WHERE c.id = ${contractId}`
    .execute(trx)
    .then((r) => r.rows[0]?.ok);
  if (!open) throw conflict(CHECK_IN_MESSAGES.notOpenFunded);
  return c;
}

export async function requestCheckInNow(
  app: MailingApp,
  db: Kysely<Database>,
  admin: CallerUser,
  contractId: number,
  clock: CheckInClock,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The contract's row lock orders two administrators' requests; the open check-in's row lock waits for a scheduler
    // pass mailing it, so the pass and the request never both mail for one contract.
    await lockedOpenContract(trx, contractId, admin, clock.today);
    const asked = await sql<{
      ok: boolean;
    }>`SELECT ${OPEN_FUNDED_SQL} AS ok FROM contracts c WHERE c.id = ${contractId}`
      .execute(trx)
      .then((r) => r.rows[0]?.ok);
    if (!asked) throw conflict(CHECK_IN_MESSAGES.noCounsel);
    await trx
      .selectFrom('check_ins')
      .select('id')
      .where('contract_id', '=', contractId)
      .where('state', 'in', ['due', 'sent'])
      .forUpdate()
      .execute();
    await trx
      .updateTable('check_ins')
      .set({ state: 'replaced' })
      .where('contract_id', '=', contractId)
      .where('state', 'in', ['due', 'sent'])
      .execute();
    const row = await trx
      .insertInto('check_ins')
      .values({ contract_id: contractId, due_on: clock.today, requested_by_user_id: admin.id })
      .returning(['id', 'contract_id'])
      .executeTakeFirstOrThrow();
    await sendCheckIn(app, trx, row, clock);
    await audit(
      trx,
      admin.id,
      'contract.checkIn.request',
      'contract',
      contractId,
      null,
      JSON.stringify({ checkInId: row.id }),
    );
  });
}

export async function setCheckInSchedule(
  db: Kysely<Database>,
  admin: CallerUser,
  contractId: number,
  everyDays: number | null,
  today: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await lockedOpenContract(trx, contractId, admin, today);
    await trx.updateTable('contracts').set({ check_in_every_days: everyDays }).where('id', '=', contractId).execute();
    await audit(
      trx,
      admin.id,
      'contract.checkIn.schedule',
      'contract',
      contractId,
      JSON.stringify({ everyDays: before.check_in_every_days }),
      JSON.stringify({ everyDays }),
    );
  });
}
