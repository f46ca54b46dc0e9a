import { createElement, type ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { jsonResponse, type ApiHandler } from './http.ts';
import { LocationProbe } from './location-probe.ts';
import { renderWithProviders } from './index.ts';

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

/** The states GET AdminState answers in tests that use `withStates`. */
export const TEST_STATES = [
  { id: 11, key: 'GA', name: 'Georgia' },
  { id: 33, key: 'NY', name: 'New York' },
];

/** Answers GET AdminState with TEST_STATES and every other request with `handler`, for forms with a state select. */
export function withStates(handler: ApiHandler): ApiHandler {
  return (call) => (call.url.pathname.endsWith('/AdminState') ? jsonResponse(200, TEST_STATES) : handler(call));
}
