// docs/product.md: the states' interest-rate sets (Approved administrators only), every change audited.
// All range checks are the domain's (rateRangeFromWire, validateChangedRange, scheduleFromWire); ranges are stored in bp.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  rateRangeFromWire,
  rateRangeIdParamsSchema,
  rateRangeInputSchema,
  rateRangeUpdateSchema,
  rateSetAssignParamsSchema,
  rateSetCreateSchema,
  rateSetIdParamsSchema,
  rateSetListQuerySchema,
  scheduleFromWire,
  validateChangedRange,
  wireRateRangeSchema,
  wireRateSetSchema,
} from '@litfund/domain';
import type { RateRange, RateSchedule } from '@litfund/domain';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { FieldError } from '../../lib/http-error.ts';
import type { Database } from '../../db/schema.ts';
import {
  KIND_LIST,
  findRateSet,
  insertRateSet,
  listRateSets,
  rangeToWire,
  scheduleOf,
  setToWire,
} from '../../pricing/rate-sets.ts';
import type { RangeKind, StoredRateSet } from '../../pricing/rate-sets.ts';
import { audit as writeAudit } from '../../audit/audit-log.ts';
import { callerOf } from '../../plugins/auth.ts';
import { errorResponses } from '../error-responses.ts';
import { lawInForce } from '../../compliance/law.ts';
import { assertScheduleComplies } from '../../compliance/enforce.ts';
import { businessToday } from '../../contracts/today.ts';

export const INTEREST_MESSAGES = {
  duplicateState: 'This state already has an interest rate set',
  unknownState: 'Choose a state',
  setNotFound: 'Interest rate set not found',
  rangeNotFound: 'Interest rate range not found',
  idMismatch: 'The range id does not match the address',
} as const;

const KINDS = { preSettlement: 'pre', postSettlement: 'post' } as const satisfies Record<string, RangeKind>;

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

function rangeIssues(issues: ReadonlyArray<{ index: number; message: string; kind: RangeKind }>): FieldError[] {
  return issues.map((i) => ({ path: `${KIND_LIST[i.kind]}.${i.index}`, message: i.message }));
}

/** The set row locked for this transaction (concurrent range changes of one set run one after the other). */
async function lockSet(trx: Kysely<Database>, setId: number): Promise<StoredRateSet> {
  const row = await trx
    .selectFrom('interest_rate_sets')
    .select('id')
    .where('id', '=', setId)
    .forUpdate()
    .executeTakeFirst();
  const set = row ? await findRateSet(trx, setId) : null;
  if (!set) throw notFound(INTEREST_MESSAGES.setNotFound);
  return set;
}

/** 400 with the domain's messages when the added or changed range `ranges[at]` does not fit its list. */
function assertValidList(ranges: readonly RateRange[], kind: RangeKind, at: number) {
  const messages = validateChangedRange(ranges, kind, at);
  if (messages.length === 0) return;
  throw badRequest(
    messages[0]!,
    messages.map((message) => ({ path: KIND_LIST[kind], message })),
  );
}

