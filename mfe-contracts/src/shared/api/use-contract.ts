import { useCallback, useEffect, useState } from 'react';
import { getErrorStatus } from 'shared-ui';
import type { ContractRead } from '@litfund/domain';
import { getContract } from './contracts.ts';

export type ContractLoad =
  | { state: 'loading' }
  | { state: 'error'; status: number | null }
  | { state: 'loaded'; contract: ContractRead };

/** Loads /Contract/{id}; `replace` takes the contract an action answered with. */
export function useContract(id: number | null) {
  const [load, setLoad] = useState<ContractLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (id === null) {
      setLoad({ state: 'error', status: 404 });
      return;
    }
    const controller = new AbortController();
    setLoad((previous) => (previous.state === 'loaded' && previous.contract.id === id ? previous : { state: 'loading' }));
    getContract(id, controller.signal).then(
      (contract) => setLoad({ state: 'loaded', contract }),
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        // docs/product.md: the contract page load fails quietly in the console; the page shows its error state.
        console.error('Contract load failed', failure);
        setLoad({ state: 'error', status: getErrorStatus(failure) ?? null });
      },
    );
    return () => controller.abort();
  }, [id, attempt]);
  const replace = useCallback((contract: ContractRead) => setLoad({ state: 'loaded', contract }), []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { load, replace, reload };
}
