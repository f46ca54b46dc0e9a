// Rules in words, for the messages a funder's staff reads ("Illinois law (815 ILCS 121/25) allows at most 18% of
// the funded amount per 6 months: ...").
import { formatUsd } from '../format/money.ts';
import { bpToPercent } from '../pricing/rates.ts';
import type { ComplianceRule } from './types.ts';

export const percentText = (bp: number) => `${bpToPercent(bp)}%`;

const perMonths = (months: number) => (months === 12 ? 'a year' : months === 1 ? 'a month' : `per ${months} months`);
const everyMonths = (months: number) => (months === 1 ? 'every month' : `every ${months} months`);

/** What the rule asks, in words. */
export function describeRule(rule: ComplianceRule): string {
  switch (rule.kind) {
    case 'chargeCap': {
      if (rule.basis === 'prorated') {
        return `at most ${percentText(rule.capBp)} a year counted day by day, everything above the funded amount counting as interest`;
      }
      const parts = rule.parts ? ` (${rule.parts.map((p) => `${p.label} ${percentText(p.bp)}`).join(' plus ')})` : '';
      return `at most ${percentText(rule.capBp)} of the funded amount ${perMonths(rule.periodMonths)}${parts}`;
    }
    case 'chargeTerm':
      return `no charges after ${rule.months} months`;
    case 'recoveryCap': {
      const of = rule.of === 'grossRecovery' ? 'the gross recovery' : 'the recovery after attorney fees';
      const share = rule.shareBp === 10_000 ? of : `${percentText(rule.shareBp)} of ${of}`;
      return rule.plusFundedAmount ? `at most the funded amount plus ${share}` : `a repayment of at most ${share}`;
    }
    case 'compounding': {
      const limits = [
        rule.notMoreOftenThanMonths === null ? null : `no more often than ${everyMonths(rule.notMoreOftenThanMonths)}`,
        rule.atLeastEveryMonths === null ? null : `at least ${everyMonths(rule.atLeastEveryMonths)}`,
      ].filter((limit) => limit !== null);
      return `charges compound ${limits.join(' and ')}`;
    }
    case 'allowedFee':
      return `a document fee of at most ${formatUsd(rule.maxCents)} ${rule.per === 'claim' ? 'per claim' : 'per contract'}`;
    case 'cancellation':
      return `cancellation within ${rule.businessDays} business days of ${
        rule.from === 'funding' ? 'funding' : 'funding or signing, whichever is later'
      }`;
    case 'attorneyAcknowledgment':
      return `an acknowledgment signed by the consumer's attorney: ${rule.attests.join('; ')}`;
    case 'disclosure':
      return `a disclosure: ${disclosureItems(rule).join('; ')}`;
    case 'requirement':
      return rule.text;
  }
}

function disclosureItems(rule: Extract<ComplianceRule, { kind: 'disclosure' }>): string[] {
  const through =
    rule.throughMonths === 'term' ? 'up to the term' : rule.throughMonths ? `for ${rule.throughMonths} months` : '';
  return [
    ...(rule.intervalMonths
      ? [`the amount due at the end of ${everyMonths(rule.intervalMonths)} ${through}`.trim()]
      : []),
    ...(rule.aprPerInterval ? ['the APR at each interval'] : []),
    ...(rule.maximumTotal ? ['the maximum total'] : []),
    ...(rule.totalIfRepaidAnyTime ? ['the total due if repaid at any time'] : []),
    ...rule.items,
  ];
}

/** Whose rule it is: "Illinois law (815 ILCS 121/25)", or the funder's setting (tightening that statute). */
export function ruleAuthority(stateName: string, rule: ComplianceRule): string {
  if (rule.source === 'statute') return `${stateName} law (${rule.citation})`;
  return rule.citation
    ? `The funder's stricter setting for ${stateName} (${rule.citation})`
    : `The funder's setting for ${stateName}`;
}
