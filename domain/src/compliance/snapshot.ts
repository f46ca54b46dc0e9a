// What a funded contract keeps of the rules its price was checked against (at CheckSent), and the line an
// administrator reads about it on the contract.
import { ruleOf } from './state-rules.ts';
import type { ApplicableLaw, RuleSource } from './types.ts';

export interface ComplianceSnapshot {
  state: string;
  stateName: string;
  /** The funding day whose rules were applied ('YYYY-MM-DD'). */
  checkedOn: string;
  /** The rules that bear on a price (cap, term), with the version of their reading. */
  rules: Array<Pick<RuleSource, 'id' | 'citation' | 'version' | 'source'>>;
}

export function complianceSnapshot(law: ApplicableLaw, checkedOn: string): ComplianceSnapshot {
  const rules = [ruleOf(law.rules, 'chargeCap'), ruleOf(law.rules, 'chargeTerm')].flatMap((rule) =>
    rule ? [{ id: rule.id, citation: rule.citation, version: rule.version, source: rule.source }] : [],
  );
  return { state: law.state, stateName: law.name, checkedOn, rules };
}

/** "Checked against Illinois rules v1", with the funder's setting when one applied. */
export function checkedAgainstText(snapshot: ComplianceSnapshot): string {
  const statute = snapshot.rules.filter((rule) => rule.source === 'statute');
  const own = snapshot.rules.some((rule) => rule.source === 'override');
  if (statute.length === 0 && !own) return `Checked against ${snapshot.stateName} rules: none limit its price`;
  if (statute.length === 0) return `Checked against the funder's setting for ${snapshot.stateName}`;
  const version = Math.max(...statute.map((rule) => rule.version));
  return `Checked against ${snapshot.stateName} rules v${version}${own ? " and the funder's stricter setting" : ''}`;
}
