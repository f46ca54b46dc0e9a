// Federated pages by `remote/module`, per loader (the app has one; each test its own): loaded once per attempt, and
// remembered once there so a route whose page is loaded already renders it in the same commit, with no loading state.
import type { ComponentType } from 'react';
import type { RemoteName } from '../platform/remotes.ts';
import type { RemoteLoader } from './loader-context.ts';
import type { RemoteModule } from './remote-module.ts';

interface Pages {
  loaded: Map<string, ComponentType>;
  loading: Map<string, Promise<RemoteModule>>;
}

const byLoader = new WeakMap<RemoteLoader, Pages>();

function pagesOf(loader: RemoteLoader): Pages {
  let pages = byLoader.get(loader);
  if (!pages) {
    pages = { loaded: new Map(), loading: new Map() };
    byLoader.set(loader, pages);
  }
  return pages;
}

const keyOf = (remote: RemoteName, module: string) => `${remote}/${module}`;

/** The page's component when `loader` has loaded it, else undefined. */
export function loadedPage(loader: RemoteLoader, remote: RemoteName, module: string): ComponentType | undefined {
  return byLoader.get(loader)?.loaded.get(keyOf(remote, module));
}

/** Loads a page through `loader` (one load per page and attempt at a time) and remembers it once it is there. */
export function loadPage(
  loader: RemoteLoader,
  remote: RemoteName,
  module: string,
  attempt: number,
): Promise<RemoteModule> {
  const { loaded, loading } = pagesOf(loader);
  const key = `${keyOf(remote, module)}#${attempt}`;
  let page = loading.get(key);
  if (!page) {
    page = loader(remote, module, attempt)
      .then((found) => {
        loaded.set(keyOf(remote, module), found.default);
        return found;
      })
      .finally(() => loading.delete(key));
    loading.set(key, page);
  }
  return page;
}
