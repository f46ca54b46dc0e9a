import {
  Component,
  Suspense,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { ErrorState, LoadingState } from 'shared-ui';
import { MESSAGES } from '@litfund/domain';
import type { RemoteName } from '../platform/remotes.ts';
import { RemoteLoaderContext } from './loader-context.ts';
import { loadPage, loadedPage } from './page-modules.ts';

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that fails to load or throws while rendering; the rest of the portal keeps working. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Remote failed', error, info.componentStack);
  }

  render() {
    if (this.state.failed) return <RemoteUnavailable onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <ErrorState
      heading={MESSAGES.remoteUnavailable}
      message="Please try again in a moment."
      onRetry={onRetry}
      retryLabel="Retry"
    />
  );
}

interface RemoteRouteProps {
  remote: RemoteName;
  module: string;
}

/**
 * Renders a federated page (`account/LoginPage`) with a loading state, a boundary and a Retry. Keyed by the
 * page: the route table renders every remote route at the same place in the tree, so without the key React would
 * keep one page's failed boundary (and its retry count) for the next remote page the user navigates to.
 */
export function RemoteRoute({ remote, module }: RemoteRouteProps) {
  return <RemotePage key={`${remote}/${module}`} remote={remote} module={module} />;
}

function RemotePage({ remote, module }: RemoteRouteProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <LoadedPage remote={remote} module={module} attempt={attempt} />
    </RemoteErrorBoundary>
  );
}

/**
 * The page once its module is there, the loading state until then; a failure goes to the boundary. Not React.lazy:
 * React reveals a suspended page no sooner than 300 ms after its loading state showed, and the first page, whose
 * remote is preloaded, is usually there a few milliseconds after the layout (docs/performance.md).
 */
function LoadedPage({ remote, module, attempt }: RemoteRouteProps & { attempt: number }) {
  const loader = useContext(RemoteLoaderContext);
  const [page, setPage] = useState<{ Page?: ComponentType; error?: unknown }>(() => ({
    Page: attempt === 0 ? loadedPage(loader, remote, module) : undefined,
  }));
  useEffect(() => {
    if (page.Page) return undefined;
    let current = true;
    loadPage(loader, remote, module, attempt).then(
      (found) => current && setPage({ Page: found.default }),
      (error: unknown) => current && setPage({ error: error ?? new Error(`${remote}/${module} failed`) }),
    );
    return () => {
      current = false;
    };
  }, [loader, remote, module, attempt, page.Page]);
  if ('error' in page) throw page.error;
  const { Page } = page;
  return Page ? (
    <Suspense fallback={<LoadingState />}>
      <Page />
    </Suspense>
  ) : (
    <LoadingState />
  );
}
