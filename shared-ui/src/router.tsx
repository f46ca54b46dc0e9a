import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Link as ChakraLink, type LinkProps as ChakraLinkProps } from '@chakra-ui/react';

export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  useNavigate,
  useLocation,
  useSearchParams,
  useParams,
} from 'react-router';

export type RouterLinkProps = Omit<ChakraLinkProps, 'href' | 'asChild'> & Pick<LinkProps, 'to' | 'replace' | 'state'>;

/** react-router's Link with Chakra's link styling. */
export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  { to, replace, state, children, ...rest },
  ref,
) {
  return (
    <ChakraLink asChild {...rest}>
      <Link ref={ref} to={to} replace={replace} state={state}>
        {children}
      </Link>
    </ChakraLink>
  );
});
