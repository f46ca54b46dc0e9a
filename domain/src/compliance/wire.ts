// Wire shapes of the administrator's State compliance page (docs/product.md): a state's rules in words, the funder's
// stricter setting, and the rate sets that break a rule. The rules and their checks are the other modules'.
import { z } from 'zod';
import { percentToBp } from '../pricing/rates.ts';
import { describeRule } from './describe.ts';
import type { StateOverride } from './overrides.ts';
import type { ComplianceRule } from './types.ts';

export const wireRuleSchema = z.object({
  id: z.string(),
  kind: z.string(),
  /** The rule in words ("at most 18% of the funded amount per 6 months"). */
  text: z.string(),
  citation: z.string(),
  effectiveOn: z.string().nullable(),
  version: z.number().int(),
  source: z.enum(['statute', 'override']),
});
export type WireRule = z.infer<typeof wireRuleSchema>;

export const ruleToWire = (rule: ComplianceRule): WireRule => ({
  id: rule.id,
  kind: rule.kind,
  text: describeRule(rule),
  citation: rule.citation,
  effectiveOn: rule.effectiveOn,
  version: rule.version,
  source: rule.source,
});

/** The funder's setting on the wire: percents and months; null leaves the statute's rule. */
export const overrideWireSchema = z.object({
  capPercent: z.number('Enter a percent').nonnegative('Enter a percent from 0').nullable(),
  capPeriodMonths: z.number().int('Whole months').positive('Whole months').nullable(),
  termMonths: z.number().int('Whole months').positive('Whole months').nullable(),
  cancellationBusinessDays: z.number().int('Whole business days').positive('Whole business days').nullable(),
});
export type OverrideWire = z.infer<typeof overrideWireSchema>;

export const complianceStateListSchema = z.array(
  z.object({ key: z.string(), name: z.string(), statute: z.string().nullable(), overridden: z.boolean() }),
);

export const complianceStateSchema = z.object({
  key: z.string(),
  name: z.string(),
  statute: z.string().nullable(),
  /** The statute's rules, each with its effective day (some take effect later than others). */
  rules: z.array(wireRuleSchema),
  /** Facts the research could not verify: nothing is enforced for them unless the funder sets them. */
  unknown: z.array(z.object({ kind: z.string(), note: z.string() })),
  none: z.array(z.object({ kind: z.string(), note: z.string() })),
  override: overrideWireSchema.extend({ updatedAt: z.string() }).nullable(),
  /** What applies today: the statute in force with the funder's setting. */
  inForce: z.array(wireRuleSchema),
});
export type ComplianceStateWire = z.infer<typeof complianceStateSchema>;

export const complianceReportSchema = z.array(
  z.object({
    setId: z.number().int(),
    state: z.object({ key: z.string(), name: z.string() }),
    ruleId: z.string(),
    citation: z.string(),
    message: z.string(),
    /** 'YYYY-MM-DD': the later of the set's last change and the rule taking effect (or the setting being saved). */
    since: z.string(),
  }),
);
export type ComplianceReportWire = z.infer<typeof complianceReportSchema>;

/** The wire setting as the domain reads it; a cap percent with more than 2 decimals is null (the caller refuses it). */
export const OVERRIDE_WIRE_MESSAGES = {
  capPercent: 'The cap must be a percent with at most 2 decimals',
  capPeriodWithoutCap: 'A cap period needs a cap percent',
} as const;

/**
 * What is wrong with a stricter setting as sent, before it is compared with the statute: a cap that is not a percent
 * of at most 2 decimals, or a period without a cap (it would be dropped and nothing saved).
 */
export function overrideWireProblem(wire: OverrideWire): { path: keyof OverrideWire; message: string } | null {
  if (wire.capPercent !== null && percentToBp(wire.capPercent) === null)
    return { path: 'capPercent', message: OVERRIDE_WIRE_MESSAGES.capPercent };
  if (wire.capPercent === null && wire.capPeriodMonths !== null)
    return { path: 'capPeriodMonths', message: OVERRIDE_WIRE_MESSAGES.capPeriodWithoutCap };
  return null;
}

export function overrideFromWire(wire: OverrideWire): StateOverride | null {
  const override: StateOverride = {};
  if (wire.capPercent !== null) {
    const capBp = percentToBp(wire.capPercent);
    if (capBp === null) return null;
    override.chargeCap = { capBp, ...(wire.capPeriodMonths !== null ? { periodMonths: wire.capPeriodMonths } : {}) };
  }
  if (wire.termMonths !== null) override.termMonths = wire.termMonths;
  if (wire.cancellationBusinessDays !== null) override.cancellationBusinessDays = wire.cancellationBusinessDays;
  return override;
}
