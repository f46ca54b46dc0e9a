import { useCallback } from 'react';
import { getErrorMessage, useNotification } from 'shared-ui';

/** Thrown by an action the administrator called off (a confirmation answered Cancel): nothing to report. */
export class ActionCancelled extends Error {}

/**
 * Reports an admin action's outcome: the success text, or the server's message (with a prefix when the action names
 * one); nothing when the administrator called it off. True when the action went through.
 */
export function useAdminAction() {
  const notify = useNotification((s) => s.notify);
  return useCallback(
    async (call: () => Promise<unknown>, success: string, failurePrefix?: string): Promise<boolean> => {
      try {
        await call();
        notify(success, 'success');
        return true;
      } catch (failure) {
        if (failure instanceof ActionCancelled) return false;
        const message = await getErrorMessage(failure);
        notify(failurePrefix ? `${failurePrefix}: ${message}` : message, 'error');
        return false;
      }
    },
    [notify],
  );
}

export type RunAction = ReturnType<typeof useAdminAction>;
