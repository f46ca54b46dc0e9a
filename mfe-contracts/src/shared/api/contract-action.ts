// POST /Contract/{id}/{action} (docs/product.md): the actions on one contract, each in its own module beside its use.
import { apiClient, useMutation } from 'shared-ui';
import type { ContractRead } from '@litfund/domain';
import { useContractAnswered } from './get-contract.ts';

type PostOptions = NonNullable<Parameters<typeof apiClient.post>[1]>;

export const postContractAction = <T>(id: number, action: string, body: unknown, options: PostOptions = {}) =>
  apiClient.post(`Contract/${id}/${action}`, { json: body, ...options }).json<T>();

/**
 * Calls that must not happen twice carry an Idempotency-Key, so ky may retry them after a lost answer or a 5xx: the
 * server replays the first result instead of recording the amount or the contract again.
 */
export function idempotent(): PostOptions {
  const bytes = crypto.getRandomValues(new Uint8Array(16)); // randomUUID needs a secure context; this does not
  const key = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return { headers: { 'Idempotency-Key': key }, retry: { limit: 2, methods: ['post'] } };
}

/**
 * A mutation of an action answering the whole contract: the answer replaces the cached contract and what else was
 * read about it, the lists included, is read again. The caller reports the outcome (a prefix, or nothing after
 * Cancel), so the query client does not announce the failure.
 */
export function useContractAction<V>(call: (variables: V) => Promise<ContractRead>) {
  const answered = useContractAnswered();
  return useMutation({ mutationFn: call, onSuccess: answered, meta: { errorNotice: false } });
}
