// What an open funded case shows on the funder's desk, as of a business day: its Total Due, its expected value (the
// raw report's rule, contracts/money.ts) and the next day its price rises. Written on the case with its statistics
// figures (insights/case-figures.ts, in the transaction of every change of its money or status) and worked out again
// once the day has passed (refreshStaleDeskFigures), so the dashboard adds up columns instead of pricing cases.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { MoneyFacts } from '../contracts/money.ts';
import { expectedValueCents, moneyInput, nextPriceChange } from '../contracts/money.ts';
import { contractMoney } from '@litfund/domain';

export interface DeskFigures {
  dueCents: number | null;
  expectedCents: number | null;
  priceRisesOn: string | null;
  /** The business day the figures hold for; null for a case that is not open and funded (it has none). */
  on: string | null;
}

const NONE: DeskFigures = { dueCents: null, expectedCents: null, priceRisesOn: null, on: null };

/** The desk figures of one case on `today`; none unless it is funded and open. */
export function deskFiguresOf(
  facts: MoneyFacts,
  estimatedDuration: string | null,
  today: string,
  timeZone: string,
): DeskFigures {
  const input = moneyInput(facts, today, timeZone);
  if (!input || input.closing) return NONE;
  return {
    dueCents: contractMoney(input).totalDueCents,
    expectedCents: expectedValueCents(facts, estimatedDuration, today, timeZone),
    priceRisesOn: nextPriceChange(facts, today, timeZone)?.date.slice(0, 10) ?? null,
    on: today,
  };
}

/** Cases worked out per transaction. */
const BATCH = 1000;

/**
 * Works out again the figures of the open funded cases worked out for another day (or never), BATCH cases a
 * transaction; several API instances share the work (SKIP LOCKED). `refresh` is the case-figures refresh, passed in so
 * this module does not import the insights one that imports it. Returns how many cases were worked out.
 */
export async function refreshStaleDeskFigures(
  db: Kysely<Database>,
  today: string,
  refresh: (trx: Kysely<Database>, ids: readonly number[]) => Promise<void>,
): Promise<number> {
  let done = 0;
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ id: number }>`
        select id from contracts
        where parent_contract_id is null and insight_funded_cents is not null and insight_closed_on is null
          and desk_figures_on is distinct from ${today}::date
        order by id limit ${BATCH} for update skip locked`.execute(trx);
      await refresh(
        trx,
        rows.map((r) => r.id),
      );
      return rows.length;
    });
    if (batch === 0) return done;
    done += batch;
  }
}
