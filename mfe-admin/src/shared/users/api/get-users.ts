// GET AdminUser: the administrators' user list, pages of 10 newest first (docs/product.md).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { apiClient, infiniteQueryOptions, useInfiniteQuery, useSearchParams } from 'shared-ui';
import {
  USER_NAME_SEARCH_MAX,
  USER_STATUSES,
  USER_TYPES,
  type User,
  type UserStatus,
  type UserType,
} from '@litfund/domain';

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

/** The filters' names in the address, so a filtered list survives going to a user and back. */
const QUERY_NAMES: Record<keyof UserFilters, string> = { userType: 'type', userStatus: 'status', name: 'name' };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.find((known) => known === value) ?? '';

/** The filters an address names; a type or status the list does not offer is no filter (the server would refuse it). */
export function filtersOfQuery(query: URLSearchParams): UserFilters {
  return {
    userType: oneOf(USER_TYPES, query.get(QUERY_NAMES.userType)),
    userStatus: oneOf(USER_STATUSES, query.get(QUERY_NAMES.userStatus)),
    name: (query.get(QUERY_NAMES.name) ?? '').slice(0, USER_NAME_SEARCH_MAX),
  };
}

/** Only the filters that say something; an unfiltered list keeps a bare address. */
export function queryOfFilters(filters: UserFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of Object.keys(QUERY_NAMES) as Array<keyof UserFilters>) {
    const value = filters[key].trim();
    if (value) query[QUERY_NAMES[key]] = value;
  }
  return query;
}

/**
 * The name as sent: ignored below 3 characters (docs/product.md), cut at the server's limit (a longer one can only
 * come from an edited address: the field stops there), so a search never fails on its length.
 */
export function effectiveName(name: string): string {
  const trimmed = name.trim().slice(0, USER_NAME_SEARCH_MAX).trim();
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

function useUsers(filters: UserFilters) {
  return useInfiniteQuery(usersInfiniteQueryOptions(filters));
}

export type UsersQuery = ReturnType<typeof useUsers>;

export interface UserList {
  /** The filters as shown in the fields (a name being typed is not applied yet). */
  draft: UserFilters;
  /** A type or status applies at once; a typed name after a 500 ms pause. */
  change: (change: Partial<UserFilters>) => void;
  clear: () => void;
  /** Filters are applied: an empty list then means no matches, not no users. */
  filtered: boolean;
  list: UsersQuery;
}

/**
 * The user list under the filters of the address (replaced in place, no history entry per change), as the contract
 * lists keep theirs: going to a user and Back returns to the filtered list.
 */
export function useUserList(): UserList {
  const [search, setSearch] = useSearchParams();
  const searchText = search.toString();
  const applied = useMemo(() => filtersOfQuery(new URLSearchParams(searchText)), [searchText]);
  const [draft, setDraft] = useState<UserFilters>(applied);
  // The address this list last wrote; any other change (Back, a link to the bare list) resets the fields.
  const written = useRef(searchText);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (searchText === written.current) return;
    written.current = searchText;
    clearTimeout(typing.current);
    setDraft(applied);
  }, [searchText, applied]);
  useEffect(() => () => clearTimeout(typing.current), []);
  const write = useCallback(
    (filters: UserFilters) => {
      clearTimeout(typing.current);
      const query = queryOfFilters(filters);
      written.current = new URLSearchParams(query).toString();
      setSearch(query, { replace: true });
    },
    [setSearch],
  );
  const list = useUsers(applied);
  return {
    draft,
    change: (change) => {
      const next = { ...draft, ...change };
      setDraft(next);
      if (change.name === undefined) write(next);
      else {
        clearTimeout(typing.current);
        typing.current = setTimeout(() => write(next), SEARCH_DEBOUNCE_MS);
      }
    },
    clear: () => {
      setDraft(EMPTY_FILTERS);
      write(EMPTY_FILTERS);
    },
    filtered: isFiltered(applied),
    list,
  };
}
