import { useSyncExternalStore } from 'react';

/**
 * The account whose saved cart the browser's cart has been joined with since it signed in
 * (CartSync), or null. An expired session empties the browser's cart; until the next sign-in's
 * saved cart is read back, an empty cart is not known to be empty, and checkout waits rather than
 * sending the person to the cart page.
 */
let settledFor: string | null = null;
const listeners = new Set<() => void>();

export function settleCart(accountId: string | null): void {
  if (settledFor === accountId) return;
  settledFor = accountId;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCartSettledFor(): string | null {
  return useSyncExternalStore(subscribe, () => settledFor);
}
