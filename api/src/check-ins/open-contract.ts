// When a contract may be asked about and whom, as SQL over a contracts row aliased `c`: the scheduler, the
// administrator's request, the link check and the work queue all read the same rule.
import { sql } from 'kysely';
import { CHECK_IN_STATUSES } from '@litfund/domain';

/** Funded, open, not cancelled, a case (not an additional-funds request). */
export const CONTRACT_OPEN_SQL = sql<boolean>`(c.parent_contract_id IS NULL AND c.check_date IS NOT NULL
  AND c.cancelled_on IS NULL AND c.current_status IN (${sql.join(CHECK_IN_STATUSES.map((s) => sql.lit(s)))}))`;

// A user a check-in may be mailed to: Approved, not banned, with a real address (docs/decisions.md).
const askable = (column: string) => sql<boolean>`EXISTS (SELECT 1 FROM users u WHERE u.id = ${sql.ref(column)}
  AND u.status = 'Approved' AND NOT u.banned AND u.email NOT LIKE '%.invalid')`;

/** The counsel a check-in goes to: the attorney if they may be asked, else the law firm if it may; else null. */
export const CURRENT_COUNSEL_SQL = sql<number | null>`(CASE
  WHEN ${askable('c.responsible_attorney_id')} THEN c.responsible_attorney_id
  WHEN ${askable('c.responsible_law_firm_id')} THEN c.responsible_law_firm_id END)`;

/** Open (above) and with counsel that may be asked. */
export const OPEN_FUNDED_SQL = sql<boolean>`(${CONTRACT_OPEN_SQL} AND ${CURRENT_COUNSEL_SQL} IS NOT NULL)`;
