// Wire schemas of the interest-rate set routes (docs/product.md). The range rules themselves are
// rateRangeSchema's and validateRanges'; these add only storage bounds (int4 columns) on top.
import { z } from 'zod';
import { rateRangeSchema } from './rates.ts';

/** Storage bounds: days and rates far above any real schedule, well inside the int4 columns. */
export const MAX_RATE_DAY = 100_000;
export const MAX_RATE_PERCENT = 100_000;

const withinBounds = <T extends z.ZodType<{ daysFrom: number; daysTo: number; rate: number }>>(schema: T) =>
  schema
    .refine((r) => r.daysFrom <= MAX_RATE_DAY, {
      message: `"From" day must be at most ${MAX_RATE_DAY}`,
      path: ['daysFrom'],
    })
    .refine((r) => r.daysTo <= MAX_RATE_DAY, { message: `"To" day must be at most ${MAX_RATE_DAY}`, path: ['daysTo'] })
    .refine((r) => r.rate <= MAX_RATE_PERCENT, {
      message: `Rate must be at most ${MAX_RATE_PERCENT}%`,
      path: ['rate'],
    });

/** A range in a request: {daysFrom, daysTo, rate} (rate a percent with at most 2 decimals). */
export const rateRangeInputSchema = withinBounds(rateRangeSchema);

/** POST /Interest/update/...: the same plus the range's own id (optional; must match the address when sent). */
export const rateRangeUpdateSchema = withinBounds(rateRangeSchema.extend({ id: z.number().int().optional() }));

export const rateSetCreateSchema = z.object({
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
