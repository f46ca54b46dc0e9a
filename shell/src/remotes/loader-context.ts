import { createContext, type ComponentType } from 'react';
import type { RemoteName } from '../platform/platform.ts';

export interface RemoteModule {
  default: ComponentType;
}

/** Loads `remote/module` (e.g. account/LoginPage); `attempt` > 0 means a user-requested retry. */
export type RemoteLoader = (remote: RemoteName, module: string, attempt: number) => Promise<RemoteModule>;

export class RemoteUnavailableError extends Error {
  constructor(remote: string, module: string, cause?: unknown) {
    super(`Remote ${remote}/${module} is unavailable`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

const noLoader: RemoteLoader = (remote, module) => Promise.reject(new RemoteUnavailableError(remote, module));

/** The loader the remote routes use: Module Federation in the app, anything in tests. */
export const RemoteLoaderContext = createContext<RemoteLoader>(noLoader);
