// docs/product.md: public price estimate for a state, contract type and amount. Pricing is the
// domain's (calculatorDayValuePairs, toDayValuePairsObject); this route only finds the state's schedule.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AMOUNT_AT_MOST_MESSAGE,
  CONTRACT_TYPES,
  MAX_AMOUNT_DOLLARS,
  calculatorDayValuePairs,
  dollarsToCents,
  isPriceable,
  toDayValuePairsObject,
} from '@litfund/domain';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { calculatorDisclosure } from '../../compliance/calculator-disclosure.ts';
import { businessToday } from '../../contracts/today.ts';
import { lawInForce } from '../../compliance/law.ts';
import { findRateSetOfState, scheduleOf } from '../../pricing/rate-sets.ts';
import { errorResponses } from '../error-responses.ts';

export const NO_INTEREST_RATE = 'It seems that this state does not have its own Interest Rate';

const AMOUNT_MESSAGE = 'Amount must be a number with at most 2 decimals';

export const calculateBodySchema = z.object({
  stateId: z.union(
    [
      z.number().int('Choose a state').positive('Choose a state'),
      z.string().trim().min(1, 'Choose a state').max(12, 'Choose a state'),
    ],
    'Choose a state',
  ),
  contractType: z.enum(CONTRACT_TYPES, 'Contract type must be PreSettlement or PostSettlement').nullish(),
  amountRequested: z.union([z.number(), z.string()], 'Amount is required'),
});

const responseSchema = z.object({
  dayValuePairs: z.record(z.string(), z.number()),
  // Added to SPEC's answer: the state's disclosure figures for the amount funded today (docs/product.md).
  intervals: z.array(z.object({ months: z.number().int(), amountDue: z.number(), apr: z.number() })),
  maximumTotal: z.number(),
});

export const paymentCalculatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  // Cross-origin callers (the marketing-site embed) are answered by plugins/public-cors.ts.
  app.post(
    '/PaymentCalculator/calculate',
    {
      schema: {
        tags: ['calculator'],
        body: calculateBodySchema,
        response: { 200: responseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { stateId, amountRequested } = request.body;
      const contractType = request.body.contractType ?? 'PreSettlement';
      const cents = dollarsToCents(amountRequested);
      if (cents === null) throw badRequest(AMOUNT_MESSAGE, [{ path: 'amountRequested', message: AMOUNT_MESSAGE }]);
      if (cents < 0)
        throw badRequest('Amount must not be negative', [
          { path: 'amountRequested', message: 'Amount must not be negative' },
        ]);
      if (cents > MAX_AMOUNT_DOLLARS * 100) {
        throw badRequest(AMOUNT_AT_MOST_MESSAGE, [{ path: 'amountRequested', message: AMOUNT_AT_MOST_MESSAGE }]);
      }

      // The numeric id of GET /AdminState, or the 2-letter key.
      const ref =
        typeof stateId === 'number' ? stateId : /^\d+$/.test(stateId) ? Number(stateId) : stateId.toUpperCase();
      if (typeof ref === 'number' && ref > 2_147_483_647) throw notFound(NO_INTEREST_RATE);
      const states = db.selectFrom('states').select(['id', 'key']);
      const state = await (
        typeof ref === 'number' ? states.where('id', '=', ref) : states.where('key', '=', ref)
      ).executeTakeFirst();
      const set = state ? await findRateSetOfState(db, state.id) : null;
      if (!set) throw notFound(NO_INTEREST_RATE);
      const schedule = scheduleOf(set);
      if (!isPriceable(schedule)) throw notFound(NO_INTEREST_RATE);
      const today = businessToday(app);
      const law = await lawInForce(db, state!.key, today);
      return {
        dayValuePairs: toDayValuePairsObject(calculatorDayValuePairs(schedule, contractType, cents)),
        ...calculatorDisclosure({ law, schedule, contractType, cents, today }),
      };
    },
  );
};
