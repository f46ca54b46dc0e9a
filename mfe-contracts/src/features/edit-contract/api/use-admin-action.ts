import { useCallback, useState } from 'react';
import { getErrorMessage, useNotification, type ActionOutcome } from 'shared-ui';

/** Thrown by an action the administrator called off (a confirmation answered Cancel): nothing to report. */
export class ActionCancelled extends Error {}

/**
 * Runs an admin action and reports its outcome: the success text, or the server's message (with a prefix when the
 * action names one); nothing when the administrator called it off. True when the action went through.
 */
async function attempt(
  call: () => Promise<unknown>,
  success: string,
  failurePrefix: string | undefined,
  report: (outcome: ActionOutcome) => void,
): Promise<boolean> {
  try {
    await call();
    report({ status: 'success', message: success });
    return true;
  } catch (failure) {
    if (failure instanceof ActionCancelled) return false;
    const message = await getErrorMessage(failure);
    report({ status: 'error', message: failurePrefix ? `${failurePrefix}: ${message}` : message });
    return false;
  }
}

export type RunAction = (call: () => Promise<unknown>, success: string, failurePrefix?: string) => Promise<boolean>;

/** For an action that leaves the page (Save): its outcome is said by the banner, which the next page still shows. */
export function useAdminAction(): RunAction {
  const notify = useNotification((s) => s.notify);
  return useCallback(
    (call, success, failurePrefix) =>
      attempt(call, success, failurePrefix, ({ status, message }) => notify(message, status)),
    [notify],
  );
}

/**
 * For an action in its own panel: the outcome is kept for the panel to show under the form, where the administrator
 * is looking, instead of in a banner at the top of a long page. A new attempt clears the last one's outcome.
 */
export function useActionOutcome(): { outcome: ActionOutcome | null; run: RunAction } {
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const run = useCallback<RunAction>((call, success, failurePrefix) => {
    setOutcome(null);
    return attempt(call, success, failurePrefix, setOutcome);
  }, []);
  return { outcome, run };
}
