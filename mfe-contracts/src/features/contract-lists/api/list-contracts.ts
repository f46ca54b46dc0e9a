// POST /Contract/list (docs/product.md): filters sent only when non-empty, pages of 10 newest first.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { apiClient, infiniteQueryOptions, useInfiniteQuery, useQueryClient, useSearchParams } from 'shared-ui';
import { clampFilter, type ContractListItem, type ContractListRequest } from '@litfund/domain';
import { CONTRACT_LISTS_KEY } from '../../../shared/api/get-contract.ts';
import { useFailureMessage } from '../../../shared/api/use-failure-message.ts';

export const PAGE_SIZE = 10;

export interface ContractFilters {
  caseId: string;
  clientFilter: string;
  attorneyFilter: string;
  lawFirmFilter: string;
  /** Only contracts whose cancellation window is open today (docs/product.md). */
  inCancellationWindow: boolean;
}
/** The filters typed as text, each with the bound the server keeps. */
export type TextFilter = Exclude<keyof ContractFilters, 'inCancellationWindow'>;

export const EMPTY_CONTRACT_FILTERS: ContractFilters = {
  caseId: '',
  clientFilter: '',
  attorneyFilter: '',
  lawFirmFilter: '',
  inCancellationWindow: false,
};

/** In the address as window=open. */
const WINDOW_QUERY = 'window';

/** The filters' names in the address, so a filtered list survives going to a contract and back. */
const QUERY_NAMES: Record<TextFilter, string> = {
  caseId: 'case',
  clientFilter: 'client',
  attorneyFilter: 'attorney',
  lawFirmFilter: 'lawFirm',
};
const FILTER_KEYS = Object.keys(QUERY_NAMES) as TextFilter[];

/** The address's filters, each cut to the bound the server keeps (a link may carry any length). */
export function filtersOfQuery(query: URLSearchParams): ContractFilters {
  const filters = { ...EMPTY_CONTRACT_FILTERS };
  for (const key of FILTER_KEYS) filters[key] = clampFilter(key, query.get(QUERY_NAMES[key]) ?? '');
  filters.inCancellationWindow = query.get(WINDOW_QUERY) === 'open';
  return filters;
}

/** The filters of the address that were longer than their bound, so the list can say it used less of them. */
export function shortenedFilters(query: URLSearchParams): TextFilter[] {
  return FILTER_KEYS.filter(
    (key) => (query.get(QUERY_NAMES[key]) ?? '').trim() !== clampFilter(key, query.get(QUERY_NAMES[key]) ?? ''),
  );
}

/** Only the filters that say something; an unfiltered list keeps a bare address. */
export function queryOfFilters(filters: ContractFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) query[QUERY_NAMES[key]] = value;
  }
  if (filters.inCancellationWindow) query[WINDOW_QUERY] = 'open';
  return query;
}

export const isFiltered = (filters: ContractFilters) => Object.keys(queryOfFilters(filters)).length > 0;

/** Which contracts a list shows: the user's own, a law firm's, or (admins) all. */
export type ListScope = { userId: number } | { lawFirmId: number } | Record<string, never>;

export function listRequest(scope: ListScope, filters: ContractFilters, pageNumber: number): ContractListRequest {
  const request: ContractListRequest = {
    ...scope,
    pagination: { pageNumber, pageSize: PAGE_SIZE, sortingType: 'desc' },
  };
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) request[key] = value;
  }
  if (filters.inCancellationWindow) request.inCancellationWindow = true;
  return request;
}

export function listContracts(
  scope: ListScope,
  filters: ContractFilters,
  pageNumber: number,
  signal?: AbortSignal,
): Promise<ContractListItem[]> {
  return apiClient
    .post('Contract/list', { json: listRequest(scope, filters, pageNumber), signal })
    .json<ContractListItem[]>();
}

