import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { canEnter, type RouteAccess } from '@shared/routes';
import { trpc } from '../trpc';
import { clearSession, storeRole } from '../session/storage';
import { useSession } from '../session/useSession';
import { PageLoader } from './PageLoader';
import { signedInLanding } from '../forms/safe-redirect';

/**
 * Spec 1 §2.1: public routes open directly; otherwise no token goes to /login, a failed role
 * fetch drops the token and goes to /login, and a role outside the route's list goes to
 * /unauthorized. The role always comes from the server, never from storage alone.
 */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  if (access === 'public') return <>{children}</>;
  if (access === 'guest') return <GuestRoute>{children}</GuestRoute>;
  return <ProtectedRoute access={access}>{children}</ProtectedRoute>;
}

/**
 * /login, /register, /forgot-password: a person signed in when the page opens is sent on to
 * ?redirect (when safe) or their dashboard, or to /account/password while a one-time password
 * stands; the page loader shows while the account is read, never the form. A token the server
 * refuses shows the form (App's 401 handler clears it here without a toast). Decided once: a session that begins while the form is up (this page's
 * own sign-in, or another tab's) leaves the person where they are, typing.
 */
function GuestRoute({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const [openedWith] = useState(token);
  const redirect = new URLSearchParams(useSearch()).get('redirect');
  const me = trpc.auth.me.useQuery(undefined, { enabled: Boolean(openedWith), retry: false });
  const formShown = useRef(!openedWith);
  if (!formShown.current && me.data) {
    return <Redirect to={me.data.must_change_password ? '/account/password' : signedInLanding(redirect, me.data.role)} replace />;
  }
  if (!formShown.current && !me.isError) return <PageLoader />;
  formShown.current = true;
  return <>{children}</>;
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
