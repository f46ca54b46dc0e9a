// GET AdminUser: the administrators' user list, pages of 10 newest first (docs/product.md).
import { useEffect, useState } from 'react';
import { apiClient, infiniteQueryOptions, useInfiniteQuery } from 'shared-ui';
import type { User, UserStatus, UserType } from '@litfund/domain';

export const PAGE_SIZE = 10;
/** Name search starts at 3 characters (docs/product.md). */
export const NAME_MIN_CHARS = 3;
export const SEARCH_DEBOUNCE_MS = 500;

export interface UserFilters {
  userType: UserType | '';
  userStatus: UserStatus | '';
  name: string;
}

export const EMPTY_FILTERS: UserFilters = { userType: '', userStatus: '', name: '' };

/** The name as sent: ignored below 3 characters (docs/product.md). */
export function effectiveName(name: string): string {
  const trimmed = name.trim();
  return trimmed.length >= NAME_MIN_CHARS ? trimmed : '';
}

/** Whether any filter narrows the list, so an empty answer means 'no matches' rather than 'no users'. */
export function isFiltered(filters: UserFilters): boolean {
  return Boolean(filters.userType || filters.userStatus || effectiveName(filters.name));
}

/** GET AdminUser?UserType&UserStatus&Name&PageNumber&PageSize=10&SortingType=desc; empty filters are not sent. */
export function getUsers(filters: UserFilters, pageNumber: number, signal?: AbortSignal): Promise<User[]> {
  const searchParams = new URLSearchParams();
  if (filters.userType) searchParams.set('UserType', filters.userType);
  if (filters.userStatus) searchParams.set('UserStatus', filters.userStatus);
  const name = effectiveName(filters.name);
  if (name) searchParams.set('Name', name);
  searchParams.set('PageNumber', String(pageNumber));
  searchParams.set('PageSize', String(PAGE_SIZE));
  searchParams.set('SortingType', 'desc');
  return apiClient.get('AdminUser', { searchParams, signal }).json<User[]>();
}

/** Every cached user list starts with this key; a change to a user invalidates them all. */
export const USERS_KEY = ['admin', 'users'] as const;

export function usersInfiniteQueryOptions(filters: UserFilters) {
  const sent = { ...filters, name: effectiveName(filters.name) };
  return infiniteQueryOptions({
    queryKey: [...USERS_KEY, 'list', sent],
    queryFn: ({ pageParam, signal }) => getUsers(sent, pageParam, signal),
    initialPageParam: 1,
    // 'View more' while the last page was full
    getNextPageParam: (last: User[], pages: User[][]) => (last.length === PAGE_SIZE ? pages.length + 1 : undefined),
  });
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The list under `filters`, the name debounced 500 ms; a filter change starts again from page 1. */
export function useUsers(filters: UserFilters) {
  const name = useDebounced(filters.name, SEARCH_DEBOUNCE_MS);
  return useInfiniteQuery(usersInfiniteQueryOptions({ ...filters, name }));
}

export type UsersQuery = ReturnType<typeof useUsers>;
