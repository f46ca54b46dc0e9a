// Run-time remote registration: the shell is built without static remotes and
// registers the ones /remotes.json names. A runtime plugin turns a failed load into a fallback module, the loader
// retries twice quickly, and the route's error boundary shows the unavailable message with a Retry button.
import {
  init,
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { fetchRemotesManifest, type RemoteName, type RemotesManifest } from '../platform/remotes.ts';
import { remotePageAt } from '../routes/route-table.ts';
import { RemoteUnavailableError, type RemoteModule } from './remote-module.ts';
import type { RemoteLoader } from './loader-context.ts';

const FALLBACK = Symbol.for('litfund.remoteFallback');

function FallbackMarker() {
  return null;
}

/** errorLoadRemote: a failed remote entry or module resolves to a marked fallback module instead of a crash. */
export const fallbackPlugin: ModuleFederationRuntimePlugin = {
  name: 'litfund-remote-fallback',
  errorLoadRemote(args) {
    console.error(`Remote ${args.id} failed to load (${args.lifecycle})`, args.error);
    if (args.lifecycle === 'onLoad') return { __esModule: true, default: FallbackMarker, [FALLBACK]: true };
    return undefined;
  },
};

function entryOf(name: RemoteName, url: string) {
  return { name, entry: url, alias: name };
}

let registered: Promise<RemotesManifest> | null = null;

function register(): Promise<RemotesManifest> {
  registered ??= fetchRemotesManifest().then((remotes) => {
    init({ name: 'shell', remotes: [] });
    registerPlugins([fallbackPlugin]);
    const entries = Object.entries(remotes).map(([name, url]) => entryOf(name as RemoteName, url));
    if (entries.length) registerRemotes(entries);
    return remotes;
  });
  return registered;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const RETRY_DELAYS_MS = [150, 400];

function isUsable(module: unknown): module is RemoteModule {
  return (
    Boolean(module) &&
    typeof (module as RemoteModule).default === 'function' &&
    !(module as Record<symbol, unknown>)[FALLBACK]
  );
}

export const federationLoader: RemoteLoader = async (remote, module, attempt) => {
  const remotes = await register();
  const url = remotes[remote];
  if (!url) throw new RemoteUnavailableError(remote, module, new Error(`${remote} is not in remotes.json`));
  let lastError: unknown;
  for (let i = 0; i <= RETRY_DELAYS_MS.length; i += 1) {
    // a retry forgets the cached (failed) remote entry
    if (i > 0 || attempt > 0) registerRemotes([entryOf(remote, url)], { force: true });
    try {
      const loaded = await loadRemote<RemoteModule>(`${remote}/${module}`);
      if (isUsable(loaded)) return loaded;
      lastError = new Error(`${remote}/${module} resolved to no component`);
    } catch (error) {
      lastError = error;
    }
    const delay = RETRY_DELAYS_MS[i];
    if (delay !== undefined) await sleep(delay);
  }
  throw new RemoteUnavailableError(remote, module, lastError);
};

/**
 * Starts downloading the remote entry and page chunks of the route at `pathname`. The entry chunk calls it before the
 * shell's own chunks are even parsed, so the remote arrives while React and the shared modules start up instead of
 * after them (docs/performance.md). A failure here is left to the real load, which shows the fallback.
 */
export async function preloadPageRemote(pathname: string): Promise<void> {
  const page = remotePageAt(pathname);
  if (!page) return;
  const remotes = await register();
  if (!remotes[page.remote]) return;
  await preloadRemote([{ nameOrAlias: page.remote, exposes: [`./${page.module}`] }]);
}
