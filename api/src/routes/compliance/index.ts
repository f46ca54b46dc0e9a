// docs/product.md, "State compliance": the states' rules in words, the funder's stricter settings (audited in the
// same transaction) and the rate sets that break a rule. Approved administrators only.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  US_STATES,
  complianceReportSchema,
  complianceStateListSchema,
  complianceStateSchema,
  overrideFromWire,
  overrideWireProblem,
  overrideWireSchema,
  ruleToWire,
  stateLaw,
  validateOverride,
} from '@litfund/domain';
import type { ComplianceStateWire, OverrideWire } from '@litfund/domain';
import type { Selectable } from 'kysely';
import type { StateComplianceOverridesTable } from '../../db/schema.ts';
import { audit } from '../../audit/audit-log.ts';
import { badField, badRequest, notFound } from '../../lib/http-error.ts';
import { callerOf } from '../../plugins/auth.ts';
import { businessToday } from '../../contracts/today.ts';
import { lawWith, overrideOf, overrideRowOf } from '../../compliance/law.ts';
import { complianceReport } from '../../compliance/report.ts';
import { errorResponses } from '../error-responses.ts';

export const COMPLIANCE_MESSAGES = {
  unknownState: 'State not found',
} as const;

const keyParamsSchema = z.object({ key: z.string().trim().toUpperCase().max(10) });

const wireOf = (row: Selectable<StateComplianceOverridesTable> | undefined) =>
  row
    ? {
        capPercent: row.cap_bp === null ? null : row.cap_bp / 100,
        capPeriodMonths: row.cap_period_months,
        termMonths: row.term_months,
        cancellationBusinessDays: row.cancellation_business_days,
        updatedAt: row.updated_at.toISOString(),
      }
    : null;

export const complianceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const admin = <Schema extends object>(schema: Schema) => ({
    onRequest: app.requireApprovedAdmin,
    schema: { tags: ['state compliance'], security: [{ bearer: [] }], ...schema },
  });
  const stateOf = (key: string) => {
    const state = US_STATES.find((s) => s.key === key);
    if (!state) throw notFound(COMPLIANCE_MESSAGES.unknownState);
    return state;
  };

  async function readState(key: string): Promise<ComplianceStateWire> {
    const state = stateOf(key);
    const law = stateLaw(key);
    const row = await overrideRowOf(db, key);
    return {
      key,
      name: state.name,
      statute: law?.statute ?? null,
      rules: (law?.rules ?? []).map(ruleToWire),
      unknown: law?.unknown ?? [],
      none: law?.none ?? [],
      override: wireOf(row),
      inForce: lawWith(key, businessToday(app), overrideOf(row)).rules.map(ruleToWire),
    };
  }

  app.get(
    '/Compliance/states',
    admin({ response: { 200: complianceStateListSchema, ...errorResponses } }),
    async () => {
      const overridden = new Set(
        (await db.selectFrom('state_compliance_overrides').select('state_key').execute()).map((r) => r.state_key),
      );
      return US_STATES.map((s) => ({
        key: s.key,
        name: s.name,
        statute: stateLaw(s.key)?.statute ?? null,
        overridden: overridden.has(s.key),
      }));
    },
  );

  app.get(
    '/Compliance/states/:key',
    admin({ params: keyParamsSchema, response: { 200: complianceStateSchema, ...errorResponses } }),
    async (request) => readState(request.params.key),
  );

  app.post(
    '/Compliance/states/:key/override',
    admin({
      params: keyParamsSchema,
      body: overrideWireSchema,
      response: { 200: complianceStateSchema, ...errorResponses },
    }),
    async (request) => {
      const { key } = request.params;
      stateOf(key);
      const wire: OverrideWire = request.body;
      const problem = overrideWireProblem(wire);
      if (problem) throw badField(problem.path, problem.message);
      const override = overrideFromWire(wire)!;
      // Stricter only, against the statute in force today (validateOverride names the statute it would loosen).
      const problems = validateOverride(key, businessToday(app), override);
      if (problems.length > 0)
        throw badRequest(
          problems[0]!,
          problems.map((message) => ({ path: 'override', message })),
        );
      const actor = callerOf(request).user;
      await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('state_compliance_overrides')
          .selectAll()
          .where('state_key', '=', key)
          .forUpdate()
          .executeTakeFirst();
        const values = {
          cap_bp: override.chargeCap?.capBp ?? null,
          cap_period_months: override.chargeCap?.periodMonths ?? null,
          term_months: override.termMonths ?? null,
          cancellation_business_days: override.cancellationBusinessDays ?? null,
        };
        // Every field empty: the statute alone applies again.
        if (Object.values(values).every((value) => value === null)) {
          await trx.deleteFrom('state_compliance_overrides').where('state_key', '=', key).execute();
        } else {
          await trx
            .insertInto('state_compliance_overrides')
            .values({ state_key: key, ...values, updated_by_user_id: actor.id })
            .onConflict((oc) =>
              oc.column('state_key').doUpdateSet({ ...values, updated_at: new Date(), updated_by_user_id: actor.id }),
            )
            .execute();
        }
        const after = await trx
          .selectFrom('state_compliance_overrides')
          .selectAll()
          .where('state_key', '=', key)
          .executeTakeFirst();
        const json = (row: typeof before) => (row ? JSON.stringify(wireOf(row)) : null);
        await audit(trx, actor.id, 'compliance.override', 'state_compliance', key, json(before), json(after));
      });
      return readState(key);
    },
  );

  app.get('/Compliance/report', admin({ response: { 200: complianceReportSchema, ...errorResponses } }), async () =>
    complianceReport(db, businessToday(app), app.config.businessTimeZone),
  );
};
