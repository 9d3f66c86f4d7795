import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { currentPath, paths } from '../../../lib/paths.ts';
import { useAuth } from '../use-auth.ts';

/** docs/product/site-and-layout.md#protected-pages: 'Loading...' while auth loads, else to /login?redirectUrl=… without a user. */
export function RequireAuth() {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <LoadingScreen />;
  if (!auth.user?.id) return <Navigate to={paths.login(currentPath(location))} replace />;
  return <Outlet />;
}

/** Admin-only routes: others go to /events. Nothing renders while the user is still loading. */
export function RequireAdmin() {
  const auth = useAuth();
  if (auth.status === 'loading') return <LoadingScreen />;
  if (!auth.isAdmin) return <Navigate to={paths.events()} replace />;
  return <Outlet />;
}
