// GET /User/{id}: the firm the user is marked present in, confirmed (docs/product.md); a law-firm user is their own firm.
import { apiClient, queryOptions, useQuery, useSession } from 'shared-ui';
import { isCurrentMembership, type PublicUser } from '@litfund/domain';

export const getUser = (id: number, signal?: AbortSignal) => apiClient.get(`User/${id}`, { signal }).json<PublicUser>();

/** The law firm's user id, or null when the user is in no firm now. */
export const currentLawFirmQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['user', userId, 'current-law-firm'] as const,
    queryFn: async ({ signal }) => {
      try {
        const user = await getUser(userId, signal);
        // A membership the user only claimed is not theirs until the firm confirms it (the API refuses its list).
        return user.lawFirms.find(isCurrentMembership)?.lawFirmUserId ?? null;
      } catch (failure) {
        if (!signal.aborted) console.error('Law firm lookup failed', failure);
        throw failure;
      }
    },
  });

export type FirmLookup =
  { state: 'loading' } | { state: 'error'; error: Error } | { state: 'none' } | { state: 'found'; lawFirmId: number };

export function useCurrentLawFirm(): FirmLookup {
  const { currentUserId, currentUserRole } = useSession();
  const ownFirm = currentUserRole === 'LawFirm';
  const query = useQuery({
    ...currentLawFirmQueryOptions(currentUserId ?? 0),
    enabled: Boolean(currentUserId) && !ownFirm,
  });
  if (ownFirm && currentUserId) return { state: 'found', lawFirmId: currentUserId };
  if (query.isError && !query.isFetching) return { state: 'error', error: query.error };
  if (query.data === undefined) return { state: 'loading' };
  return query.data === null ? { state: 'none' } : { state: 'found', lawFirmId: query.data };
}
