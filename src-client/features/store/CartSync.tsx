import { useEffect, useRef } from 'react';
import type { CartItem } from '@shared/store/products';
import { trpc } from '../../trpc';
import { STORAGE_KEYS } from '../../session/storage';
import { useSession } from '../../session/useSession';
import { cart } from './cart';
import { mergeCarts } from './cart-lines';
import { settleCart } from './cart-settled';

const SAVE_DELAY_MS = 800;

function sameLines(a: readonly CartItem[], b: readonly CartItem[]): boolean {
  return a.length === b.length && a.every((line, i) => line.id === b[i]!.id && line.quantity === b[i]!.quantity && line.price === b[i]!.price);
}

/**
 * Keeps the browser's cart and the account's saved cart one cart. At login, a guest's cart is
 * merged into the saved one (quantities added, nothing lost); afterwards every change is saved a
 * moment later. Logout forgets the browser's copy, so a shared computer keeps nobody's cart.
 */
export function CartSync() {
  const { token, role } = useSession();
  const shopper = Boolean(token) && (role === 'user' || role === 'coffenet');
  const me = trpc.auth.me.useQuery(undefined, { enabled: shopper, retry: false });
  const userId = shopper ? me.data?.id : undefined;
  const saved = trpc.store.savedCart.useQuery(undefined, { enabled: Boolean(userId), staleTime: Infinity, retry: false });
  const save = trpc.store.saveCart.useMutation();
  const mergedFor = useRef<string | null>(null);

  // Once per login: a guest cart joins the saved one; the browser's cart of this account stays.
  useEffect(() => {
    if (!userId || !saved.data || mergedFor.current === userId) return;
    mergedFor.current = userId;
    const local = cart().read();
    const owner = localStorage.getItem(STORAGE_KEYS.cartOwner);
    // Another account's leftover cart (no logout in between) is not carried over.
    const next = owner === userId ? local : owner ? saved.data : mergeCarts(saved.data, local);
    localStorage.setItem(STORAGE_KEYS.cartOwner, userId);
    if (!sameLines(next, local)) cart().replace(next);
    if (!sameLines(next, saved.data)) save.mutate({ items: next });
    settleCart(userId);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, saved.data]);

  // A saved cart that cannot be read leaves the browser's cart as all there is.
  useEffect(() => {
    if (userId && saved.isError) settleCart(userId);
  }, [userId, saved.isError]);

  // Signed out or expired (this component goes with the token): the next sign-in reads the saved cart again.
  useEffect(() => () => settleCart(null), []);

  // Every later change of this account's cart is saved shortly after it settles.
  useEffect(() => {
    if (!userId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const saveNow = () => {
      timer = undefined;
      save.mutate({ items: cart().read() });
    };
    const stop = cart().subscribe(() => {
      if (localStorage.getItem(STORAGE_KEYS.cartOwner) !== userId) return;
      clearTimeout(timer);
      timer = setTimeout(saveNow, SAVE_DELAY_MS);
    });
    // A tab hidden or closed within the delay saves at once (the waiting save was lost before).
    const flush = () => {
      if (document.visibilityState !== 'hidden' || timer === undefined) return;
      clearTimeout(timer);
      saveNow();
    };
    document.addEventListener('visibilitychange', flush);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', flush);
      stop();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);

  useEffect(() => {
    if (!token) {
      mergedFor.current = null;
      settleCart(null);
    }
  }, [token]);

  return null;
}
