// POST Interest: a new set (409 when the state already has one).
import { apiClient, useMutation, useQueryClient } from 'shared-ui';
import type { WireRateRange } from '@litfund/domain';
import { INTEREST_RATES_KEY } from './get-interest-rates.ts';
import { parseSet, type InterestRateSet } from './schemas.ts';

export interface NewInterestRateSet {
  state: { key: string; name: string };
  preSettlements: WireRateRange[];
  postSettlements: WireRateRange[];
}

export async function createInterestRate(set: NewInterestRateSet): Promise<InterestRateSet> {
  return parseSet(await apiClient.post('Interest', { json: set }).json<unknown>());
}

/** The screen shows the server's field issues itself, so the banner does not repeat the bare message. */
export function useCreateInterestRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createInterestRate,
    meta: { errorNotice: false },
    onSuccess: () => client.invalidateQueries({ queryKey: [...INTEREST_RATES_KEY, 'list'] }),
  });
}
