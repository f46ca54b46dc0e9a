// Wire schemas of the interest-rate set routes (docs/product.md). The range rules themselves, storage bounds included,
// are rateRangeSchema's (the admin form uses it too, so both say the same first) and validateRanges'.
import { z } from 'zod';
import { rateRangeSchema } from './rates.ts';
import { RANGE_MESSAGES } from './validation.ts';

/** A range in a request: {daysFrom, daysTo, rate} (rate a percent with at most 2 decimals, bounds included). */
export const rateRangeInputSchema = rateRangeSchema;

/** POST /Interest/update/...: the same plus the range's own id (optional; must match the address when sent). */
export const rateRangeUpdateSchema = rateRangeSchema.extend({ id: z.number().int().optional() });

export const rateSetCreateSchema = z
  .object({
    preSettlements: z.array(rateRangeInputSchema).max(200, 'At most 200 ranges').default([]),
    postSettlements: z.array(rateRangeInputSchema).max(200, 'At most 200 ranges').default([]),
    state: z.object(
      {
        id: z.number().int().optional(),
        key: z.string('Choose a state').trim().min(1, 'Choose a state').max(10, 'Choose a state'),
        name: z.string().optional(),
      },
      'Choose a state',
    ),
  })
  // A set saved without a range prices nothing and, as sets are never deleted, would stay in the list for good.
  .refine((set) => set.preSettlements.length + set.postSettlements.length > 0, {
    path: ['preSettlements'],
    message: RANGE_MESSAGES.noRanges,
  });

const id32 = z.coerce.number().int().positive().max(2_147_483_647);
export const rateSetIdParamsSchema = z.object({ id: id32 });
export const rateSetAssignParamsSchema = z.object({ interestRateId: id32 });
export const rateRangeIdParamsSchema = z.object({ rangeId: id32 });

export const rateSetListQuerySchema = z.object({
  // An empty SortingType= means the default (ascending).
  SortingType: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['asc', 'desc', ''], 'SortingType must be asc or desc'))
    .optional(),
});

export const wireRateRangeSchema = z.object({
  id: z.number().int(),
  daysFrom: z.number().int(),
  daysTo: z.number().int(),
  rate: z.number(),
});
export const wireRateSetSchema = z.object({
  id: z.number().int(),
  state: z.object({ id: z.number().int(), key: z.string(), name: z.string() }),
  preSettlements: z.array(wireRateRangeSchema),
  postSettlements: z.array(wireRateRangeSchema),
});
