// A state's cap on what the funder may recover (NY, MT, GA), applied at payoff: the amount due never exceeds it. The
// cap is measured against the case's recovery, which the contract records as its settlement amount; the rules are
// those in force on the funding day (the contract's snapshot day), as for the price.
import { formatUsd } from '../format/money.ts';
import { recoveryCapCents } from './caps.ts';
import { describeRule, ruleAuthority } from './describe.ts';
import { ruleOf, statuteInForce } from './state-rules.ts';
import type { RecoveryCapRule } from './types.ts';

export interface RecoveryFacts {
  /** Everything funded on the contract (check and tranches), cents. */
  fundedCents: number;
  /** The case's gross recovery (the settlement amount); null while it is not known. */
  grossRecoveryCents: number | null;
  /**
   * The attorney fees taken from the recovery; null when not recorded. A cap on the share after attorney fees (GA)
   * then reads the fees as 0: the gross recovery bounds that share from above, so the cap still holds, loosely.
   */
  attorneyFeesCents: number | null;
}

export interface RecoveryCap {
  rule: RecoveryCapRule;
  stateName: string;
  /** The most the consumer may be asked to repay in all (before payments); null until the recovery is known. */
  capCents: number | null;
  /** True when the cap is on the share after attorney fees and the fees were not known (read as 0). */
  feesUnknown: boolean;
}

/** The recovery cap of `state` in force on `fundedOn`, with its amount for these facts; null where none applies. */
export function recoveryCapOf(state: string, fundedOn: string, facts: RecoveryFacts): RecoveryCap | null {
  const law = statuteInForce(state, fundedOn);
  const rule = ruleOf(law.rules, 'recoveryCap');
  if (!rule) return null;
  for (const [value, what] of [
    [facts.fundedCents, 'The funded amount'],
    [facts.grossRecoveryCents ?? 0, 'The recovery'],
    [facts.attorneyFeesCents ?? 0, 'The attorney fees'],
  ] as const) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be whole cents, got ${value}`);
  }
  const feesUnknown = rule.of === 'recoveryAfterAttorneyFees' && facts.attorneyFeesCents === null;
  const capCents =
    facts.grossRecoveryCents === null
      ? null
      : recoveryCapCents(rule, {
          fundedCents: facts.fundedCents,
          grossRecoveryCents: facts.grossRecoveryCents,
          attorneyFeesCents: facts.attorneyFeesCents ?? 0,
        });
  return { rule, stateName: law.name, capCents, feesUnknown };
}

/** What is owed under the cap: the owed amount, never above the cap. */
export function cappedOwedCents(owedCents: number, cap: RecoveryCap | null): number {
  return cap?.capCents == null ? owedCents : Math.min(owedCents, cap.capCents);
}

/**
 * The payoff statement's sentences about the cap: the rule with its statute, its amount on the recorded recovery,
 * and whether it lowered what the contract's rates give (`owedCents`, before payments).
 */
export function recoveryCapLines(cap: RecoveryCap, owedCents: number): string[] {
  const rule = `${ruleAuthority(cap.stateName, cap.rule)} allows ${describeRule(cap.rule)}.`;
  if (cap.capCents === null)
    return [rule, 'The recovery is not recorded yet: the cap is applied once the settlement amount is known.'];
  const fees = cap.feesUnknown ? ' (attorney fees not recorded, so the whole recovery is counted)' : '';
  const amount = `On the recorded recovery${fees} the cap is ${formatUsd(cap.capCents)}.`;
  const applied =
    owedCents > cap.capCents
      ? `The cap applied: the contract's rates give ${formatUsd(owedCents)}, ` +
        `so ${formatUsd(cap.capCents)} is the most owed.`
      : `The cap did not apply: the contract's rates give ${formatUsd(owedCents)}.`;
  return [rule, amount, applied];
}
