// Live updates (issue 13): one EventSource per signed-in tab on /api/live, authenticated with the
// session's token. Events are hints: on each one the matching tRPC queries are invalidated and
// refetch. The browser reconnects by itself, sending Last-Event-ID, and the server replays what
// was missed (or says `resync`, and everything is refetched). While the stream is down
// useLiveStatus() is false and the screens fall back to polling.
//
// For other areas: `useLiveStatus()` to poll only as the fallback, `useLiveEvent(type, handler)`
// to react to an event type (the server publishes with liveHub.publish in services/notifications/live-hub.ts).
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { trpc } from '../trpc';
import { useSession } from './useSession';
import { announcementKey, markAnnounced, partyOf } from '../features/orders/announced-orders';

type Handler = (data: Record<string, unknown>) => void;

const handlers = new Map<string, Set<Handler>>();
let connected = false;
const statusListeners = new Set<() => void>();

function setConnected(value: boolean) {
  if (connected === value) return;
  connected = value;
  for (const listener of statusListeners) listener();
}

function emit(type: string, data: Record<string, unknown>) {
  for (const handler of handlers.get(type) ?? []) handler(data);
}

/** True while this tab's event stream is open: pollers may then stop. */
export function useLiveStatus(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      statusListeners.add(onChange);
      return () => statusListeners.delete(onChange);
    },
    () => connected,
    () => false,
  );
}

/** Calls `handler` with each event of `type` ('notification', 'chat', 'order', 'resync', or a type another area publishes). */
export function useLiveEvent(type: string, handler: Handler): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const fn: Handler = (data) => latest.current(data);
    const set = handlers.get(type) ?? new Set<Handler>();
    set.add(fn);
    handlers.set(type, set);
    return () => {
      set.delete(fn);
    };
  }, [type]);
}

const EVENT_TYPES = ['notification', 'chat', 'order', 'resync'] as const;

/**
 * Runs `work` once no mutation is in flight. A push can arrive before the answer of the request
 * that caused it (a password change notifies its own author): refetching then would still send
 * the old token and end the session. The mutation's onSuccess stores the new one first.
 */
function whenSettled(queryClient: QueryClient, work: () => void) {
  if (queryClient.isMutating() === 0) return work();
  const unsubscribe = queryClient.getMutationCache().subscribe(() => {
    if (queryClient.isMutating() !== 0) return;
    unsubscribe();
    work();
  });
}

/** Mounted once in App: opens the stream for the signed-in person and refreshes what an event touches. */
export function LiveEvents() {
  const { token, role } = useSession();
  const utils = trpc.useUtils();

  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/live?access_token=${encodeURIComponent(token)}`);
    source.addEventListener('ready', () => setConnected(true));
    // The browser retries a dropped stream itself; an answer like 401 closes it for good.
    source.onerror = () => setConnected(source.readyState === EventSource.OPEN);
    for (const type of EVENT_TYPES) {
      source.addEventListener(type, (event) => {
        let data: Record<string, unknown> = {};
        try {
          data = JSON.parse((event as MessageEvent<string>).data) as Record<string, unknown>;
        } catch {
          // a hint without data still refreshes
        }
        emit(type, data);
      });
    }
    return () => {
      source.close();
      setConnected(false);
    };
  }, [token]);

  const queryClient = useQueryClient();
  const refresh = (work: () => void) => whenSettled(queryClient, work);
  useLiveEvent('notification', (data) =>
    refresh(() => {
      void utils.notifications.invalidate();
      // A new order reaches its cafe as a notification: the announcer looks at once.
      if (data.type === 'new_order') void utils.orders.watch.invalidate();
    }),
  );
  useLiveEvent('chat', (data) =>
    refresh(() => {
      const orderId = typeof data.order_id === 'string' ? data.order_id : undefined;
      void (orderId ? utils.chat.page.invalidate({ orderId }) : utils.chat.page.invalidate());
      void utils.chat.unread.invalidate();
      void utils.chat.notifications.invalidate();
    }),
  );
  // Order screens refresh at once, and so does the status announcer's look (orders.watch): it
  // announces each change once, whichever of this event, its 30 s poll or another tab sees it first.
  // A change the person made themselves was already confirmed by its own toast.
  useLiveEvent('order', (data) => {
    if (role && data.by === partyOf(role) && typeof data.order_id === 'string') {
      markAnnounced([announcementKey(role, `order-${data.order_id}-${String(data.status)}`)]);
    }
    refresh(() => void utils.orders.invalidate());
  });
  useLiveEvent('resync', () => refresh(() => void utils.invalidate()));
  return null;
}
