// The rules a price is checked against: the state's statute in force on a day, tightened by the funder's stored
// setting (table state_compliance_overrides, migration 0014). The rules themselves are the domain's.
import type { Kysely } from 'kysely';
import { applicableLaw, validateOverride } from '@litfund/domain';
import type { ApplicableLaw, StateOverride } from '@litfund/domain';
import type { Database, StateComplianceOverridesTable } from '../db/schema.ts';
import type { Selectable } from 'kysely';

type OverrideRow = Selectable<StateComplianceOverridesTable>;

/** The stored setting as the domain reads it; undefined when every column is empty. */
export function overrideOf(row: OverrideRow | undefined): StateOverride | undefined {
  if (!row) return undefined;
  const override: StateOverride = {};
  if (row.cap_bp !== null) {
    override.chargeCap = { capBp: row.cap_bp };
    if (row.cap_period_months !== null) override.chargeCap.periodMonths = row.cap_period_months;
  }
  if (row.term_months !== null) override.termMonths = row.term_months;
  if (row.cancellation_business_days !== null) override.cancellationBusinessDays = row.cancellation_business_days;
  return Object.keys(override).length > 0 ? override : undefined;
}

export async function overrideRowOf(db: Kysely<Database>, state: string): Promise<OverrideRow | undefined> {
  return db.selectFrom('state_compliance_overrides').selectAll().where('state_key', '=', state).executeTakeFirst();
}

/**
 * The rules in force in `state` on `onDay`, with the funder's setting. A setting is checked against the statute in
 * force when it is saved; on a day where it would be looser than that day's statute (a reading raised since), the
 * statute alone applies rather than a looser rule.
 */
export function lawWith(state: string, onDay: string, override: StateOverride | undefined): ApplicableLaw {
  const valid = override && validateOverride(state, onDay, override).length === 0 ? override : undefined;
  return applicableLaw(state, onDay, valid);
}

export async function lawInForce(db: Kysely<Database>, state: string, onDay: string): Promise<ApplicableLaw> {
  return lawWith(state, onDay, overrideOf(await overrideRowOf(db, state)));
}
