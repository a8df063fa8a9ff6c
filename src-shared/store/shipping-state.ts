import { STORE_MSG } from './messages';
import type { StoreOrderStatus } from './products';

export interface ShippingState {
  shipped: boolean;
  label: string;
  color: string;
}

/**
 * Where a paid order that ships stands: sent once the admin has set its tracking link, waiting to
 * be sent before. Null for an order with nothing to post or not paid (its status says enough).
 * One rule for the buyer's list, the order page and the admin's sales table.
 */
export function shippingState(order: { status: StoreOrderStatus; requires_shipping: boolean; tracking_url: string | null }): ShippingState | null {
  if (!order.requires_shipping || order.status !== 'paid') return null;
  return order.tracking_url
    ? { shipped: true, label: STORE_MSG.shipped, color: 'blue' }
    : { shipped: false, label: STORE_MSG.awaitingShipment, color: 'yellow' };
}

/** The buyer may cancel an unpaid order until it is posted (a shipped cash order is paid on delivery). */
export function buyerMayCancel(order: { status: StoreOrderStatus; tracking_url: string | null }): boolean {
  return order.status === 'pending' && !order.tracking_url;
}
