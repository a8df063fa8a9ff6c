import { useLayoutEffect, useRef } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useSession } from './useSession';

/** The account a stored token names (its `sub`), read without checking it: only to tell accounts apart. */
export function accountOfToken(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return claims && typeof claims === 'object' && 'sub' in claims && typeof claims.sub === 'string' ? claims.sub : null;
  } catch {
    return null;
  }
}

/**
 * Cached answers belong to the account that asked for them. When the signed-in account ends or
 * changes — an expired session, a logout or another login in another tab, the next person at an
 * internet cafe's computer — every cached answer is dropped before the screen is painted, and the
 * queries on screen ask again as the new account. A new token of the same account (a password
 * change) keeps the cache.
 */
export function AccountCacheGuard() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const account = accountOfToken(token);
  const shown = useRef(account);
  useLayoutEffect(() => {
    if (shown.current === account) return;
    shown.current = account;
    // A call already on its way was sent by the new session (the login page's own "who am I"):
    // resetting it would cancel it. Every other answer goes.
    const settled = (query: Query) => query.state.fetchStatus !== 'fetching';
    queryClient.removeQueries({ type: 'inactive', predicate: settled });
    void queryClient.resetQueries({ predicate: settled });
  }, [account, queryClient]);
  return null;
}
