// The consumer's cancellation window: N business days after funding (or after the later of funding and signing,
// WV), weekends and observed US federal holidays excluded; the last of them is the last day to cancel.
import { assertCalendarDay } from '../pricing/days.ts';
import { formatDisplayDate } from '../format/dates.ts';
import { addBusinessDays } from './holidays.ts';
import { ruleOf, statuteInForce } from './state-rules.ts';
import type { ApplicableLaw, CancellationRule } from './types.ts';

export type CancellationWindow =
  | { kind: 'deadline'; deadline: string; startsOn: string; businessDays: number; rule: CancellationRule }
  /** The statute has a window the research could not size: nothing is shown until counsel supplies it. */
  | { kind: 'unknown'; note: string }
  /** No cancellation rule in force. */
  | { kind: 'none' };

export interface ContractDays {
  /** 'YYYY-MM-DD' the consumer received the funds. */
  fundedOn: string;
  /** 'YYYY-MM-DD' the consumer signed; only matters where the window runs from the later of the two. */
  signedOn?: string | null;
}

/** The cancellation window under the rules that apply to a contract (statuteInForce or applicableLaw). */
export function cancellationWindow(law: ApplicableLaw, days: ContractDays): CancellationWindow {
  assertCalendarDay(days.fundedOn, 'Funding day');
  if (days.signedOn) assertCalendarDay(days.signedOn, 'Signing day');
  const rule = ruleOf(law.rules, 'cancellation');
  if (!rule) {
    const gap = law.unknown.find((fact) => fact.kind === 'cancellation');
    return gap ? { kind: 'unknown', note: gap.note } : { kind: 'none' };
  }
  const startsOn =
    rule.from === 'laterOfFundingAndSigning' && days.signedOn && days.signedOn > days.fundedOn
      ? days.signedOn
      : days.fundedOn;
  return {
    kind: 'deadline',
    deadline: addBusinessDays(startsOn, rule.businessDays),
    startsOn,
    businessDays: rule.businessDays,
    rule,
  };
}

/** The window of a contract funded in `state` on `fundedOn`, under the statute in force that day. */
export function cancellationDeadline(state: string, fundedOn: string, signedOn?: string | null): CancellationWindow {
  return cancellationWindow(statuteInForce(state, fundedOn), { fundedOn, signedOn });
}

/** The contract page's line for an open window whose last day is `deadline` ('YYYY-MM-DD' or a wire day). */
export const cancellableUntilText = (deadline: string): string =>
  `Can be cancelled until ${formatDisplayDate(deadline)}`;

/** "Can be cancelled until MM-DD-YYYY" while the window is open on `today`; null otherwise. */
export function cancellationText(window: CancellationWindow, today: string): string | null {
  if (window.kind !== 'deadline' || today > window.deadline) return null;
  return cancellableUntilText(window.deadline);
}
