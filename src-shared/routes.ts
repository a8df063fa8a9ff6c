import type { Role } from './auth/roles';

/**
 * Who may open a client route (spec 1 §2.1). `public` routes are entered without a token;
 * `guest` routes too, but a person already signed in is sent on (to ?redirect or their dashboard).
 */
export type RouteAccess = 'public' | 'guest' | readonly Role[];

const USER = ['user'] as const;
const COFFENET = ['coffenet'] as const;
const ADMIN = ['admin'] as const;
const USER_OR_COFFENET = ['user', 'coffenet'] as const;
const ANY_ROLE = ['user', 'coffenet', 'admin'] as const;

/**
 * The whole route table of the product. Path parameters use wouter's `:name` form.
 * The client's page table (src-client/pages.ts) must name a page for every one of them.
 */
export const ROUTE_ACCESS = {
  '/': 'public',
  '/register': 'guest',
  '/login': 'guest',
  '/about': 'public',
  '/store': 'public',
  '/product/:id': 'public',
  '/services': 'public',
  '/forgot-password': 'guest',
  '/unauthorized': 'public',
  '/verify': 'public',
  '/payment-complete': 'public',

  '/order/create': USER,
  '/user/dashboard': USER,
  '/user/orders': USER,
  '/user/course/:id': USER,
  '/wallet': USER,
  '/user/order-payment': USER,

  '/coffenet/dashboard': COFFENET,
  '/coffenet/tasktable': COFFENET,
  '/coffenet/assignedorders': COFFENET,
  '/coffenet/profile': COFFENET,
  '/coffenet/finance': COFFENET,
  '/coffenet/chat/:orderId': COFFENET,
  '/coffenet/orders': COFFENET,
  '/coffenet/course/:id': COFFENET,
  '/coffenet/courses': COFFENET,
  '/wallet/coffenet': COFFENET,

  '/admin/coffenet': ADMIN,
  '/admin/dashboard': ADMIN,
  '/admin/user': ADMIN,
  '/admin/store': ADMIN,
  '/admin/finance': ADMIN,
  '/admin/support': ADMIN,
  '/admin/orders': ADMIN,
  '/admin/orders/:id': ADMIN,
  '/wallet/admin': ADMIN,

  '/cart': USER_OR_COFFENET,
  '/checkout': USER_OR_COFFENET,
  '/user/order-chat/:orderId': USER_OR_COFFENET,
  '/site/store-order-payment': USER_OR_COFFENET,
  '/user/digital/:id': USER_OR_COFFENET,

  '/support': ANY_ROLE,
  '/user/courses': ANY_ROLE,
  '/user/order/:orderId/payment': ANY_ROLE,

  // Seen as a link target in the spec: the dashboard of whoever is logged in.
  '/dashboard': ANY_ROLE,
  // The home strip's "all orders": the orders list of whoever is logged in.
  '/orders': ANY_ROLE,
  // Account settings: every logged-in role changes its own password here.
  '/account/password': ANY_ROLE,
} as const satisfies Record<string, RouteAccess>;

export type RoutePath = keyof typeof ROUTE_ACCESS;

export function canEnter(access: RouteAccess, role: Role | null): boolean {
  if (access === 'public' || access === 'guest') return true;
  return role !== null && access.includes(role);
}

/** Where a store order is shown (and paid while pending): its buyer's one page for it. */
export function storeOrderPath(orderId: string): string {
  return `/site/store-order-payment?orderId=${orderId}`;
}

/** Where a party reads an order's chat: the cafe under /coffenet, everyone else (the customer) under /user. */
export function orderChatPath(role: Role | null, orderId: string): string {
  return role === 'coffenet' ? `/coffenet/chat/${orderId}` : `/user/order-chat/${orderId}`;
}
