import { useCallback, useEffect, useRef, useState } from 'react';
import { getErrorMessage, useNotification } from 'shared-ui';
import { getUser, type ProfileUser } from './get-user.ts';

export type UserQuery =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'success'; user: ProfileUser };

/** Loads GET User/{id}; a failure is logged, notified and returned for the page's error state (docs/product.md). */
export interface UserQueryControls {
  reload: () => void;
  /** Shows a user a mutation answered with (avatar upload or removal) without another read. */
  replace: (user: ProfileUser) => void;
}

export function useUser(id: number | null): UserQuery & UserQueryControls {
  const notify = useNotification((s) => s.notify);
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState<UserQuery>({ status: 'idle' });

  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    setQuery({ status: 'loading' });
    getUser(id, controller.signal).then(
      (user) => setQuery({ status: 'success', user }),
      async (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = await getErrorMessage(error);
        console.error('User read failed', error);
        notify(message, 'error');
        setQuery({ status: 'error', message });
      },
    );
    return () => controller.abort();
  }, [id, attempt, notify]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // A mutation that answers after the page moved to another profile must not show its user there.
  const currentId = useRef(id);
  useEffect(() => {
    currentId.current = id;
  }, [id]);
  const replace = useCallback((user: ProfileUser) => {
    if (user.id === currentId.current) setQuery({ status: 'success', user });
  }, []);
  return { ...(id === null ? { status: 'idle' as const } : query), reload, replace };
}
