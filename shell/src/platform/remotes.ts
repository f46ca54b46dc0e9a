// Where the remotes live (/remotes.json). Free of React so the entry chunk can start fetching it before the shared
// modules (React among them) may be used.
export const REMOTE_NAMES = ['account', 'contracts', 'admin', 'calculator'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
/** remote name -> URL of its mf-manifest.json (or remoteEntry.js). */
export type RemotesManifest = Partial<Record<RemoteName, string>>;

export async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

export function parseRemotes(body: unknown): RemotesManifest {
  const remotes: RemotesManifest = {};
  if (body && typeof body === 'object') {
    for (const name of REMOTE_NAMES) {
      const url = (body as Record<string, unknown>)[name];
      if (typeof url === 'string' && url.trim()) remotes[name] = new URL(url, window.location.href).href;
    }
  }
  return remotes;
}

let remotesPromise: Promise<RemotesManifest> | null = null;

/** GET /remotes.json once; a failure resolves to no remotes (and the next call tries again). */
export function fetchRemotesManifest(): Promise<RemotesManifest> {
  remotesPromise ??= fetchJson('/remotes.json')
    .then(parseRemotes)
    .catch((error: unknown) => {
      console.error('remotes.json could not be loaded', error);
      remotesPromise = null;
      return {};
    });
  return remotesPromise;
}
