import { apiClient, useMutation } from 'shared-ui';
import { parseDayValuePairs, type CalculateRequest, type CalculatorRow } from '../model/calculator.ts';

/** POST PaymentCalculator/calculate (docs/product.md). */
export async function calculate(request: CalculateRequest): Promise<CalculatorRow[]> {
  const body = await apiClient.post('PaymentCalculator/calculate', { json: request }).json<unknown>();
  return parseDayValuePairs(body);
}

/** The page shows its own failure message (in the banner and beside the form), not the server's. */
export const useCalculate = () => useMutation({ mutationFn: calculate, meta: { errorNotice: false } });
