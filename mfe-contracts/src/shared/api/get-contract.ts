// GET /Contract/{id} (docs/product.md): the contract page, edit contract and every action answering the contract.
import { apiClient, queryOptions, skipToken, useQuery, useQueryClient } from 'shared-ui';
import type { ContractRead } from '@litfund/domain';

export const getContract = (id: number, signal?: AbortSignal) =>
  apiClient.get(`Contract/${id}`, { signal }).json<ContractRead>();

/** Every contract list sits under this key: a new request shows in them. */
export const CONTRACT_LISTS_KEY = ['contracts'] as const;

/** Everything read about one contract (the contract, its audit trail) sits under this key, so one invalidation refreshes it all. */
export const contractKey = (id: number) => ['contract', id] as const;

export const contractQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: [...contractKey(id ?? 0), 'read'] as const,
    queryFn:
      id === null
        ? skipToken
        : async ({ signal }) => {
            try {
              return await getContract(id, signal);
            } catch (failure) {
              // The product rules (docs/product.md): the contract page load fails quietly in the console; the page shows its error state.
              if (!signal.aborted) console.error('Contract load failed', failure);
              throw failure;
            }
          },
    meta: { errorNotice: false },
  });

/** The contract; `id` null (no id in the address, or signed out) reads nothing. */
export const useContract = (id: number | null) => useQuery(contractQueryOptions(id));

/**
 * Takes the contract an action answered with (no second read) and marks the rest of what was read about it (the
 * audit trail) and the contract lists stale, so the change shows everywhere.
 */
export function useContractAnswered() {
  const client = useQueryClient();
  return (contract: ContractRead) => {
    client.setQueryData(contractQueryOptions(contract.id).queryKey, contract);
    void Promise.all([
      client.invalidateQueries({
        queryKey: contractKey(contract.id),
        predicate: (query) => query.queryKey[2] !== 'read',
      }),
      client.invalidateQueries({ queryKey: CONTRACT_LISTS_KEY }),
    ]);
  };
}

/** After a write that does not answer the contract (a new request): the lists, and the parent it was filed on. */
export function useContractsChanged() {
  const client = useQueryClient();
  return (parentId?: number | null) =>
    Promise.all([
      parentId ? client.invalidateQueries({ queryKey: contractKey(parentId) }) : undefined,
      client.invalidateQueries({ queryKey: CONTRACT_LISTS_KEY }),
    ]);
}
