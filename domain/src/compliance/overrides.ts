// A funder may hold a state to stricter terms than its statute (a lower cap, a shorter term, a longer cancellation
// window), never looser ones. Where the product enforces nothing (no statute, or a fact the research left
// unknown), any setting only restricts the product further, so it is accepted as the funder's own rule.
import { describeRule, percentText, ruleAuthority } from './describe.ts';
import { ruleOf, statuteInForce } from './state-rules.ts';
import type { ApplicableLaw, CancellationRule, ChargeCapRule, ChargeTermRule, ComplianceRule } from './types.ts';

export interface StateOverride {
  /**
   * A lower cap in basis points. Its basis and period stay the statute's; where the statute sets no cap the
   * setting is a cap of `capBp` per `periodMonths` months begun.
   */
  chargeCap?: { capBp: number; periodMonths?: number };
  termMonths?: number;
  cancellationBusinessDays?: number;
}

export const OVERRIDE_LIMITS = { maxCapBp: 1_000_000, maxPeriodMonths: 12, maxTermMonths: 600, maxBusinessDays: 60 };

const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;

const looser = (law: ApplicableLaw, rule: ComplianceRule, what: string) =>
  `${ruleAuthority(law.name, rule)} allows ${describeRule(rule)}; a setting may be stricter, never looser: ${what}.`;

function capProblems(law: ApplicableLaw, cap: NonNullable<StateOverride['chargeCap']>): string[] {
  if (!isWhole(cap.capBp, 0, OVERRIDE_LIMITS.maxCapBp)) {
    return ['The cap must be a percent with at most 2 decimals, from 0% to 10000%'];
  }
  const statute = ruleOf(law.rules, 'chargeCap');
  if (!statute) {
    return isWhole(cap.periodMonths, 1, OVERRIDE_LIMITS.maxPeriodMonths)
      ? []
      : [`The cap's period must be 1 to ${OVERRIDE_LIMITS.maxPeriodMonths} whole months`];
  }
  const problems: string[] = [];
  if (cap.periodMonths !== undefined && cap.periodMonths !== statute.periodMonths) {
    problems.push(looser(law, statute, `keep its period (${statute.periodMonths} months) and lower the percent`));
  }
  if (cap.capBp > statute.capBp) problems.push(looser(law, statute, `${percentText(cap.capBp)} is above it`));
  return problems;
}

/** What is wrong with a funder's setting for a state, [] when it is only stricter than the statute in force. */
export function validateOverride(state: string, onDay: string, override: StateOverride): string[] {
  const law = statuteInForce(state, onDay);
  const problems: string[] = [];
  if (override.chargeCap !== undefined) problems.push(...capProblems(law, override.chargeCap));
  if (override.termMonths !== undefined) {
    const term = ruleOf(law.rules, 'chargeTerm');
    if (!isWhole(override.termMonths, 1, OVERRIDE_LIMITS.maxTermMonths)) {
      problems.push(`The term must be 1 to ${OVERRIDE_LIMITS.maxTermMonths} whole months`);
    } else if (term && override.termMonths > term.months) {
      problems.push(looser(law, term, `${override.termMonths} months is longer`));
    }
  }
  if (override.cancellationBusinessDays !== undefined) {
    const cancellation = ruleOf(law.rules, 'cancellation');
    if (!isWhole(override.cancellationBusinessDays, 1, OVERRIDE_LIMITS.maxBusinessDays)) {
      problems.push(`The cancellation window must be 1 to ${OVERRIDE_LIMITS.maxBusinessDays} business days`);
    } else if (cancellation && override.cancellationBusinessDays < cancellation.businessDays) {
      problems.push(looser(law, cancellation, `${override.cancellationBusinessDays} business days is shorter`));
    }
  }
  return problems;
}

/** The funder's version of a rule: the statute's rule tightened, or a new one where the product enforced none. */
function overridden<R extends ComplianceRule>(state: string, statute: R | null, fresh: R, change: Partial<R>): R {
  const base = statute ?? fresh;
  return { ...base, ...change, source: 'override', id: `${state}.${base.kind}` };
}

/**
 * The rules that apply in `state` on `onDay` (a contract's funding day, or today for a rate set), the funder's
 * stricter setting applied. Throws when the setting is not valid (run validateOverride first).
 */
export function applicableLaw(state: string, onDay: string, override?: StateOverride): ApplicableLaw {
  const law = statuteInForce(state, onDay);
  if (!override) return law;
  const problems = validateOverride(state, onDay, override);
  if (problems.length) throw new RangeError(problems.join(' '));
  const own = { state, citation: '', effectiveOn: null, version: 1, source: 'override' as const };
  const replacements: ComplianceRule[] = [];
  if (override.chargeCap) {
    const fresh: ChargeCapRule = {
      ...own,
      id: '',
      kind: 'chargeCap',
      basis: 'perPeriod',
      capBp: 0,
      periodMonths: override.chargeCap.periodMonths ?? 12,
      parts: null,
      includesOneTimeFees: false,
    };
    replacements.push(
      overridden(state, ruleOf(law.rules, 'chargeCap'), fresh, { capBp: override.chargeCap.capBp, parts: null }),
    );
  }
  if (override.termMonths !== undefined) {
    const fresh: ChargeTermRule = { ...own, id: '', kind: 'chargeTerm', months: 0 };
    replacements.push(overridden(state, ruleOf(law.rules, 'chargeTerm'), fresh, { months: override.termMonths }));
  }
  if (override.cancellationBusinessDays !== undefined) {
    const fresh: CancellationRule = { ...own, id: '', kind: 'cancellation', businessDays: 0, from: 'funding' };
    const change = { businessDays: override.cancellationBusinessDays };
    replacements.push(overridden(state, ruleOf(law.rules, 'cancellation'), fresh, change));
  }
  const replaced = new Set(replacements.map((rule) => rule.kind));
  return {
    ...law,
    rules: [...law.rules.filter((rule) => !replaced.has(rule.kind)), ...replacements],
    unknown: law.unknown.filter((fact) => !replaced.has(fact.kind)),
  };
}
