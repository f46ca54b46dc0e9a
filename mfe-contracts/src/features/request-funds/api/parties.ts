// The party look-ups the Request Funds form makes besides the autocompletes (docs/product.md).
import { useEffect, useState } from 'react';
import { apiClient } from 'shared-ui';
import { isCurrentMembership, type PublicUser } from '@litfund/domain';

/**
 * Whether the attorney works at a law firm now (GET /User/{id}, a present, confirmed link; a claim does not count). The Law Firms section shows only
 * while not (docs/product.md); the server then links the attorney's present firm itself.
 */
export function useAttorneyHasFirm(attorneyId: number | null): boolean {
  const [hasFirm, setHasFirm] = useState(false);
  useEffect(() => {
    setHasFirm(false);
    if (attorneyId === null) return;
    const controller = new AbortController();
    apiClient.get(`User/${attorneyId}`, { signal: controller.signal }).json<PublicUser>().then(
      (user) => setHasFirm(user.lawFirms.some(isCurrentMembership)),
      (failure: unknown) => {
        // Unknown firm: keep the Law Firms section, so a firm can still be named.
        if (!controller.signal.aborted) console.error('Attorney lookup failed', failure);
      },
    );
    return () => controller.abort();
  }, [attorneyId]);
  return hasFirm;
}

/** docs/product.md: any user returned by GET /User?Email= means the email is registered. */
export async function emailTaken(email: string): Promise<boolean> {
  const found = await apiClient.get('User', { searchParams: { Email: email.trim() } }).json<unknown[]>();
  return found.length > 0;
}