/** One of the contract lists with its applied filters: pages of 10, 'View more' while the last page was full. */
export const contractListQueryOptions = (scope: ListScope, filters: ContractFilters, { notifyFailures = false } = {}) =>
  infiniteQueryOptions({
    queryKey: [...CONTRACT_LISTS_KEY, 'list', scope, filters] as const,
    queryFn: async ({ pageParam, signal }) => {
      try {
        return await listContracts(scope, filters, pageParam, signal);
      } catch (failure) {
        if (!signal.aborted) console.error('Contract list failed', failure);
        throw failure;
      }
    },
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) => (last.length === PAGE_SIZE ? lastPage + 1 : undefined),
    // The product rules (docs/product.md): the law-firm list's failures also show as an error toast; the other lists only log them.
    meta: notifyFailures ? {} : { errorNotice: false },
  });

export interface ContractList {
  /** The filters as typed. */
  draft: ContractFilters;
  setDraft: (change: Partial<ContractFilters>) => void;
  /** Filter applies the draft; Reset clears both. */
  apply: () => void;
  reset: () => void;
  /** Filters are applied: an empty list then means no matches, not no contracts. */
  filtered: boolean;
  /** Filters of the address cut to their bound (the list uses their first characters). */
  shortened: TextFilter[];
  rows: ContractListItem[];
  /** The state of page 1; a later page's failure is `moreError` and keeps the rows already shown. */
  status: 'idle' | 'loading' | 'error' | 'success';
  error: string;
  loadingMore: boolean;
  moreError: string;
  hasMore: boolean;
  /** The next page, or the same page again after it failed. */
  loadMore: () => void;
  reload: () => void;
}

/** A contract list's filters and pages. `scope` null waits (the law-firm list first has to find the user's firm). */
export function useContractList(scope: ListScope | null, options: { notifyFailures?: boolean } = {}): ContractList {
  const [search, setSearch] = useSearchParams();
  const searchText = search.toString();
  // The applied filters are the address's; the fields follow it when it changes (a link, Back).
  const applied = useMemo(() => filtersOfQuery(new URLSearchParams(searchText)), [searchText]);
  const shortened = useMemo(() => shortenedFilters(new URLSearchParams(searchText)), [searchText]);
  const [draft, setDraftState] = useState<ContractFilters>(applied);
  useEffect(() => setDraftState(applied), [applied]);
  const client = useQueryClient();
  const query = useInfiniteQuery({
    ...contractListQueryOptions(scope ?? {}, applied, options),
    enabled: scope !== null,
  });
  const failedPage = query.isFetchNextPageError ? 'more' : query.isError ? 'first' : null;
  const message = useFailureMessage(query.error);
  const setDraft = useCallback((change: Partial<ContractFilters>) => setDraftState((f) => ({ ...f, ...change })), []);
  const rows = query.data?.pages.flat() ?? [];
  // Filter and Reset always read page 1 afresh, even with the filters already shown or read before.
  const firstPage = (typed: ContractFilters) => {
    const query = queryOfFilters(typed);
    const filters = filtersOfQuery(new URLSearchParams(query));
    if (scope !== null)
      void client.resetQueries({ queryKey: contractListQueryOptions(scope, filters).queryKey, exact: true });
    setSearch(query, { replace: true });
  };
  let status: ContractList['status'] = 'success';
  if (scope === null) status = 'idle';
  else if (!query.data && failedPage === 'first' && !query.isFetching) status = 'error';
  else if (!query.data) status = 'loading';
  return {
    draft,
    setDraft,
    filtered: isFiltered(applied),
    shortened,
    rows,
    status,
    error: failedPage === 'first' ? message : '',
    loadingMore: query.isFetchingNextPage,
    moreError: failedPage === 'more' && !query.isFetchingNextPage ? message : '',
    // After a failed page the button stays, to ask for that page again instead of skipping it.
    hasMore: query.hasNextPage || failedPage === 'more',
    apply: () => firstPage(draft),
    reset: () => {
      setDraftState(EMPTY_CONTRACT_FILTERS);
      firstPage(EMPTY_CONTRACT_FILTERS);
    },
    loadMore: () => void query.fetchNextPage(),
    reload: () => void query.refetch(),
  };
}
