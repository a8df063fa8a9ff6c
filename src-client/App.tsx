import { lazy, Suspense, useState } from 'react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryCache, QueryClientProvider, MutationCache } from '@tanstack/react-query';
import { FreshQueryClient } from './session/fresh-query-client';
import { Route, Switch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import toast from 'react-hot-toast';
import { ROUTE_ACCESS, type RoutePath } from '@shared/routes';
import { SHELL_MSG } from '@shared/shell-messages';
import { accessibleColors, theme } from './theme';
import { createTrpcClient, trpc } from './trpc';
import { PAGES } from './pages';
import { errorCode, errorDetail, errorMessage } from './errors';
import { clearSession, getToken } from './session/storage';
import { useSession } from './session/useSession';
import { AccountCacheGuard } from './session/account-cache';
import { Layout } from './ui/Layout';
import { RouteGuard } from './ui/RouteGuard';
import { isGuestPath } from './forms/safe-redirect';
import { PageLoader } from './ui/PageLoader';
import { NotFoundPage } from './ui/NotFoundPage';
import { Toasts } from './ui/Toasts';
import { PendingPaymentRecovery } from './features/payments/PendingPaymentRecovery';

// A signed-in tab's background work, its own chunk (issue 13: a visitor's initial JS).
const SignedInServices = lazy(() => import('./session/SignedInServices'));

/** A stored token the server no longer accepts (expired, blocked, password changed) ends the session. */
function endSessionOn401(error: unknown) {
  // A one-time password must be changed before anything else (issue 11): the server says so with 403.
  if (errorCode(error) === 'FORBIDDEN' && errorDetail(error, 'must_change_password') === true) {
    if (location.pathname !== '/account/password') navigate('/account/password');
    return;
  }
  if (errorCode(error) !== 'UNAUTHORIZED' || !getToken()) return;
  clearSession();
  // On a sign-in page the form is already where the person is going: no toast, no ?redirect to itself.
  if (isGuestPath(location.pathname)) return;
  toast.error(errorMessage(error, SHELL_MSG.sessionExpired), { id: 'session-ended' });
  navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
}

function makeQueryClient() {
  return new FreshQueryClient({
    queryCache: new QueryCache({ onError: endSessionOn401 }),
    mutationCache: new MutationCache({ onError: endSessionOn401 }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A refused call will be refused again; retry only when no answer came.
        retry: (failures, error) => failures < 2 && errorCode(error) === null,
      },
    },
  });
}

export function App() {
  const { token } = useSession();
  const [queryClient] = useState(makeQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <DirectionProvider initialDirection="rtl" detectDirection={false}>
      <MantineProvider theme={theme} cssVariablesResolver={accessibleColors}>
        <trpc.Provider client={trpcClient} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>
            <AccountCacheGuard />
            <Layout>
              <Suspense fallback={<PageLoader />}>
                <Switch>
                  {(Object.entries(PAGES) as [RoutePath, NonNullable<(typeof PAGES)[RoutePath]>][]).map(([path, Page]) => (
                    <Route key={path} path={path}>
                      <RouteGuard access={ROUTE_ACCESS[path]}>
                        <Page />
                      </RouteGuard>
                    </Route>
                  ))}
                  <Route>
                    <NotFoundPage />
                  </Route>
                </Switch>
              </Suspense>
            </Layout>
            <Toasts />
            <PendingPaymentRecovery />
            {token && (
              <Suspense fallback={null}>
                <SignedInServices />
              </Suspense>
            )}
          </QueryClientProvider>
        </trpc.Provider>
      </MantineProvider>
    </DirectionProvider>
  );
}
