// One range of an existing set: added (POST Interest/assign/{setId}/{kind}) or changed (POST Interest/update/{kind}/{rangeId}).
import { apiClient, useMutation, useQueryClient, type QueryClient } from 'shared-ui';
import type { WireRateRange } from '@litfund/domain';
import { INTEREST_RATES_KEY } from './get-interest-rates.ts';
import { interestRateKey } from './get-interest-rate.ts';
import { parseRange, sortRanges, type InterestRange, type InterestRateSet, type SettlementKind } from './schemas.ts';

const settlement = (kind: SettlementKind) => (kind === 'pre' ? 'preSettlement' : 'postSettlement');
const listOf = (kind: SettlementKind) => (kind === 'pre' ? 'preSettlements' : 'postSettlements');

export async function assignRange({
  setId,
  kind,
  range,
}: {
  setId: number;
  kind: SettlementKind;
  range: WireRateRange;
}): Promise<InterestRange> {
  const body = await apiClient.post(`Interest/assign/${setId}/${settlement(kind)}`, { json: range }).json<unknown>();
  return parseRange(body);
}

export async function updateRange({
  kind,
  range,
}: {
  setId: number;
  kind: SettlementKind;
  range: InterestRange;
}): Promise<InterestRange> {
  const json = { daysFrom: range.daysFrom, daysTo: range.daysTo, rate: range.rate, id: range.id };
  const body = await apiClient.post(`Interest/update/${settlement(kind)}/${range.id}`, { json }).json<unknown>();
  return parseRange(body);
}

/** The saved range goes into the cached set as the server answered it; the list's range counts are read again. */
function rangeSaved(client: QueryClient, setId: number, kind: SettlementKind, saved: InterestRange) {
  client.setQueryData<InterestRateSet>(interestRateKey(setId), (set) => {
    if (!set) return set;
    const others = set[listOf(kind)].filter((range) => range.id !== saved.id);
    return { ...set, [listOf(kind)]: sortRanges([...others, saved]) };
  });
  return client.invalidateQueries({ queryKey: [...INTEREST_RATES_KEY, 'list'] });
}

/** Both show the server's field issues themselves (see server-message.ts), so the banner stays out of it. */
export function useAssignRange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: assignRange,
    meta: { errorNotice: false },
    onSuccess: (saved, { setId, kind }) => rangeSaved(client, setId, kind, saved),
  });
}

export function useUpdateRange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateRange,
    meta: { errorNotice: false },
    onSuccess: (saved, { setId, kind }) => rangeSaved(client, setId, kind, saved),
  });
}
