import { useState, type Ref } from 'react';
import {
  Box,
  Button,
  ChakraLink,
  Flex,
  HStack,
  RouterLink,
  Stack,
  apiClient,
  isAdmin,
  isApprovedAdmin,
  isApprovedNonAdmin,
  isSignedIn,
  useLocation,
  useNavigate,
  useNotification,
  useSession,
  fireAndForget,
} from 'shared-ui';
import { MESSAGES } from '@litfund/domain';
import { usePlatform } from '../platform/platform.ts';
import { homePath } from '../routes/route-table.ts';

interface MenuLink {
  label: string;
  to: string;
}

/** Product links allowed to the user (docs/product.md); My Profile lives in the account links. */
export function useMenuLinks(): MenuLink[] {
  const session = useSession();
  const { remotes } = usePlatform();
  const links: MenuLink[] = [];
  if (remotes.contracts && isSignedIn(session)) {
    if (isApprovedNonAdmin(session)) links.push({ label: 'Request Funds', to: '/request-funds' });
    links.push({ label: 'Case History', to: '/contract-history' });
    // A plaintiff works at no law firm; attorneys, firms and administrators do.
    if (session.currentUserRole !== 'Client')
      links.push({ label: "My Law Firm's Contracts", to: '/my-law-firms-contracts' });
    if (isAdmin(session)) links.push({ label: 'All Contracts', to: '/all-contracts' });
  }
  if (remotes.calculator) links.push({ label: 'Payment Calculator', to: '/payment-calculator' });
  return links;
}

export function useAccountLinks(): MenuLink[] {
  const session = useSession();
  if (!isSignedIn(session)) {
    return [
      { label: 'Login', to: '/login' },
      { label: 'Registration', to: '/registration' },
    ];
  }
  const links: MenuLink[] = [{ label: 'My Profile', to: homePath(session.currentUserId, session.token) }];
  if (isApprovedAdmin(session)) {
    links.push(
      { label: 'Create User', to: '/create-user' },
      { label: 'Reports', to: '/create-reports' },
      { label: 'Admin', to: '/admin' },
    );
  }
  return links;
}

function useLogOut() {
  const navigate = useNavigate();
  const signOut = useSession((s) => s.signOut);
  const notify = useNotification((s) => s.notify);
  return async () => {
    try {
      await apiClient.post('Account/logOut', { retry: 0 });
    } catch (error) {
      // the session ends on this device whatever the server says
      console.error('Log out call failed', error);
    }
    signOut();
    notify(MESSAGES.logOutSuccess, 'success');
    navigate('/login');
  };
}

/**
 * Whether a link leads to the page on screen (a link also covers its page's sub-paths). A link with a query names
 * one subject of its page (My Profile: `/user-profile?7`), so it is current only on that subject: an administrator
 * reading another user's profile is not on their own.
 */
export function isCurrent(to: string, pathname: string, search = ''): boolean {
  const [path = to, query] = to.split('?');
  if (query !== undefined && search !== `?${query}`) return false;
  return path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
}

/** A header link: the page on screen is marked for the eye (bold, underlined in blue) and for screen readers. */
function NavItem({ link, onClick }: { link: MenuLink; onClick?: () => void }) {
  const { pathname, search } = useLocation();
  const current = isCurrent(link.to, pathname, search);
  return (
    <RouterLink
      to={link.to}
      onClick={onClick}
      aria-current={current ? 'page' : undefined}
      color={current ? 'blue.700' : 'fg'}
      fontWeight={current ? 'semibold' : 'normal'}
      textDecoration={current ? 'underline' : 'none'}
      textDecorationColor="blue.600"
      textDecorationThickness="2px"
      textUnderlineOffset="6px"
      _hover={{ color: 'blue.700', textDecoration: 'underline' }}
      whiteSpace="nowrap"
    >
      {link.label}
    </RouterLink>
  );
}

export function Header({ ref }: { ref?: Ref<HTMLElement> }) {
  const { config } = usePlatform();
  const signedIn = useSession((s) => Boolean(s.token));
  const menu = useMenuLinks();
  const account = useAccountLinks();
  const logOut = useLogOut();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Box as="header" ref={ref} borderBottomWidth="1px" bg="bg" px={{ base: '3', md: '6' }} py="3" boxShadow="xs">
      <Flex align="center" justify="space-between" gap="4" wrap="wrap">
        <ChakraLink
          href={config.companySiteUrl}
          fontWeight="bold"
          fontSize="xl"
          color="blue.800"
          aria-label="LitFund (company site)"
        >
          LitFund
        </ChakraLink>
        <HStack as="nav" aria-label="Main" gap="4" hideBelow="md">
          {menu.map((link) => (
            <NavItem key={link.label} link={link} />
          ))}
        </HStack>
        <HStack as="nav" aria-label="Account" gap="4" hideBelow="md">
          {account.map((link) => (
            <NavItem key={link.label} link={link} />
          ))}
          {signedIn ? (
            <Button size="sm" variant="outline" onClick={fireAndForget(logOut)}>
              Log Out
            </Button>
          ) : null}
        </HStack>
        <Button
          hideFrom="md"
          size="sm"
          variant="outline"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? '✕' : '☰'}
        </Button>
      </Flex>
      {open ? (
        <Stack as="nav" id="mobile-menu" aria-label="Mobile" hideFrom="md" pt="3" gap="2">
          {[{ label: 'Home', to: '/' }, ...menu, ...account].map((link) => (
            <NavItem key={link.label} link={link} onClick={close} />
          ))}
          {signedIn ? (
            <Button
              size="sm"
              variant="outline"
              alignSelf="flex-start"
              onClick={() => {
                close();
                void logOut();
              }}
            >
              Log Out
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Box>
  );
}
