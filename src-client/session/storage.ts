import { isRole, type Role } from '@shared/auth/roles';

/** Browser storage keys of spec 1 §3. */
export const STORAGE_KEYS = {
  token: 'access_token',
  role: 'role',
  cart: 'cart',
  /** Whose account the stored cart was merged into; absent while it is a guest's cart. */
  cartOwner: 'cart_owner',
  pendingPaymentOrderId: 'pending_payment_order_id',
  pendingPaymentAuthority: 'pending_payment_authority',
} as const;

const CHANGE_EVENT = 'session-change';

export function getToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

export function getStoredRole(): Role | null {
  const role = localStorage.getItem(STORAGE_KEYS.role);
  return isRole(role) ? role : null;
}

function announce() {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function storeSession(token: string, role: Role): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.role, role);
  announce();
}

export function storeRole(role: Role): void {
  if (localStorage.getItem(STORAGE_KEYS.role) === role) return;
  localStorage.setItem(STORAGE_KEYS.role, role);
  announce();
}

/**
 * Logout and an expired session both forget the token, the role and the cart (spec 1 §2.2); the
 * account keeps its own copy of the cart on the server for the next login.
 */
export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.role);
  localStorage.removeItem(STORAGE_KEYS.cart);
  localStorage.removeItem(STORAGE_KEYS.cartOwner);
  announce();
}

/** Subscribes to session changes in this tab (custom event) and in others (storage event). */
export function subscribeSession(listener: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}
