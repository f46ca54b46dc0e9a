// The funding agreement's calls (docs/product.md, "The funding agreement"): read it with its steps; read it for
// signing (its text and PDF), signed in by contract or through the emailed single-use link; sign; decline.
import { apiClient, skipToken, useMutation, useQuery, useQueryClient } from 'shared-ui';
import type { AgreementForSigning, DeclineBody, SignBody } from '@litfund/domain';
import { contractKey } from '../../../shared/api/get-contract.ts';

/** Who opens the signing page: a signed-in party by contract, or the holder of a link. */
export type SigningAccess = { contractId: number } | { token: string };

const forSigningKey = (access: SigningAccess) =>
  'token' in access ? (['agreement-link', access.token] as const) : [...contractKey(access.contractId), 'forSigning'];

export const useAgreementForSigning = (access: SigningAccess | null) =>
  useQuery({
    queryKey: access ? forSigningKey(access) : ['agreement-none'],
    queryFn: access
      ? ({ signal }) =>
          'token' in access
            ? apiClient.post('Agreement/link', { json: { token: access.token }, signal }).json<AgreementForSigning>()
            : apiClient
                .get(`Contract/${access.contractId}/agreement/forSigning`, { signal })
                .json<AgreementForSigning>()
      : skipToken,
    meta: { errorNotice: false },
    retry: false,
  });

export function useSignAgreement(access: SigningAccess) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SignBody) =>
      'token' in access
        ? apiClient.post('Agreement/link/sign', { json: { ...body, token: access.token } }).json()
        : apiClient.post(`Contract/${access.contractId}/agreement/sign`, { json: body }).json(),
    // The contract's reads (its agreement's steps, its documents) change with a signature too.
    onSuccess: () =>
      client.invalidateQueries({
        queryKey: 'token' in access ? forSigningKey(access) : contractKey(access.contractId),
      }),
  });
}

export function useDeclineAgreement(access: SigningAccess) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DeclineBody) =>
      'token' in access
        ? apiClient.post('Agreement/link/decline', { json: { ...body, token: access.token } }).json()
        : apiClient.post(`Contract/${access.contractId}/agreement/decline`, { json: body }).json(),
    // The contract's reads (its agreement's steps, its documents) change with a signature too.
    onSuccess: () =>
      client.invalidateQueries({
        queryKey: 'token' in access ? forSigningKey(access) : contractKey(access.contractId),
      }),
  });
}
