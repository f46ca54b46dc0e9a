import { Navigate, useSession } from 'shared-ui';
import { homePath } from '../routes/route-table.ts';

/** '/' goes to the current user's profile (docs/product.md), or to the login page. */
export function Home() {
  const { currentUserId, token } = useSession();
  return <Navigate to={homePath(currentUserId, token)} replace />;
}
