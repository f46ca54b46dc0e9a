// currentContractRiskRatePercent: totalDue / expected settlement, as a fraction.
import type { ContractType, EstimatedSettlement } from '../enums.ts';

/** Midpoints (cents) of the estimated-settlement buckets, used as the expected settlement of PreSettlement. */
export const ESTIMATED_SETTLEMENT_MIDPOINT_CENTS: Readonly<Record<EstimatedSettlement, number>> = {
  '0-25k': 1_250_000,
  '26k-50k': 3_800_000,
  '51k-100k': 7_550_000,
  '101k-200k': 15_050_000,
  'Over 201k': 20_100_000,
};

/** Expected settlement (cents): amountSettlement for PostSettlement, the bucket midpoint for PreSettlement. */
export function expectedSettlementCents(
  contractType: ContractType,
  amountSettlementCents: number | null,
  estimatedSettlement: EstimatedSettlement | string | null,
): number | null {
  if (contractType === 'PostSettlement') return amountSettlementCents ?? null;
  if (estimatedSettlement === null || !Object.hasOwn(ESTIMATED_SETTLEMENT_MIDPOINT_CENTS, estimatedSettlement))
    return null;
  return ESTIMATED_SETTLEMENT_MIDPOINT_CENTS[estimatedSettlement as EstimatedSettlement];
}

/**
 * totalDue / expected settlement as a fraction (0.25 = 25%), unrounded; null when the expected settlement is
 * unknown or not positive.
 */
export function riskRate(
  totalDueCents: number,
  contractType: ContractType,
  amountSettlementCents: number | null,
  estimatedSettlement: EstimatedSettlement | string | null,
): number | null {
  const expected = expectedSettlementCents(contractType, amountSettlementCents, estimatedSettlement);
  if (expected === null || !(expected > 0)) return null;
  return totalDueCents / expected;
}
