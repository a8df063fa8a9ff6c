import { useEffect, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { canEnter, type RouteAccess } from '@shared/routes';
import { trpc } from '../trpc';
import { clearSession, storeRole } from '../session/storage';
import { useSession } from '../session/useSession';
import { PageLoader } from './PageLoader';

/**
 * Spec 1 §2.1: public routes open directly; otherwise no token goes to /login, a failed role
 * fetch drops the token and goes to /login, and a role outside the route's list goes to
 * /unauthorized. The role always comes from the server, never from storage alone.
 */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  if (access === 'public') return <>{children}</>;
  return <ProtectedRoute access={access}>{children}</ProtectedRoute>;
}

function ProtectedRoute({ access, children }: { access: Exclude<RouteAccess, 'public'>; children: ReactNode }) {
  const { token } = useSession();
  const [location] = useLocation();
  const search = useSearch();
  const me = trpc.auth.me.useQuery(undefined, { enabled: Boolean(token), retry: false });

  useEffect(() => {
    if (me.data) storeRole(me.data.role);
    if (me.isError) clearSession();
  }, [me.data, me.isError]);

  const here = location + (search ? `?${search}` : '');
  if (!token || me.isError) return <Redirect to={`/login?redirect=${encodeURIComponent(here)}`} replace />;
  if (!me.data) return <PageLoader />;
  // An account with a one-time password may do nothing else until it sets its own (issue 11).
  if (me.data.must_change_password && location !== '/account/password') return <Redirect to="/account/password" replace />;
  if (!canEnter(access, me.data.role)) return <Redirect to="/unauthorized" replace />;
  return <>{children}</>;
}
