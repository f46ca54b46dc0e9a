// The funding agreement's calls (docs/product.md, "The funding agreement"): read it with its steps; read it for
// signing (its text and PDF), signed in by contract or through the emailed single-use link; sign; decline.
import { apiClient, skipToken, useMutation, useQuery, useQueryClient } from 'shared-ui';
import type { AgreementForSigning, AgreementView, DeclineBody, SignBody } from '@litfund/domain';
import { contractKey } from '../../../shared/api/get-contract.ts';

/** Who opens the signing page: a signed-in party by contract, or the holder of a link. */
export type SigningAccess = { contractId: number } | { token: string };

const forSigningKey = (access: SigningAccess): readonly unknown[] =>
  'token' in access ? ['agreement-link', access.token] : [...contractKey(access.contractId), 'forSigning'];

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

/**
 * After a signature or decline: a link is used up by it, so its page takes the answer as it is (reading the link
 * again would be refused); a signed-in page reads the contract's agreement again.
 */
function useAnswered(access: SigningAccess) {
  const client = useQueryClient();
  return (answer: { agreement: AgreementView | null }) => {
    if ('token' in access) {
      client.setQueryData<AgreementForSigning>(forSigningKey(access), (old) =>
        old && answer.agreement ? { ...old, agreement: answer.agreement } : old,
      );
      return Promise.resolve();
    }
    return client.invalidateQueries({ queryKey: contractKey(access.contractId) });
  };
}

type Answer = { agreement: AgreementView | null };

export function useSignAgreement(access: SigningAccess) {
  const answered = useAnswered(access);
  return useMutation({
    mutationFn: (body: SignBody) =>
      'token' in access
        ? apiClient.post('Agreement/link/sign', { json: { ...body, token: access.token } }).json<Answer>()
        : apiClient.post(`Contract/${access.contractId}/agreement/sign`, { json: body }).json<Answer>(),
    onSuccess: answered,
  });
}

export function useDeclineAgreement(access: SigningAccess) {
  const answered = useAnswered(access);
  return useMutation({
    mutationFn: (body: DeclineBody) =>
      'token' in access
        ? apiClient.post('Agreement/link/decline', { json: { ...body, token: access.token } }).json<Answer>()
        : apiClient.post(`Contract/${access.contractId}/agreement/decline`, { json: body }).json<Answer>(),
    onSuccess: answered,
  });
}
