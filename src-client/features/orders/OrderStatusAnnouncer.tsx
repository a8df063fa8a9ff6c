import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { diffOrderStatuses, ORDER_WATCH } from '@shared/order-announcements';
import { TOAST_MS } from '@shared/constants';
import { formatNumber } from '@shared/money';
import { trpc } from '../../trpc';
import { useSession } from '../../session/useSession';

/** A burst bigger than this (e.g. the first look at a busy cafe) becomes one summary toast. */
const MAX_TOASTS = 3;

function readJson<T extends object>(key: string): T {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    return value && typeof value === 'object' ? (value as T) : ({} as T);
  } catch {
    return {} as T;
  }
}

/**
 * Spec 1 §4: status changes of the person's orders are detected and announced; a cafe is told
 * once about each new pending order. Statuses are remembered per account in localStorage, so
 * a change made while the person was away is announced at their next visit.
 */
export function OrderStatusAnnouncer() {
  const { token, role } = useSession();
  const watching = Boolean(token) && (role === 'user' || role === 'coffenet');
  const me = trpc.auth.me.useQuery(undefined, { enabled: watching, retry: false });
  const orders = trpc.orders.watch.useQuery(undefined, {
    enabled: watching && Boolean(me.data),
    refetchInterval: ORDER_WATCH.pollMs,
    retry: false,
  });
  const utils = trpc.useUtils();
  const userId = me.data?.id;

  useEffect(() => {
    if (!orders.data || !userId || (role !== 'user' && role !== 'coffenet')) return;
    const statusKey = `order_statuses:${userId}`;
    const seenKey = `pending_orders_seen:${userId}`;
    const result = diffOrderStatuses(orders.data, readJson(statusKey), readJson(seenKey), role);
    localStorage.setItem(statusKey, JSON.stringify(result.stored));
    localStorage.setItem(seenKey, JSON.stringify(result.pendingSeen));
    const { announcements } = result;
    if (announcements.length === 0) return;
    if (announcements.length > MAX_TOASTS) {
      toast(`${formatNumber(announcements.length)} سفارش تغییر کرده یا تازه ثبت شده است`, { duration: TOAST_MS.default });
    } else {
      for (const a of announcements) toast(a.message, { id: `order-${a.orderId}-${a.kind}`, duration: TOAST_MS.default });
    }
    void utils.orders.invalidate();
  }, [orders.data, userId, role, utils]);

  return null;
}
