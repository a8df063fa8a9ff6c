import { useSyncExternalStore } from 'react';
import type { CartItem } from '@shared/store/products';
import { subscribeSession } from '../../session/storage';
import { cartCount } from './cart-lines';
import { createCartStore, type CartStore } from './cart-store';

let store: CartStore | null = null;

/** The browser's cart: localStorage `cart`, shared by every tab; logout clears it (clearSession). */
export function cart(): CartStore {
  store ??= createCartStore(localStorage, window, subscribeSession);
  return store;
}

export function useCart(): CartItem[] {
  const s = cart();
  return useSyncExternalStore(s.subscribe, s.read);
}

export function useCartCount(): number {
  return cartCount(useCart());
}

export function useInCart(productId: string): boolean {
  return useCart().some((line) => line.id === productId);
}
