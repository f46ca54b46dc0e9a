// A contract's one-time document fee against its state's rules: the ceiling the statute sets on it, and, where
// everything above the funded amount counts against the cap (AR's usury reading, TN's yearly fee), the fee together
// with the charges on every day. It needs the funded amount, so it is checked per contract, not per rate set.
import type { ContractType } from '../enums.ts';
import { formatUsd } from '../format/money.ts';
import { effectiveRateBp, rateChangeDays } from '../pricing/schedule.ts';
import { trancheOwedOnDayIndex } from '../pricing/tranche.ts';
import type { RateSchedule } from '../pricing/types.ts';
import { capCents, chargeCapAnyFunding } from './caps.ts';
import { describeRule, percentText, ruleAuthority } from './describe.ts';
import { ruleOf } from './state-rules.ts';
import type { ApplicableLaw, ComplianceRule } from './types.ts';

export interface DocumentFeeInput {
  principalCents: number;
  documentFeeCents: number;
  /** Document fees already charged on the same legal claim (for a ceiling per claim, IN). */
  earlierDocumentFeesCents?: number;
  schedule: RateSchedule;
  contractType: ContractType;
  feeBp: number;
}

export interface FeeIssue {
  ruleId: string;
  citation: string;
  message: string;
}

/** The rules a document fee breaks, [] when it is allowed. A fee of 0 breaks nothing. */
export function checkDocumentFee(law: ApplicableLaw, input: DocumentFeeInput): FeeIssue[] {
  const { principalCents, documentFeeCents, schedule, contractType, feeBp } = input;
  for (const [value, what] of [
    [principalCents, 'The funded amount'],
    [documentFeeCents, 'The document fee'],
    [input.earlierDocumentFeesCents ?? 0, 'Earlier document fees'],
  ] as const) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be whole cents, got ${value}`);
  }
  if (documentFeeCents === 0) return [];
  const issue = (rule: ComplianceRule, what: string): FeeIssue => ({
    ruleId: rule.id,
    citation: rule.citation,
    message: `${ruleAuthority(law.name, rule)} allows ${describeRule(rule)}: ${what}.`,
  });
  const issues: FeeIssue[] = [];

  const allowed = ruleOf(law.rules, 'allowedFee');
  const onClaim = documentFeeCents + (allowed?.per === 'claim' ? (input.earlierDocumentFeesCents ?? 0) : 0);
  if (allowed && onClaim > allowed.maxCents) {
    const what = allowed.per === 'claim' && onClaim !== documentFeeCents ? ` (${formatUsd(onClaim)} on the claim)` : '';
    issues.push(issue(allowed, `${formatUsd(documentFeeCents)}${what} is above it`));
  }

  const cap = ruleOf(law.rules, 'chargeCap');
  if (cap?.includesOneTimeFees) {
    const term = ruleOf(law.rules, 'chargeTerm');
    // As in the schedule check: the rate is constant between change days and the cap never falls.
    for (const d of [0, ...rateChangeDays(schedule, contractType)]) {
      const charges = trancheOwedOnDayIndex(principalCents, schedule, contractType, feeBp, d) - principalCents;
      const most = capCents(principalCents, chargeCapAnyFunding(cap, term, d));
      if (charges + documentFeeCents <= most) continue;
      const rate = effectiveRateBp(schedule, contractType, d) + feeBp;
      const what =
        `with the ${formatUsd(documentFeeCents)} document fee, ${formatUsd(charges + documentFeeCents)} of charges ` +
        `are due on day ${d} (the rate is ${percentText(rate)}), where at most ${formatUsd(most)} is allowed`;
      issues.push(issue(cap, what));
      break;
    }
  }
  return issues;
}
