// A rate set against its state's cap and term, before it prices any contract: the check holds for every funding
// day (months are read at their longest for the cap, at their shortest for the term), for both contract types,
// with the plaintiff's additional fee on top when one is given.
import type { ContractType } from '../enums.ts';
import { POST_SETTLEMENT_LAST_DAY, effectiveRateBp, rateChangeDays, rateOnDay } from '../pricing/schedule.ts';
import { isPriceable } from '../pricing/validation.ts';
import type { RateRange, RateSchedule } from '../pricing/types.ts';
import { capAllows, capFloorBp, chargeCapAnyFunding, chargesStopDayAnyFunding } from './caps.ts';
import { describeRule, percentText, ruleAuthority } from './describe.ts';
import { ruleOf } from './state-rules.ts';
import type { ApplicableLaw, ComplianceRule } from './types.ts';

export interface ComplianceIssue {
  ruleId: string;
  citation: string;
  /** The offending range: its list and its index in that list as given. */
  kind: 'pre' | 'post';
  index: number;
  /** Says the state, the statute, the rule and what in the schedule breaks it. */
  message: string;
}

const CONTRACT_TYPES: readonly ContractType[] = ['PreSettlement', 'PostSettlement'];

interface RangeAt {
  kind: 'pre' | 'post';
  index: number;
  range: RateRange;
}

/**
 * The range whose rate a contract of `type` pays on day d, following effectiveRateBp (schedule.ts): from day 61 a
 * post-settlement contract pays the pre-settlement rate unless the rate reached on day 60 is higher.
 */
export function rangeBehind(schedule: RateSchedule, type: ContractType, d: number): RangeAt {
  const { pre, post } = schedule;
  const at = (list: readonly RateRange[], kind: 'pre' | 'post', day: number): RangeAt => {
    const range = rateOnDay(list, day);
    if (!range) throw new RangeError('The interest-rate set has no ranges');
    return { kind, index: list.indexOf(range), range };
  };
  if (pre.length === 0) return at(post, 'post', d);
  if (post.length === 0 || type === 'PreSettlement') return at(pre, 'pre', d);
  if (d <= POST_SETTLEMENT_LAST_DAY) return at(post, 'post', d);
  const preAt = at(pre, 'pre', d);
  const postAt = at(post, 'post', POST_SETTLEMENT_LAST_DAY);
  return preAt.range.rateBp >= postAt.range.rateBp ? preAt : postAt;
}

const rangeText = ({ kind, range }: RangeAt) =>
  `the ${kind === 'pre' ? 'pre-settlement' : 'post-settlement'} range days ${range.daysFrom}-${range.daysTo}`;

/**
 * The state's rules this schedule breaks (cap and term; the other rules do not bear on a schedule), one issue per
 * rule and offending range, [] when it complies. `feeBp` is a plaintiff's additional fee, added to every rate.
 * Expects a schedule validateSchedule accepts; an empty one breaks nothing (it prices nothing).
 */
export function checkScheduleCompliance(law: ApplicableLaw, schedule: RateSchedule, feeBp = 0): ComplianceIssue[] {
  if (!isPriceable(schedule)) return [];
  const cap = ruleOf(law.rules, 'chargeCap');
  const term = ruleOf(law.rules, 'chargeTerm');
  const found = new Map<string, ComplianceIssue>();
  const report = (rule: ComplianceRule, at: RangeAt, what: string) => {
    const key = `${rule.id}/${at.kind}/${at.index}`;
    if (found.has(key)) return;
    const message = `${ruleAuthority(law.name, rule)} allows ${describeRule(rule)}: ${rangeText(at)} ${what}.`;
    found.set(key, { ruleId: rule.id, citation: rule.citation, kind: at.kind, index: at.index, message });
  };
  const feeText = feeBp > 0 ? ` with the additional fee of ${percentText(feeBp)}` : '';

  for (const type of CONTRACT_TYPES) {
    const changeDays = rateChangeDays(schedule, type);
    const rateOn = (d: number) => effectiveRateBp(schedule, type, d) + feeBp;
    if (cap) {
      // The rate is constant from one change day to the next and the cap never falls as days pass, so the first
      // day of each stretch is where the charge stands highest against the cap.
      for (const d of [0, ...changeDays]) {
        const allowed = chargeCapAnyFunding(cap, term, d);
        if (capAllows(allowed, rateOn(d))) continue;
        const where = `where at most ${percentText(capFloorBp(allowed))} is allowed`;
        report(
          cap,
          rangeBehind(schedule, type, d),
          `charges ${percentText(rateOn(d))}${feeText} on day ${d}, ${where}`,
        );
      }
    }
    if (term) {
      const stop = chargesStopDayAnyFunding(term);
      for (const d of changeDays) {
        if (d <= stop || rateOn(d) <= rateOn(d - 1)) continue;
        const what = `raises the rate on day ${d}, and ${term.months} months can end on day ${stop}`;
        report(term, rangeBehind(schedule, type, d), what);
      }
    }
  }
  const listOrder = (kind: 'pre' | 'post') => (kind === 'pre' ? 0 : 1);
  return [...found.values()].sort(
    (a, b) => listOrder(a.kind) - listOrder(b.kind) || a.index - b.index || a.ruleId.localeCompare(b.ruleId),
  );
}
