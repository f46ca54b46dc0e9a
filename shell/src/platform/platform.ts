// What the shell learns from the server at start: where the remotes live (/remotes.json) and the site settings
// (/config.json). Both are optional; the shell works with the defaults and shows a remote's fallback when missing.
import { useSyncExternalStore } from 'react';
import { fetchJson, fetchRemotesManifest, type RemotesManifest } from './remotes.ts';

export interface SiteConfig {
  companySiteUrl: string;
  supportEmail: string;
}

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  companySiteUrl: 'https://litfund.example',
  supportEmail: 'support@litfund.example',
};

export interface PlatformState {
  remotes: RemotesManifest;
  remotesLoaded: boolean;
  config: SiteConfig;
}

let state: PlatformState = { remotes: {}, remotesLoaded: false, config: DEFAULT_SITE_CONFIG };
const listeners = new Set<() => void>();

export function getPlatform(): PlatformState {
  return state;
}

export function setPlatform(next: Partial<PlatformState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePlatform(): PlatformState {
  return useSyncExternalStore(subscribe, getPlatform, getPlatform);
}

export function parseConfig(body: unknown): SiteConfig {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const pick = (key: keyof SiteConfig) =>
    typeof record[key] === 'string' && (record[key] as string).trim()
      ? (record[key] as string)
      : DEFAULT_SITE_CONFIG[key];
  return { companySiteUrl: pick('companySiteUrl'), supportEmail: pick('supportEmail') };
}

/** GET /remotes.json once (a failure leaves no remotes: every remote route shows its fallback). */
export function loadRemotesManifest(): Promise<RemotesManifest> {
  return fetchRemotesManifest().then((remotes) => {
    setPlatform({ remotes, remotesLoaded: true });
    return remotes;
  });
}

/** GET /config.json if the server has it; defaults otherwise. */
export function loadSiteConfig(): Promise<SiteConfig> {
  return fetchJson('/config.json')
    .then(parseConfig)
    .catch(() => DEFAULT_SITE_CONFIG)
    .then((config) => {
      setPlatform({ config });
      return config;
    });
}
