// The party look-ups the Request Funds form makes besides the autocompletes (docs/product.md).
import { apiClient, queryOptions, skipToken, useQuery } from 'shared-ui';
import { isCurrentMembership, type PublicUser } from '@litfund/domain';

/**
 * Whether the attorney works at a law firm now (GET /User/{id}, a present, confirmed link; a claim does not count). The Law Firms section shows only
 * while not (docs/product.md); the server then links the attorney's present firm itself.
 */
export const attorneyHasFirmQueryOptions = (attorneyId: number | null) =>
  queryOptions({
    queryKey: ['user', attorneyId ?? 0, 'has-current-law-firm'] as const,
    queryFn:
      attorneyId === null
        ? skipToken
        : async ({ signal }) => {
            try {
              const user = await apiClient.get(`User/${attorneyId}`, { signal }).json<PublicUser>();
              return user.lawFirms.some(isCurrentMembership);
            } catch (failure) {
              if (!signal.aborted) console.error('Attorney lookup failed', failure);
              throw failure;
            }
          },
    // Unknown firm: keep the Law Firms section, so a firm can still be named; nothing to announce.
    meta: { errorNotice: false },
  });

export function useAttorneyHasFirm(attorneyId: number | null): boolean {
  return useQuery(attorneyHasFirmQueryOptions(attorneyId)).data === true;
}

/** The product rules (docs/product.md): any user returned by GET /User?Email= means the email is registered. */
export async function emailTaken(email: string): Promise<boolean> {
  const found = await apiClient.get('User', { searchParams: { Email: email.trim() } }).json<unknown[]>();
  return found.length > 0;
}
