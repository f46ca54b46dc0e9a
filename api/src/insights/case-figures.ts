// What each case contributes to its users' statistics and ratings (domain/insights CaseFigures), kept on its contract
// row so that a user's figures are sums in SQL (sums.ts) instead of every case read and priced in JavaScript. The
// owed amounts come from the interest schedule, so they are computed here, by the same code that reads a case whole
// (load.ts), and written:
// - by every action on a contract, in its transaction (actions/audited-change.ts), and when a request is filed
//   (contracts/create.ts): the only writers of a case's money, status and additional-funds requests;
// - for rows written otherwise (a migration, the demo seed, the bench's loader), which have insight_requested_cents
//   NULL, by fillMissingCaseFigures when the API starts.
// The closing days are taken in the business time zone; case_figures_time_zone records which, and another one makes
// fillMissingCaseFigures compute every case again.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { calendarDateIn, caseFiguresOf } from '@litfund/domain';
import type { Database } from '../db/schema.ts';
import { loadCasesById } from './load.ts';
import { deskFiguresOf } from '../desk/desk-figures.ts';

/** Cases computed and written per statement (and per transaction when filling). */
const BATCH = 1000;

/**
 * Computes and writes the figures of these contracts (additional-funds requests among them are skipped: they are no
 * cases). Locks the rows first, so two changes of one case (say two additional-funds requests filed at once) write
 * figures that count both. Call it inside the transaction of the change, after the change.
 */
export async function refreshCaseFigures(
  trx: Kysely<Database>,
  ids: readonly number[],
  timeZone: string,
  today: string = calendarDateIn(new Date(), timeZone),
): Promise<void> {
  if (ids.length === 0) return;
  await sql`select id from contracts where id = any(${[...ids]}::int[]) order by id for update`.execute(trx);
  const cases = await loadCasesById({ db: trx, today, timeZone }, ids);
  for (let i = 0; i < cases.length; i += BATCH) {
    const rows = cases.slice(i, i + BATCH).map(({ id, contract, facts, estimatedDuration }) => ({
      id,
      figures: caseFiguresOf(contract),
      desk: deskFiguresOf(facts, estimatedDuration, today, timeZone),
    }));
    const column = <T>(of: (row: (typeof rows)[number]) => T) => rows.map(of);
    // One statement per batch: the values as arrays, unnested into rows.
    await sql`
      update contracts c set
        insight_requested_cents = v.requested,
        insight_paid_cents = v.paid,
        insight_funded_cents = v.funded,
        insight_funded_on = v.funded_on,
        insight_closed_on = v.closed_on,
        insight_owed_at_closing_cents = v.owed_at_closing,
        insight_owed_when_reduced_cents = v.owed_when_reduced,
        desk_due_cents = v.due,
        desk_expected_cents = v.expected,
        desk_price_rises_on = v.price_rises_on,
        desk_figures_on = v.desk_on
      from unnest(
        ${column((r) => r.id)}::int[],
        ${column((r) => r.figures.requestedCents)}::bigint[],
        ${column((r) => r.figures.paidCents)}::bigint[],
        ${column((r) => r.figures.funded?.cents ?? null)}::bigint[],
        ${column((r) => r.figures.funded?.firstOn ?? null)}::date[],
        ${column((r) => r.figures.closing?.on ?? null)}::date[],
        ${column((r) => r.figures.closing?.owedAtClosingCents ?? null)}::bigint[],
        ${column((r) => r.figures.reduction?.owedWhenReducedCents ?? null)}::bigint[],
        ${column((r) => r.desk.dueCents)}::bigint[],
        ${column((r) => r.desk.expectedCents)}::bigint[],
        ${column((r) => r.desk.priceRisesOn)}::date[],
        ${column((r) => r.desk.on)}::date[]
      ) as v(id, requested, paid, funded, funded_on, closed_on, owed_at_closing, owed_when_reduced,
        due, expected, price_rises_on, desk_on)
      where c.id = v.id`.execute(trx);
  }
}

/**
 * Computes the figures of every case that has none (insight_requested_cents NULL), BATCH cases a transaction; every
 * case first when they were computed in another time zone. Several API instances starting together share the work
 * (SKIP LOCKED). Returns how many cases were computed.
 */
export async function fillMissingCaseFigures(
  db: Kysely<Database>,
  timeZone: string,
  log: (message: string) => void = () => undefined,
  today: string = calendarDateIn(new Date(), timeZone),
): Promise<number> {
  await db.transaction().execute(async (trx) => {
    const kept = await trx.selectFrom('case_figures_time_zone').select('time_zone').forUpdate().execute();
    if (kept.length === 1 && kept[0]!.time_zone === timeZone) return;
    if (kept.length > 0) {
      log(`case figures: computed in ${kept.map((k) => k.time_zone).join(', ')}, now ${timeZone}: computing all again`);
      await trx
        .updateTable('contracts')
        .set({ insight_requested_cents: null })
        .where('parent_contract_id', 'is', null)
        .execute();
    }
    await trx.deleteFrom('case_figures_time_zone').execute();
    await trx.insertInto('case_figures_time_zone').values({ time_zone: timeZone }).execute();
  });
  let done = 0;
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ id: number }>`
        select id from contracts where parent_contract_id is null and insight_requested_cents is null
        order by id limit ${BATCH} for update skip locked`.execute(trx);
      await refreshCaseFigures(
        trx,
        rows.map((r) => r.id),
        timeZone,
        today,
      );
      return rows.length;
    });
    if (batch === 0) break;
    done += batch;
    if (done % 100_000 < BATCH) log(`case figures: ${done} cases computed`);
  }
  return done;
}
