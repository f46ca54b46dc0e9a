// Enforcement of the state rules on prices: a rate set, a plaintiff's additional fee, a funding. A price that breaks
// a rule is refused with the domain's message (state, statute, rule, range, day), and nothing is written.
import { checkScheduleCompliance, ruleOf } from '@litfund/domain';
import type { ApplicableLaw, ComplianceIssue, RateSchedule } from '@litfund/domain';
import { badRequest, conflict } from '../lib/http-error.ts';
import type { FieldError } from '../lib/http-error.ts';

/** The statutory term in months, null where the state sets none. */
export const termMonthsOf = (law: ApplicableLaw): number | null => ruleOf(law.rules, 'chargeTerm')?.months ?? null;

/**
 * Throws 400 when the schedule (with the plaintiff's fee in bp) breaks a rule of `law`: the first issue is the
 * message, every issue is listed on `pathOf(issue)`.
 */
export function assertScheduleComplies(
  law: ApplicableLaw,
  schedule: RateSchedule,
  feeBp: number,
  pathOf: (issue: ComplianceIssue) => string,
): void {
  const issues = checkScheduleCompliance(law, schedule, feeBp);
  if (issues.length === 0) return;
  const errors: FieldError[] = issues.map((issue) => ({ path: pathOf(issue), message: issue.message }));
  throw badRequest(issues[0]!.message, errors);
}

/**
 * Throws 409 when a funding would charge a price (the snapshot schedule and fee) that breaks a rule in force on its
 * day: the stored rate set or fee is what must change, not the request.
 */
export function assertPriceComplies(law: ApplicableLaw, schedule: RateSchedule, feeBp: number): void {
  const issue = checkScheduleCompliance(law, schedule, feeBp)[0];
  if (issue) throw conflict(`This funding cannot be recorded: ${issue.message}`);
}
