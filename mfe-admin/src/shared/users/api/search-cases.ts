// 'Add to Existing Case': find a contract by its case id (POST Contract/list).
import { useEffect, useState } from 'react';
import { apiClient, queryOptions, skipToken, useQuery } from 'shared-ui';
import type { ContractListItem } from '@litfund/domain';
import { SEARCH_DEBOUNCE_MS } from './get-users.ts';

/** A case as the picker offers it. */
export interface CaseChoice {
  id: number;
  caseId: string;
  clientName: string;
  status: string;
}

export const CASE_SEARCH_MIN_CHARS = 3;

export async function searchCases(caseId: string, signal?: AbortSignal): Promise<CaseChoice[]> {
  const rows = await apiClient
    .post('Contract/list', {
      json: { caseId, pagination: { pageNumber: 1, pageSize: 10, sortingType: 'desc' } },
      signal,
    })
    .json<ContractListItem[]>();
  return rows.map((row) => ({
    id: row.id,
    caseId: row.caseId || row.identifier,
    status: row.status,
    clientName: `${row.contractClientDTO.user.firstName} ${row.contractClientDTO.user.lastName}`.trim(),
  }));
}

/** Nothing is asked below 3 characters. The picker shows its own failure line, so the banner stays quiet. */
export const caseSearchQueryOptions = (caseId: string) =>
  queryOptions({
    queryKey: ['admin', 'case-search', caseId],
    queryFn: caseId.length >= CASE_SEARCH_MIN_CHARS ? ({ signal }) => searchCases(caseId, signal) : skipToken,
    meta: { errorNotice: false },
  });

/** The cases matching `text` (trimmed, 500 ms after the last keystroke); idle below 3 characters. */
export function useCaseSearch(text: string) {
  const query = text.trim();
  const [debounced, setDebounced] = useState(query);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  // below 3 characters the picker is idle at once, without waiting for the debounce
  return useQuery(caseSearchQueryOptions(query.length >= CASE_SEARCH_MIN_CHARS ? debounced : ''));
}
