import { Suspense, lazy, type ReactNode } from 'react';
import {
  Navigate,
  isAdmin,
  isAdminOrAttorney,
  isApprovedNonAdmin,
  isSignedIn,
  loginPathFor,
  useLocation,
  useSession,
} from 'shared-ui';
import type { Access } from './route-table.ts';

// Only a caller on a page they may not open sees it: loaded then, not with every first page.
const LimitedAccessDialog = lazy(() => import('./LimitedAccess.tsx').then((m) => ({ default: m.LimitedAccess })));
const LimitedAccess = () => (
  <Suspense fallback={null}>
    <LimitedAccessDialog />
  </Suspense>
);

/**
 * The access rules of the route table: a signed-out visitor on any guarded route -> /login (before any role is
 * checked, so nobody signed out is told they lack a role), which returns them here once signed in; signed in without
 * the role -> Limited Access dialog.
 */
export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (access === 'open') return <>{children}</>;
  if (!isSignedIn(session)) return <Navigate to={loginPathFor(location)} replace />;
  if (access === 'login') return <>{children}</>;
  if (access === 'admin') return isAdmin(session) ? <>{children}</> : <LimitedAccess />;
  if (access === 'adminOrAttorney') return isAdminOrAttorney(session) ? <>{children}</> : <LimitedAccess />;
  return isApprovedNonAdmin(session) ? <>{children}</> : <LimitedAccess />;
}
