// GET /Autocomplete/{kind}?userName= (docs/product.md): people to pick by name.
import { apiClient, keepPreviousData, queryOptions } from 'shared-ui';

export interface AutocompleteItem {
  id: number;
  firstName: string;
  lastName: string;
}
/** The three kinds, and firmAttorney: a law-firm user's confirmed attorneys (the responsible attorneys it may name). */
export type AutocompleteKind = 'attorney' | 'client' | 'lawFirm' | 'firmAttorney';

export const autocomplete = (kind: AutocompleteKind, userName: string, signal?: AbortSignal) =>
  apiClient.get(`Autocomplete/${kind}`, { searchParams: { userName }, signal }).json<AutocompleteItem[]>();

/** The matches for a name; while the next name is read, the last matches stay listed. */
export const autocompleteQueryOptions = (kind: AutocompleteKind, userName: string) =>
  queryOptions({
    queryKey: ['autocomplete', kind, userName] as const,
    queryFn: async ({ signal }) => {
      try {
        return await autocomplete(kind, userName, signal);
      } catch (failure) {
        if (!signal.aborted) console.error('Autocomplete failed', failure);
        throw failure;
      }
    },
    placeholderData: keepPreviousData,
    // A failed look-up lists nothing; the person can keep typing.
    meta: { errorNotice: false },
  });
