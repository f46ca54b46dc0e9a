import { useCallback, useEffect, useState } from 'react';
import { getErrorMessage, useNotification } from 'shared-ui';
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

export interface ContractListOptions {
  /** docs/product.md: the law-firm list's failures also show as an error toast; the other lists only log them. */
  notifyFailures?: boolean;
}

/**
 * One of the contract lists: page 1 replaces the rows, later pages append; 'View more' while the last page
 * was full. `scope` null waits (the law-firm list first has to find the user's firm).
 */
export function useContractList(scope: ListScope | null, { notifyFailures = false }: ContractListOptions = {}): ContractList {
  const notify = useNotification((s) => s.notify);
  const [draft, setDraftState] = useState<ContractFilters>(EMPTY_CONTRACT_FILTERS);
  const [applied, setApplied] = useState<ContractFilters>(EMPTY_CONTRACT_FILTERS);
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [rows, setRows] = useState<ContractListItem[]>([]);
  const [status, setStatus] = useState<ContractList['status']>('idle');
  const [error, setError] = useState('');
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState('');
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
        console.error('Contract list failed', failure);
        const message = await getErrorMessage(failure);
        if (notifyFailures) notify(message, 'error');
        setLoadingMore(false);
        if (page === 1) {
          setError(message);
          setStatus('error');
        } else {
          setMoreError(message);
        }
      },
    );
    return () => controller.abort();
  }, [scopeKey, applied, page, attempt, notifyFailures, notify]);

  const setDraft = useCallback((change: Partial<ContractFilters>) => setDraftState((f) => ({ ...f, ...change })), []);
  const firstPage = (filters: ContractFilters) => {
    setPage(1);
    setMoreError('');
    setApplied(filters);
  };
  return {
    draft, setDraft, rows, status, error, loadingMore, moreError, hasMore,
    apply: () => firstPage(draft),
    reset: () => {
      setDraftState(EMPTY_CONTRACT_FILTERS);
      firstPage(EMPTY_CONTRACT_FILTERS);
    },
    loadMore: () => {
      // after a failed page, ask for that page again instead of skipping it
      if (moreError) {
        setMoreError('');
        setAttempt((n) => n + 1);
      } else {
        setPage((p) => p + 1);
      }
    },
    reload: () => setAttempt((n) => n + 1),
  };
}
