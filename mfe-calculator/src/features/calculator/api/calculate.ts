import { apiClient } from 'shared-ui';
import { parseDayValuePairs, type CalculateRequest, type CalculatorRow } from '../model/calculator.ts';

/** POST PaymentCalculator/calculate (docs/product.md). */
export async function calculate(request: CalculateRequest): Promise<CalculatorRow[]> {
  const body = await apiClient.post('PaymentCalculator/calculate', { json: request }).json<unknown>();
  return parseDayValuePairs(body);
}
