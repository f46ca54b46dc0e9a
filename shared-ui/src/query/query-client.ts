import { MutationCache, QueryCache, QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { getErrorMessage } from '../http/errors.ts';
import { useNotification } from '../stores/notification.ts';
import { useSession } from '../stores/session.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * `errorNotice: false` keeps a failure out of the notification banner (the screen shows it itself, e.g. a form
     * error under its field); otherwise every failed read and write is announced with the server's message.
     */
    queryMeta: { errorNotice?: false };
    mutationMeta: { errorNotice?: false };
  }
}

async function announce(error: unknown, meta: { errorNotice?: false } | undefined) {
  if (meta?.errorNotice === false) return;
  useNotification.getState().notify(await getErrorMessage(error), 'error');
}

/**
 * The settings every client of the portal shares. Reads are not retried: the API answers a definite 4xx or a 5xx
 * after its own retries, and a page shows its error state with a Try again button at once rather than after three
 * silent attempts. Data stays fresh for 30 s, so moving between screens does not refetch what was just read;
 * a mutation invalidates what it changed.
 */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => void announce(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => void announce(error, mutation.meta),
      // A failed attempt's red banner must not linger over the success that follows (a registration that works
      // on the second try would otherwise show the first try's error above "You successfully registered!").
      onSuccess: () => useNotification.getState().clearFailure(),
    }),
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false, ...config.defaultOptions?.queries },
      mutations: { retry: false, ...config.defaultOptions?.mutations },
    },
  });
}

/** The one client of the page: shared-ui is a federation singleton, so the shell and every remote share its cache. */
export const queryClient = createQueryClient();

// Another user's data must never be shown from the cache: whoever signs in or out starts from an empty one.
useSession.subscribe((state, previous) => {
  if (state.currentUserId !== previous.currentUserId || state.token !== previous.token) queryClient.clear();
});
