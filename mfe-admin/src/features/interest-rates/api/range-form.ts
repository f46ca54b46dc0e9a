import { rateRangeSchema, type WireRateRange } from '@litfund/domain';

/**
 * The add/edit range form: domain's wire schema itself (From day, To day, Rate % — numbers, min 0, required,
 * whole days, rate to 2 decimals). No order or overlap check in the browser: the server decides.
 */
export const rangeFormSchema = rateRangeSchema;
export type RangeFormValues = WireRateRange;
