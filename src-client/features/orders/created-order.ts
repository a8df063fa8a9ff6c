import { ORDER_MSG } from '@shared/orders/messages';

/** What the wizard's last screen shows for the order its address names (`step=4&order=<id>`). */
export type CreatedOrderState = 'loading' | 'created' | 'missing' | 'failed';

/**
 * The success screen is shown only for an order the server gives this customer. An order that
 * does not exist (404) and another person's (403) are the same «not found» here, so a typed-in
 * address does not tell whether someone else's order exists; anything else (no answer, a server
 * error) can be tried again. An order already read stays shown while a later read fails.
 */
export function createdOrderState(lookup: { hasOrder: boolean; isPending: boolean; errorCode: string | null }): CreatedOrderState {
  if (lookup.hasOrder) return 'created';
  if (lookup.isPending) return 'loading';
  return lookup.errorCode === 'NOT_FOUND' || lookup.errorCode === 'FORBIDDEN' ? 'missing' : 'failed';
}

/** The wizard's step line for each state of its last screen. */
export const CREATED_ORDER_TITLES: Record<CreatedOrderState, string> = {
  loading: ORDER_MSG.createdOrderChecking,
  created: 'سفارش ثبت شد',
  missing: ORDER_MSG.orderNotFound,
  failed: ORDER_MSG.createdOrderLoadFailed,
};
