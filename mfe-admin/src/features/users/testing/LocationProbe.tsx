import { useLocation } from 'shared-ui';

/** Renders the router's current path and query so tests can assert where a page navigated. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}
