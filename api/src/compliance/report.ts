// The compliance report: every stored rate set checked against its state's rules as they stand today. A set that
// breaks a rule (a statute taking effect, a stricter setting saved, a reading raised) is listed, never changed.
import type { Kysely } from 'kysely';
import { calendarDateIn, checkScheduleCompliance, type ComplianceReportWire } from '@litfund/domain';
import type { Database } from '../db/schema.ts';
import { scheduleOf, listRateSets } from '../pricing/rate-sets.ts';
import { lawWith, overrideOf } from './law.ts';

export async function complianceReport(
  db: Kysely<Database>,
  today: string,
  timeZone: string,
): Promise<ComplianceReportWire> {
  const [sets, changed, overrides] = await Promise.all([
    listRateSets(db),
    db.selectFrom('interest_rate_sets').select(['id', 'updated_at']).execute(),
    db.selectFrom('state_compliance_overrides').selectAll().execute(),
  ]);
  const changedOn = new Map(changed.map((row) => [row.id, calendarDateIn(row.updated_at, timeZone)]));
  const overrideRows = new Map(overrides.map((row) => [row.state_key, row]));
  return sets.flatMap((set) => {
    const own = overrideRows.get(set.state.key);
    const law = lawWith(set.state.key, today, overrideOf(own));
    return checkScheduleCompliance(law, scheduleOf(set)).map((issue) => {
      const rule = law.rules.find((r) => r.id === issue.ruleId)!;
      const ruleSince = rule.source === 'override' && own ? calendarDateIn(own.updated_at, timeZone) : rule.effectiveOn;
      const setSince = changedOn.get(set.id)!;
      return {
        setId: set.id,
        state: { key: set.state.key, name: set.state.name },
        ruleId: issue.ruleId,
        citation: issue.citation,
        message: issue.message,
        since: ruleSince && ruleSince > setSince ? ruleSince : setSince,
      };
    });
  });
}
