import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { announcementsSummaryMessage, diffOrderStatuses, ORDER_WATCH } from '@shared/orders/announcements';
import { TOAST_MS } from '@shared/constants';
import { trpc } from '../../trpc';
import { useSession } from '../../session/useSession';
import { useSpeakerTab } from '../../session/tab-coordination';
import { announcementKey, markAnnounced } from './announced-orders';

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
 * a change made while the person was away is announced at their next visit, and each change is
 * announced once across reloads and tabs. The look runs every 30 s and at once on a live event
 * (session/live-events.tsx refreshes orders.watch).
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
  // One visible tab speaks for the browser (session/tab-coordination.ts).
  const speaking = useSpeakerTab(userId ? `order-announcer:${userId}` : null);

  useEffect(() => {
    const data = orders.data;
    if (!data || !userId || !speaking || (role !== 'user' && role !== 'coffenet')) return;
    const statusKey = `order_statuses:${userId}`;
    const seenKey = `pending_orders_seen:${userId}`;
    const result = diffOrderStatuses(data, readJson(statusKey), readJson(seenKey), role);
    localStorage.setItem(statusKey, JSON.stringify(result.stored));
    localStorage.setItem(seenKey, JSON.stringify(result.pendingSeen));
    // The shared record of what was shown: a change this person made, or one another tab or an
    // earlier look already showed, is not announced again.
    const fresh = new Set(markAnnounced(result.announcements.map((a) => announcementKey(role, a.id))));
    const announcements = result.announcements.filter((a) => fresh.has(announcementKey(role, a.id)));
    if (announcements.length === 0) return;
    if (announcements.length > MAX_TOASTS) {
      toast(announcementsSummaryMessage(announcements.length), { id: 'order-announcements-summary', duration: TOAST_MS.default });
    } else {
      for (const a of announcements) toast(a.message, { id: a.id, duration: TOAST_MS.default });
    }
    void utils.orders.invalidate();
  }, [orders.data, userId, role, utils, speaking]);

  return null;
}
