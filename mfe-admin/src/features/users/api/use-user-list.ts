import { useCallback, useEffect, useRef, useState } from 'react';
import { getErrorMessage, useNotification } from 'shared-ui';
import type { User } from '@litfund/domain';
import { EMPTY_FILTERS, NAME_MIN_CHARS, PAGE_SIZE, SEARCH_DEBOUNCE_MS, listUsers, type UserFilters } from './admin-users.ts';

/** The name as sent: ignored below 3 characters (docs/product.md). */
export function effectiveName(name: string): string {
  const trimmed = name.trim();
  return trimmed.length >= NAME_MIN_CHARS ? trimmed : '';
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export interface UserList {
  filters: UserFilters;
  setFilters: (change: Partial<UserFilters>) => void;
  users: User[];
  status: 'loading' | 'error' | 'success';
  error: string;
  loadingMore: boolean;
  hasMore: boolean;
  loadMore: () => void;
  reload: () => void;
  /** Replaces one row after a change (status update). */
  replaceUser: (user: User) => void;
}

/**
 * The admin user list: filters (the name debounced 500 ms, sent from 3 characters), pages of 10 newest first;
 * page 1 replaces the rows, later pages append; 'View more' while the last page was full (docs/product.md).
 */
export function useUserList(): UserList {
  const notify = useNotification((s) => s.notify);
  const [filters, setFiltersState] = useState<UserFilters>(EMPTY_FILTERS);
  const debouncedName = useDebounced(filters.name, SEARCH_DEBOUNCE_MS);
  const name = effectiveName(debouncedName);
  const { userType, userStatus } = filters;
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [users, setUsers] = useState<User[]>([]);
  const [status, setStatus] = useState<UserList['status']>('loading');
  const [error, setError] = useState('');
  const [loadingMore, setLoadingMore] = useState(false);
  const [hasMore, setHasMore] = useState(false);
  const lastQuery = useRef('');

  useEffect(() => {
    const query = JSON.stringify([userType, userStatus, name, attempt]);
    // a filter change starts again from page 1
    const pageNumber = query === lastQuery.current ? page : 1;
    if (query !== lastQuery.current && page !== 1) {
      lastQuery.current = query;
      setPage(1);
      return;
    }
    lastQuery.current = query;
    const controller = new AbortController();
    if (pageNumber === 1) setStatus('loading');
    else setLoadingMore(true);
    listUsers({ userType, userStatus, name }, pageNumber, controller.signal).then(
      (rows) => {
        setUsers((previous) => (pageNumber === 1 ? rows : [...previous, ...rows]));
        setHasMore(rows.length === PAGE_SIZE);
        setStatus('success');
        setLoadingMore(false);
      },
      async (failure: unknown) => {
        if (controller.signal.aborted) return;
        const message = await getErrorMessage(failure);
        console.error('User list failed', failure);
        notify(message, 'error');
        setError(message);
        setLoadingMore(false);
        if (pageNumber === 1) setStatus('error');
      },
    );
    return () => controller.abort();
  }, [userType, userStatus, name, page, attempt, notify]);

  const setFilters = useCallback((change: Partial<UserFilters>) => setFiltersState((f) => ({ ...f, ...change })), []);
  const replaceUser = useCallback((user: User) => setUsers((rows) => rows.map((row) => (row.id === user.id ? user : row))), []);

  return {
    filters, setFilters, users, status, error, loadingMore, hasMore,
    loadMore: () => setPage((p) => p + 1),
    reload: () => setAttempt((n) => n + 1),
    replaceUser,
  };
}
