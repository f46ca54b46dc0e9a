// How statistics and rating metrics read on screen: one formatter, so a figure shown in both (days to close) reads
// the same in both. Ratings keep 3 decimals for their thresholds; the screen shows 2.
import { dollarsLabel } from '../format/contract-display.ts';

const MONEY_KEYS: ReadonlySet<string> = new Set([
  'lifeTimeRequested',
  'openContractAmount',
  'openAmountAverage',
  'lifetimeProjectedAmountClosed',
  'closedProjectedAmountAverage',
  'closedRealAmountAverage',
  'lifeTimeReceivedAverage',
  'lifeTimePayments',
  'lifeTimePaidAverage',
  'lifeTimeLost',
  'lifetimeReceivedAverage',
  'avgFundedPerClient',
]);

/** Fractions shown as percentages: the rating shares and the return on investment (-0.44737 -> '-44.7%'). */
const FRACTION_KEYS: ReadonlySet<string> = new Set(['pctCasesLost', 'pctCasesReduced', 'pctReductionPerCase', 'roi']);

const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A statistic or rating metric by its name: dollars, a percentage, or a number to 2 decimals; '—' when unknown. */
export function insightFigureLabel(key: string, value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  if (MONEY_KEYS.has(key)) return dollarsLabel(value);
  if (FRACTION_KEYS.has(key)) return percent.format(value);
  return plain.format(value);
}
