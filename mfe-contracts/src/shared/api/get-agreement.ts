// GET /Contract/{id}/agreement: the funding agreement's steps, for the contract page and the signing page.
import { apiClient, queryOptions, skipToken, useQuery } from 'shared-ui';
import type { AgreementView } from '@litfund/domain';
import { contractKey } from './get-contract.ts';

export const agreementQueryOptions = (contractId: number | null) =>
  queryOptions({
    queryKey: [...contractKey(contractId ?? 0), 'agreement'] as const,
    queryFn:
      contractId === null
        ? skipToken
        : ({ signal }) =>
            apiClient
              .get(`Contract/${contractId}/agreement`, { signal })
              .json<{ agreement: AgreementView | null }>()
              .then((answer) => answer.agreement ?? null),
    meta: { errorNotice: false },
  });

export const useAgreement = (contractId: number | null) => useQuery(agreementQueryOptions(contractId));
