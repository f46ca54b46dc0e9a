import { applicableLaw } from './overrides.ts';
import { checkedAgainstText, complianceSnapshot } from './snapshot.ts';
import { statuteInForce } from './state-rules.ts';

describe('what a contract keeps of the rules its price was checked against', () => {
  it('keeps the cap and the term with their versions, and says so in one line', () => {
    const snapshot = complianceSnapshot(statuteInForce('IL', '2026-11-20'), '2026-11-20');
    expect(snapshot.rules.map((rule) => `${rule.id} v${rule.version} ${rule.source}`)).toEqual([
      'IL.chargeCap v1 statute',
      'IL.chargeTerm v1 statute',
    ]);
    expect(checkedAgainstText(snapshot)).toBe('Checked against Illinois rules v1');
  });

  it("names the funder's setting, and a state whose rules do not limit a price", () => {
    const tightened = complianceSnapshot(applicableLaw('IL', '2026-11-20', { termMonths: 36 }), '2026-11-20');
    expect(checkedAgainstText(tightened)).toBe("Checked against Illinois rules v1 and the funder's stricter setting");
    const own = complianceSnapshot(applicableLaw('WA', '2026-11-20', { termMonths: 36 }), '2026-11-20');
    expect(checkedAgainstText(own)).toBe("Checked against the funder's setting for Washington");
    expect(checkedAgainstText(complianceSnapshot(statuteInForce('GA', '2026-11-20'), '2026-11-20'))).toBe(
      'Checked against Georgia rules: none limit its price',
    );
  });
});
