import { normalizeOrderStatus, type OrderStatus } from './state-machine';
import { isolate } from '../text/bidi';
import { formatNumber } from '../wallet/money';

/** How the client watches its orders for status changes (spec 1 §4). */
export const ORDER_WATCH = { limit: 30, pollMs: 30_000 } as const;

const CUSTOMER_PHRASES: Record<OrderStatus, string> = {
  pending: 'در انتظار تأیید کافی‌نت است',
  pending_payment: 'قیمت‌گذاری شد و در انتظار پرداخت است',
  in_progress: 'در حال انجام است',
  completed: 'تکمیل شد',
  rejected: 'رد شد',
  cancelled: 'لغو شد',
};

/**
 * "Your order X is …" per status; cafe users read "cafe order" instead of "your order"; an
 * unknown status reads "status of order X changed".
 */
export function statusChangeMessage(title: string, status: string, viewer: 'user' | 'coffenet'): string {
  const owner = viewer === 'coffenet' ? `سفارش کافی‌نت «${isolate(title)}»` : `سفارش شما «${isolate(title)}»`;
  const known = normalizeOrderStatus(status);
  return known ? `${owner} ${CUSTOMER_PHRASES[known]}` : `وضعیت سفارش «${isolate(title)}» تغییر کرد`;
}

export function newPendingOrderMessage(title: string): string {
  return `سفارش جدید «${isolate(title)}» در انتظار بررسی شماست`;
}

/** One toast for many changes at once (a tab back after a while), instead of a toast each. */
export function announcementsSummaryMessage(count: number): string {
  return `${formatNumber(count)} سفارش تغییر کرده یا تازه ثبت شده است`;
}

/** The id of one status change's announcement: "order-<id>-<status>". */
export function statusAnnouncementId(orderId: string, status: string): string {
  return `order-${orderId}-${status}`;
}

export interface Announcement {
  /** One per change: the order, the kind and the status reached (the toast's id). */
  id: string;
  orderId: string;
  message: string;
  kind: 'status' | 'new_pending';
}

/**
 * Compares the orders just read with the statuses stored from the last look. Announces only
 * when a stored status differs (a first sight is stored silently), and, for a cafe, each
 * pending order the first time it is seen. Returns what to announce and what to store.
 */
export function diffOrderStatuses(
  orders: { id: string; status: string; service_type: string }[],
  stored: Record<string, string>,
  pendingSeen: Record<string, true>,
  viewer: 'user' | 'coffenet',
): { announcements: Announcement[]; stored: Record<string, string>; pendingSeen: Record<string, true> } {
  const announcements: Announcement[] = [];
  const nextStored: Record<string, string> = {};
  const nextSeen: Record<string, true> = { ...pendingSeen };
  for (const order of orders) {
    const before = stored[order.id];
    if (before !== undefined && before !== order.status) {
      announcements.push({ id: statusAnnouncementId(order.id, order.status), orderId: order.id, kind: 'status', message: statusChangeMessage(order.service_type, order.status, viewer) });
    }
    if (viewer === 'coffenet' && normalizeOrderStatus(order.status) === 'pending' && !nextSeen[order.id]) {
      nextSeen[order.id] = true;
      if (before === undefined) announcements.push({ id: `order-${order.id}-new`, orderId: order.id, kind: 'new_pending', message: newPendingOrderMessage(order.service_type) });
    }
    nextStored[order.id] = order.status;
  }
  return { announcements, stored: nextStored, pendingSeen: nextSeen };
}
