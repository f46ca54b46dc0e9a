// Ratings (docs/product.md, "Statistics, ratings and reports"): the metrics
// (fractions for pct*), a star per metric from the administrators' thresholds, and the average star.
import { dollarsOf, ratio, roundTo, total } from './figures.ts';
import { insightSumsOfContracts, type InsightSums, type ReductionFigures } from './sums.ts';
import type { InsightContract } from './types.ts';

/** The threshold groups (userRatingType) and the metric each one rates. */
export const RATING_GROUPS = {
  avgDaysClose: 'avgDaysClose',
  totalLostCases: 'totalLostCases',
  avgCasesLost: 'pctCasesLost',
  totalReducedCases: 'totalReducedCases',
  percentCaseWithReduction: 'pctCasesReduced',
  percentReductionPerReducedCase: 'pctReductionPerCase',
} as const;
export type UserRatingType = keyof typeof RATING_GROUPS;
export const USER_RATING_TYPES = Object.keys(RATING_GROUPS) as UserRatingType[];

export const RATING_METRICS = [
  'avgDaysClose',
  'totalLostCases',
  'pctCasesLost',
  'lifetimeReceivedAverage',
  'avgFundedPerClient',
  'totalReducedCases',
  'pctCasesReduced',
  'pctReductionPerCase',
] as const;
export type RatingMetric = (typeof RATING_METRICS)[number];
export type RatingMetrics = Record<RatingMetric, number | null>;

/** A threshold item: `star` for values from..to (inclusive). */
export interface RatingThreshold {
  from: number;
  to: number;
  star: number;
}

/** What GET /Statistics/{id}/getUserRating answers: each metric, its `<metric>Rating` star, and avgRating. */
export type UserRating = RatingMetrics & { [K in RatingMetric as `${K}Rating`]: number | null } & {
  avgRating: number | null;
};

/** Decimals the metrics are given with: dollars to the cent, the rest to the 0.001 step thresholds use. */
const STAR_DECIMALS = 3;
const round = (value: number | null) => (value == null ? null : roundTo(value, STAR_DECIMALS));

/** The share of the owed sum given up by a reduction (0 when nothing was owed yet). */
const reductionShare = ({ reducedCents, owedWhenReducedCents }: ReductionFigures) =>
  owedWhenReducedCents === 0 ? 0 : (owedWhenReducedCents - reducedCents) / owedWhenReducedCents;

export function ratingMetricsFromSums(s: InsightSums): RatingMetrics {
  const reduced = s.reductions.length;
  return {
    avgDaysClose: round(ratio(s.closedDays, s.closedCount)),
    totalLostCases: s.lostCount,
    pctCasesLost: round(ratio(s.lostCount, s.closedCount)),
    lifetimeReceivedAverage: dollarsOf(ratio(s.paidCents, s.closedCount)),
    avgFundedPerClient: dollarsOf(ratio(s.fundedCents, s.fundedClients)),
    totalReducedCases: reduced,
    pctCasesReduced: round(ratio(reduced, s.closedCount)),
    pctReductionPerCase: round(ratio(total(s.reductions, reductionShare), reduced)),
  };
}

export const ratingMetricsOf = (contracts: readonly InsightContract[]): RatingMetrics =>
  ratingMetricsFromSums(insightSumsOfContracts(contracts));

/**
 * The star of the item with from <= value <= to, the value rounded to 3 decimals first; null when the value is
 * unknown or no item covers it. (Items of a group do not overlap; the first match wins if they ever did.)
 */
export function starFor(value: number | null, items: readonly RatingThreshold[]): number | null {
  if (value == null) return null;
  const v = roundTo(value, STAR_DECIMALS);
  return items.find((item) => item.from <= v && v <= item.to)?.star ?? null;
}

/** Mean of the stars that are known, to 2 decimals; null when none is. */
export function avgRating(stars: ReadonlyArray<number | null>): number | null {
  const known = stars.filter((s): s is number => s != null);
  return known.length === 0 ? null : roundTo(known.reduce((a, b) => a + b, 0) / known.length, 2);
}

/**
 * The user rating from the sums of a user's cases: metrics, a star for each metric that has a threshold group (the
 * others' `Rating` is null), and avgRating. With no closed cases every star is null (nothing has been decided yet to
 * rate).
 */
export function userRatingFromSums(
  sums: InsightSums,
  thresholds: Partial<Record<UserRatingType, readonly RatingThreshold[]>>,
): UserRating {
  const metrics = ratingMetricsFromSums(sums);
  const stars = Object.fromEntries(RATING_METRICS.map((m) => [`${m}Rating`, null])) as Record<
    `${RatingMetric}Rating`,
    number | null
  >;
  if (sums.closedCount > 0) {
    for (const type of USER_RATING_TYPES)
      stars[`${RATING_GROUPS[type]}Rating`] = starFor(metrics[RATING_GROUPS[type]], thresholds[type] ?? []);
  }
  return { ...metrics, ...stars, avgRating: avgRating(Object.values(stars)) };
}

export const userRatingOf = (
  contracts: readonly InsightContract[],
  thresholds: Partial<Record<UserRatingType, readonly RatingThreshold[]>>,
): UserRating => userRatingFromSums(insightSumsOfContracts(contracts), thresholds);
