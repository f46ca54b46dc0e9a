// GET Interest/all[?SortingType=]: every set, sorted by state name (asc unless told).
import { apiClient, queryOptions, useQuery } from 'shared-ui';
import { WireShapeError, parseSet, type InterestRateSet, type SortingType } from './schemas.ts';

export async function getInterestRates(sorting: SortingType = 'asc', signal?: AbortSignal): Promise<InterestRateSet[]> {
  const body = await apiClient.get('Interest/all', { signal, searchParams: { SortingType: sorting } }).json<unknown>();
  if (!Array.isArray(body)) throw new WireShapeError('interest rate list');
  return body.map(parseSet);
}

/** Every cached read of interest-rate sets starts with this key. */
export const INTEREST_RATES_KEY = ['admin', 'interest-rates'] as const;

export const interestRatesQueryOptions = (sorting: SortingType = 'asc') =>
  queryOptions({
    queryKey: [...INTEREST_RATES_KEY, 'list', sorting],
    queryFn: ({ signal }) => getInterestRates(sorting, signal),
  });

export function useInterestRates(sorting: SortingType = 'asc') {
  return useQuery(interestRatesQueryOptions(sorting));
}
