import { Suspense, lazy, type ReactNode } from 'react';
import { Navigate, isAdmin, isAdminOrAttorney, isApprovedNonAdmin, isSignedIn, useSession } from 'shared-ui';
import type { Access } from './route-table.ts';

// Only a caller on a page they may not open sees it: loaded then, not with every first page.
const LimitedAccessDialog = lazy(() => import('./LimitedAccess.tsx').then((m) => ({ default: m.LimitedAccess })));
const LimitedAccess = () => (
  <Suspense fallback={null}>
    <LimitedAccessDialog />
  </Suspense>
);

/** The access rules of the route table: login -> /login; admin / approvedNonAdmin / adminOrAttorney -> Limited Access dialog. */
export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  const session = useSession();
  if (access === 'open') return <>{children}</>;
  if (access === 'login') return isSignedIn(session) ? <>{children}</> : <Navigate to="/login" replace />;
  if (access === 'admin') return isAdmin(session) ? <>{children}</> : <LimitedAccess />;
  if (!isSignedIn(session)) return <Navigate to="/login" replace />;
  if (access === 'adminOrAttorney') return isAdminOrAttorney(session) ? <>{children}</> : <LimitedAccess />;
  return isApprovedNonAdmin(session) ? <>{children}</> : <LimitedAccess />;
}
