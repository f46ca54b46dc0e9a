import { useCallback } from 'react';
import { getErrorMessage, useMutation, useNotification } from 'shared-ui';
import type { ContractRead } from '@litfund/domain';
import { useContractAnswered } from '../../../shared/api/get-contract.ts';

/** Thrown by an action the administrator called off (a confirmation answered Cancel): nothing to report. */
export class ActionCancelled extends Error {}

/**
 * Runs an admin action answering the whole contract: the answer replaces the cached contract (and marks its audit
 * trail stale), then the success text shows, or the server's message (with a prefix when the action names one).
 */
export function useAdminAction() {
  const notify = useNotification((s) => s.notify);
  const answered = useContractAnswered();
  // The action reports its own failure (a prefix, or nothing after Cancel), so the client does not announce it.
  const { mutateAsync } = useMutation({
    mutationFn: (call: () => Promise<ContractRead>) => call(),
    onSuccess: answered,
    meta: { errorNotice: false },
  });
  return useCallback(
    async (call: () => Promise<ContractRead>, success: string, failurePrefix?: string): Promise<boolean> => {
      try {
        await mutateAsync(call);
        notify(success, 'success');
        return true;
      } catch (failure) {
        if (failure instanceof ActionCancelled) return false;
        const message = await getErrorMessage(failure);
        notify(failurePrefix ? `${failurePrefix}: ${message}` : message, 'error');
        return false;
      }
    },
    [mutateAsync, notify],
  );
}

export type RunAction = ReturnType<typeof useAdminAction>;
