import { Component, Suspense, lazy, useContext, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState, LoadingState } from 'shared-ui';
import { MESSAGES } from '@litfund/domain';
import type { RemoteName } from '../platform/remotes.ts';
import { RemoteLoaderContext, type RemoteLoader } from './loader-context.ts';

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
  return <ErrorState heading={MESSAGES.remoteUnavailable} message="Please try again in a moment." onRetry={onRetry} retryLabel="Retry" />;
}

/** One lazy component per page and attempt, so re-renders keep it; a failed one is forgotten, so coming back loads again. */
const cache = new Map<string, ComponentType>();

function lazyRemote(loader: RemoteLoader, remote: RemoteName, module: string, attempt: number): ComponentType {
  const key = `${remote}/${module}#${attempt}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(() => loader(remote, module, attempt).catch((error: unknown) => {
      cache.delete(key);
      throw error;
    }));
    cache.set(key, component);
  }
  return component;
}

interface RemoteRouteProps {
  remote: RemoteName;
  module: string;
}

/**
 * Lazily renders a federated page (`account/LoginPage`) with a loading state, a boundary and a Retry. Keyed by the
 * page: the route table renders every remote route at the same place in the tree, so without the key React would
 * keep one page's failed boundary (and its retry count) for the next remote page the user navigates to.
 */
export function RemoteRoute({ remote, module }: RemoteRouteProps) {
  return <RemotePage key={`${remote}/${module}`} remote={remote} module={module} />;
}

function RemotePage({ remote, module }: RemoteRouteProps) {
  const loader = useContext(RemoteLoaderContext);
  const [attempt, setAttempt] = useState(0);
  const Page = lazyRemote(loader, remote, module, attempt);
  return (
    <RemoteErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<LoadingState />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
