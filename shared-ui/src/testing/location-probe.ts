import { createElement } from 'react';
import { useLocation } from 'react-router';

/** Renders the router's current path and query so tests can assert where a page navigated. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return createElement('output', { 'data-testid': 'location' }, `${pathname}${search}`);
}
