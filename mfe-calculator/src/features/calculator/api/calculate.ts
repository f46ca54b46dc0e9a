import { apiClient, useMutation } from 'shared-ui';
import {
  parseDayValuePairs,
  parseIntervals,
  type CalculateRequest,
  type CalculatorRow,
  type IntervalRow,
} from '../model/calculator.ts';

export interface Estimate {
  rows: CalculatorRow[];
  intervals: IntervalRow[];
}

/** POST PaymentCalculator/calculate (docs/product.md). */
export async function calculate(request: CalculateRequest): Promise<Estimate> {
  const body = await apiClient.post('PaymentCalculator/calculate', { json: request }).json<unknown>();
  return { rows: parseDayValuePairs(body), intervals: parseIntervals(body) };
}

/** The page shows its own failure message (in the banner and beside the form), not the server's. */
export const useCalculate = () => useMutation({ mutationFn: calculate, meta: { errorNotice: false } });
