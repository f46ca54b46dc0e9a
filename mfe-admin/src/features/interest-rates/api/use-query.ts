import { useEffect, useState } from 'react';
import { getErrorMessage, useNotification } from 'shared-ui';

export type Query<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'success'; data: T };

/**
 * Runs `load` when `key` changes (or on reload); a failure is logged, notified and returned for the page's
 * error state (docs/product.md). `key` null skips loading (e.g. no id in the route).
 */
export function useQuery<T>(key: string | number | null, load: (signal: AbortSignal) => Promise<T>, what: string) {
  const notify = useNotification((s) => s.notify);
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState<Query<T>>({ status: 'loading' });

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setQuery({ status: 'loading' });
    load(controller.signal).then(
      (data) => setQuery({ status: 'success', data }),
      async (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = await getErrorMessage(error);
        console.error(`${what} read failed`, error);
        notify(message, 'error');
        setQuery({ status: 'error', message });
      },
    );
    return () => controller.abort();
    // `load` is keyed by `key`: a new closure for the same key must not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, notify, what]);

  return { query, reload: () => setAttempt((n) => n + 1) };
}
