import type { ReactElement } from 'react';
import { afterEach } from '@jest/globals';
import { useNotification, useSession } from 'shared-ui';
import { LocationProbe, answerRequests, renderWithProviders, signInAs, type ApiHandler } from 'shared-ui/testing';

type Role = Parameters<typeof signInAs>[0];

/** Each test starts signed out with no notification showing: called once at the top of a page's test file. */
export function signOutAfterEach() {
  afterEach(() => {
    useSession.getState().signOut();
    useNotification.getState().close();
  });
}

/**
 * Renders a page at `route` for a signed-in user of `role` (user 1, Approved, unless told otherwise); the address the
 * page navigates to shows in the LocationProbe (`location` test id). With `answer`, the API is answered by it and
 * `calls` lists the requests.
 */
export function renderSignedIn(
  page: ReactElement,
  { role, route, answer, ...user }: { role: Role; route: string; answer?: ApiHandler; id?: number; status?: string },
) {
  const calls = answer ? answerRequests(answer).calls : [];
  signInAs(role, user);
  const rendered = renderWithProviders(
    <>
      {page}
      <LocationProbe />
    </>,
    { route },
  );
  return { ...rendered, calls };
}
