// GET Interest/{id}: one state's set.
import { apiClient, queryOptions, skipToken, useQuery } from 'shared-ui';
import { INTEREST_RATES_KEY } from './get-interest-rates.ts';
import { parseSet, type InterestRateSet } from './schemas.ts';

export async function getInterestRate(id: number, signal?: AbortSignal): Promise<InterestRateSet> {
  return parseSet(await apiClient.get(`Interest/${id}`, { signal }).json<unknown>());
}

export const interestRateKey = (id: number) => [...INTEREST_RATES_KEY, 'detail', id] as const;

export const interestRateQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: interestRateKey(id ?? 0),
    queryFn: id === null ? skipToken : ({ signal }) => getInterestRate(id, signal),
  });

/** Nothing is read without an id (an address naming no set). */
export function useInterestRate(id: number | null) {
  return useQuery(interestRateQueryOptions(id));
}