export const interestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  /**
   * 400 when the set's schedule breaks its state's cap or term as they stand today (the funder's setting applied);
   * the fee is not counted here, a plaintiff's is checked when set and at CheckSent.
   */
  async function assertComplies(trx: Kysely<Database>, state: string, schedule: RateSchedule, changed?: RangeKind) {
    const law = await lawInForce(trx, state, businessToday(app));
    assertScheduleComplies(law, schedule, 0, (issue) =>
      changed ? KIND_LIST[changed] : `${KIND_LIST[issue.kind]}.${issue.index}`,
    );
  }
  const admin = { onRequest: app.requireApprovedAdmin };
  const common = { tags: ['interest rates'], security: [{ bearer: [] }] };

  const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
  const audit = (
    trx: Kysely<Database>,
    actorId: number,
    action: string,
    setId: number,
    before: unknown,
    after: unknown,
  ) => writeAudit(trx, actorId, action, 'interest_rate_set', setId, json(before), json(after));

  /** A range change dates its whole set and is audited as the set before and after, the way the set is read. */
  async function recordRangeChange(trx: Kysely<Database>, actorId: number, action: string, before: StoredRateSet) {
    await trx.updateTable('interest_rate_sets').set({ updated_at: new Date() }).where('id', '=', before.id).execute();
    const after = setToWire((await findRateSet(trx, before.id))!);
    await audit(trx, actorId, action, before.id, setToWire(before), after);
  }

  app.get(
    '/Interest/all',
    {
      ...admin,
      schema: {
        ...common,
        querystring: rateSetListQuerySchema,
        response: { 200: wireRateSetSchema.array(), ...errorResponses },
      },
    },
    async (request) => {
      const sets = (await listRateSets(db)).map(setToWire);
      return request.query.SortingType === 'desc' ? sets.reverse() : sets;
    },
  );

  app.get(
    '/Interest/:id',
    {
      ...admin,
      schema: { ...common, params: rateSetIdParamsSchema, response: { 200: wireRateSetSchema, ...errorResponses } },
    },
    async (request) => {
      const set = await findRateSet(db, request.params.id);
      if (!set) throw notFound(INTEREST_MESSAGES.setNotFound);
      return setToWire(set);
    },
  );

  app.post(
    '/Interest',
    {
      ...admin,
      schema: { ...common, body: rateSetCreateSchema, response: { 200: wireRateSetSchema, ...errorResponses } },
    },
    async (request) => {
      const { preSettlements, postSettlements, state } = request.body;
      const parsed = scheduleFromWire(preSettlements, postSettlements);
      if (!parsed.ok) throw badRequest(parsed.issues[0]!.message, rangeIssues(parsed.issues));
      const stateRow = await db
        .selectFrom('states')
        .select('id')
        .where('key', '=', state.key.toUpperCase())
        .executeTakeFirst();
      if (!stateRow)
        throw badRequest(INTEREST_MESSAGES.unknownState, [
          { path: 'state.key', message: INTEREST_MESSAGES.unknownState },
        ]);
      const taken = await db
        .selectFrom('interest_rate_sets')
        .select('id')
        .where('state_id', '=', stateRow.id)
        .executeTakeFirst();
      if (taken) throw conflict(INTEREST_MESSAGES.duplicateState);
      await assertComplies(db, state.key.toUpperCase(), parsed.schedule);
      try {
        return await db.transaction().execute(async (trx) => {
          const id = await insertRateSet(trx, stateRow.id, parsed.schedule);
          const created = setToWire((await findRateSet(trx, id))!);
          await audit(trx, callerOf(request).user.id, 'interest.create', id, null, created);
          return created;
        });
      } catch (error) {
        // Two administrators creating the same state's set at once: the unique index decides.
        if (isUniqueViolation(error)) throw conflict(INTEREST_MESSAGES.duplicateState);
        throw error;
      }
    },
  );

  for (const [segment, kind] of Object.entries(KINDS)) {
    app.post(
      `/Interest/assign/:interestRateId/${segment}`,
      {
        ...admin,
        schema: {
          ...common,
          params: rateSetAssignParamsSchema,
          body: rateRangeInputSchema,
          response: { 200: wireRateRangeSchema, ...errorResponses },
        },
      },
      async (request) => {
        const range = rateRangeFromWire(request.body);
        return db.transaction().execute(async (trx) => {
          const set = await lockSet(trx, request.params.interestRateId);
          const list: RateRange[] = [...set[kind], range];
          assertValidList(list, kind, list.length - 1);
          await assertComplies(trx, set.state.key, scheduleOf({ ...set, [kind]: list }), kind);
          const row = await trx
            .insertInto('interest_rate_ranges')
            .values({
              set_id: set.id,
              kind,
              days_from: range.daysFrom,
              days_to: range.daysTo,
              rate_bp: range.rateBp,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await recordRangeChange(trx, callerOf(request).user.id, `interest.range.create.${kind}`, set);
          return rangeToWire({ id: row.id, ...range });
        });
      },
    );

    app.post(
      `/Interest/update/${segment}/:rangeId`,
      {
        ...admin,
        schema: {
          ...common,
          params: rateRangeIdParamsSchema,
          body: rateRangeUpdateSchema,
          response: { 200: wireRateRangeSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { rangeId } = request.params;
        if (request.body.id !== undefined && request.body.id !== rangeId) {
          throw badRequest(INTEREST_MESSAGES.idMismatch, [{ path: 'id', message: INTEREST_MESSAGES.idMismatch }]);
        }
        const range = rateRangeFromWire(request.body);
        const owner = await db
          .selectFrom('interest_rate_ranges')
          .select('set_id')
          .where('id', '=', rangeId)
          .where('kind', '=', kind)
          .executeTakeFirst();
        if (!owner) throw notFound(INTEREST_MESSAGES.rangeNotFound);
        return db.transaction().execute(async (trx) => {
          const set = await lockSet(trx, owner.set_id);
          const at = set[kind].findIndex((r) => r.id === rangeId);
          if (at === -1) throw notFound(INTEREST_MESSAGES.rangeNotFound);
          const list: RateRange[] = set[kind].map((r, i) => (i === at ? range : r));
          assertValidList(list, kind, at);
          await assertComplies(trx, set.state.key, scheduleOf({ ...set, [kind]: list }), kind);
          await trx
            .updateTable('interest_rate_ranges')
            .set({ days_from: range.daysFrom, days_to: range.daysTo, rate_bp: range.rateBp })
            .where('id', '=', rangeId)
            .execute();
          await recordRangeChange(trx, callerOf(request).user.id, `interest.range.update.${kind}`, set);
          return rangeToWire({ id: rangeId, ...range });
        });
      },
    );
  }
};
