import { useCallback, useEffect, useState } from 'react';
import { getErrorMessage } from 'shared-ui';
import type { ContractListItem } from '@litfund/domain';
import { EMPTY_CONTRACT_FILTERS, PAGE_SIZE, listContracts, type ContractFilters, type ListScope } from './list-contracts.ts';

export interface ContractList {
  /** The filters as typed. */
  draft: ContractFilters;
  setDraft: (change: Partial<ContractFilters>) => void;
  /** Filter applies the draft; Reset clears both. */
  apply: () => void;
  reset: () => void;
  rows: ContractListItem[];
  status: 'idle' | 'loading' | 'error' | 'success';
  error: string;
  loadingMore: boolean;
  hasMore: boolean;
  loadMore: () => void;
  reload: () => void;
}

/**
 * One of SPEC's contract lists: page 1 replaces the rows, later pages append; 'View more' while the last page
 * was full. `scope` null waits (the law-firm list first has to find the user's firm).
 */
export function useContractList(scope: ListScope | null): ContractList {
  const [draft, setDraftState] = useState<ContractFilters>(EMPTY_CONTRACT_FILTERS);
  const [applied, setApplied] = useState<ContractFilters>(EMPTY_CONTRACT_FILTERS);
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [rows, setRows] = useState<ContractListItem[]>([]);
  const [status, setStatus] = useState<ContractList['status']>('idle');
  const [error, setError] = useState('');
  const [loadingMore, setLoadingMore] = useState(false);
  const [hasMore, setHasMore] = useState(false);
  const scopeKey = scope ? JSON.stringify(scope) : null;

  useEffect(() => {
    if (scopeKey === null) return;
    const controller = new AbortController();
    if (page === 1) setStatus('loading');
    else setLoadingMore(true);
    listContracts(JSON.parse(scopeKey) as ListScope, applied, page, controller.signal).then(
      (received) => {
        setRows((previous) => (page === 1 ? received : [...previous, ...received]));
        setHasMore(received.length === PAGE_SIZE);
        setStatus('success');
        setLoadingMore(false);
      },
      async (failure: unknown) => {
        if (controller.signal.aborted) return;
        // SPEC section 8: the contracts list load fails quietly in the console; the page shows its error state.
        console.error('Contract list failed', failure);
        setError(await getErrorMessage(failure));
        setLoadingMore(false);
        if (page === 1) setStatus('error');
      },
    );
    return () => controller.abort();
  }, [scopeKey, applied, page, attempt]);

  const setDraft = useCallback((change: Partial<ContractFilters>) => setDraftState((f) => ({ ...f, ...change })), []);
  return {
    draft, setDraft, rows, status, error, loadingMore, hasMore,
    apply: () => {
      setPage(1);
      setApplied(draft);
    },
    reset: () => {
      setPage(1);
      setDraftState(EMPTY_CONTRACT_FILTERS);
      setApplied(EMPTY_CONTRACT_FILTERS);
    },
    loadMore: () => setPage((p) => p + 1),
    reload: () => setAttempt((n) => n + 1),
  };
}
