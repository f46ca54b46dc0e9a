import { createContext } from 'react';
import type { RemoteName } from '../platform/remotes.ts';
import { RemoteUnavailableError, type RemoteModule } from './remote-module.ts';

/** Loads `remote/module` (e.g. account/LoginPage); `attempt` > 0 means a user-requested retry. */
export type RemoteLoader = (remote: RemoteName, module: string, attempt: number) => Promise<RemoteModule>;

const noLoader: RemoteLoader = (remote, module) => Promise.reject(new RemoteUnavailableError(remote, module));

/** The loader the remote routes use: Module Federation in the app, anything in tests. */
export const RemoteLoaderContext = createContext<RemoteLoader>(noLoader);
