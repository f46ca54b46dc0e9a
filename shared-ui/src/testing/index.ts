import { createElement, type ReactElement, type ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppProvider } from '../AppProvider.tsx';
import { LocationProbe } from './location-probe.ts';
import { createQueryClient } from '../query/query-client.ts';
import { useSession } from '../stores/session.ts';
import type { LoginResponse, UserType } from '@litfund/domain';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The initial location, e.g. '/user-profile?7'. */
  route?: string;
}

/**
 * Renders under AppProvider (Chakra, notification banner, a query client of its own so no test reads another's
 * cache) and a MemoryRouter at `route`.
 */
export function renderWithProviders(ui: ReactElement, { route = '/', ...options }: RenderWithProvidersOptions = {}) {
  const user = userEvent.setup();
  const client = createQueryClient();
  function Wrapper({ children }: { children?: ReactNode }) {
    return createElement(AppProvider, { client }, createElement(MemoryRouter, { initialEntries: [route] }, children));
  }
  return { user, client, ...render(ui, { wrapper: Wrapper, ...options }) };
}

/**
 * Renders `page` at `path`, opened at `route` (the path unless told); any other path shows the LocationProbe, so a
 * test sees where the page navigated.
 */
export function renderPageAt(path: string, page: ReactElement, route: string = path) {
  return renderWithProviders(
    createElement(
      Routes,
      null,
      createElement(Route, { path, element: page }),
      createElement(Route, { path: '*', element: createElement(LocationProbe) }),
    ),
    { route },
  );
}

export { screen, waitFor, within, act, fireEvent, cleanup } from '@testing-library/react';
export { userEvent };
export {
  answerRequests,
  jsonResponse,
  withStates,
  TEST_STATES,
  server,
  http,
  HttpResponse,
  type ApiCall,
  type ApiHandler,
} from './http.ts';
export { LocationProbe } from './location-probe.ts';
export { atPhoneWidth } from './viewport.ts';

/** Signs the session store in as a user of `role` (Approved unless told), as a login response would. */
export function signInAs(
  role: UserType,
  { id = 1, status = 'Approved', firstName = 'Test' }: { id?: number; status?: string; firstName?: string } = {},
) {
  useSession.getState().signIn({
    accessToken: `token-${id}`,
    userId: id,
    role,
    userFirtsName: firstName,
    userLastName: role,
    userStatus: { userStatusesValue: status },
  } as LoginResponse);
}
export { lineBreaks } from './line-breaks.ts';
