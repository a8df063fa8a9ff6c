import type { Role } from '../auth/roles';
import type { PaymentResultType } from './transactions';

/** Site payment types /verify accepts in ?payment_type= (spec 1 §2.8, §5). */
export const SITE_PAYMENT_TYPES = ['order', 'wallet', 'store', 'subscription'] as const;

/** The query of the result pages: type (site, bot or store), payment_type, order_id, authority, Status. */
export function paymentTypeProblem(type: string | null, paymentType: string | null): boolean {
  if (type && !['site', 'bot', 'store'].includes(type)) return true;
  return type === 'site' && paymentType !== null && !(SITE_PAYMENT_TYPES as readonly string[]).includes(paymentType);
}

/**
 * The type a result card shows: the server's answer first, then an updated store order, then
 * the query (type=store forces store), as spec 1 §4 orders them.
 */
export function resolvePaymentType(
  answerType: PaymentResultType | null | undefined,
  updatedType: string | null | undefined,
  query: { type: string | null; paymentType: string | null },
): PaymentResultType {
  if (query.type === 'store') return 'store';
  if (answerType) return answerType;
  if (updatedType === 'store_order') return 'store';
  if (query.type === 'bot') return 'bot';
  const p = query.paymentType;
  return p === 'wallet' || p === 'store' || p === 'subscription' ? p : 'order';
}

/** Spec 1 §2.8's "back to dashboard" target by role and payment type. */
export function resultDashboardPath(role: Role | null, type: PaymentResultType): string {
  if (role === 'admin') return '/admin/dashboard';
  if (role === 'coffenet') return type === 'store' ? '/coffenet/courses' : '/coffenet/dashboard';
  if (type === 'order') return '/user/orders';
  // The spec names /user/wallet; the customer's wallet page lives at /wallet.
  if (type === 'wallet') return '/wallet';
  if (type === 'store') return '/user/courses';
  return '/user/dashboard';
}

/** Bot order ids are kept only when they are plain strings (no braces of a serialised object). */
export function cleanBotOrderId(orderId: string | null | undefined): string | null {
  return typeof orderId === 'string' && orderId && !orderId.includes('{') && !orderId.includes('}') ? orderId : null;
}
