import type { ReactElement } from 'react';
import { renderWithProviders } from 'shared-ui/testing';
import { RemoteLoaderContext, type RemoteLoader } from './remotes/loader-context.ts';

/** Renders a shell tree with an injected remote loader (no Module Federation in tests). */
export function renderShell(ui: ReactElement, { route = '/', loader }: { route?: string; loader?: RemoteLoader } = {}) {
  const fakeLoader: RemoteLoader =
    loader ?? (async (remote, module) => ({ default: () => <h1>{`${remote}/${module}`}</h1> }));
  return renderWithProviders(<RemoteLoaderContext.Provider value={fakeLoader}>{ui}</RemoteLoaderContext.Provider>, {
    route,
  });
}

export const adminLogin = {
  accessToken: 'tok',
  userId: 1,
  role: 'Administrator' as const,
  userFirtsName: 'Ada',
  userLastName: 'Admin',
  userStatus: { userStatusesValue: 'Approved' },
};
export const attorneyLogin = { ...adminLogin, userId: 7, role: 'Attorney' as const, userFirtsName: 'Tom' };
