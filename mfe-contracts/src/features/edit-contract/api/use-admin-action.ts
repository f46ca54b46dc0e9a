import { useCallback } from 'react';
import { getErrorMessage, useNotification } from 'shared-ui';
import type { ContractRead } from '@litfund/domain';

/** Thrown by an action the administrator called off (a confirmation answered Cancel): nothing to report. */
export class ActionCancelled extends Error {}

/** Runs an admin action answering the whole contract: shows the success text, or the server's message. */
export function useAdminAction(replace: (contract: ContractRead) => void) {
  const notify = useNotification((s) => s.notify);
  return useCallback(async (call: () => Promise<ContractRead>, success: string, failurePrefix?: string): Promise<boolean> => {
    try {
      replace(await call());
      notify(success, 'success');
      return true;
    } catch (failure) {
      if (failure instanceof ActionCancelled) return false;
      const message = await getErrorMessage(failure);
      notify(failurePrefix ? `${failurePrefix}: ${message}` : message, 'error');
      return false;
    }
  }, [replace, notify]);
}

export type RunAction = ReturnType<typeof useAdminAction>;
