// Live updates (issue 13): one EventSource per signed-in tab on /api/live, opened with a one-minute
// ticket (auth.liveTicket): EventSource cannot send a header, and the session token in an address
// would be kept by every access log. Events are hints: on each one the matching tRPC queries are
// invalidated and refetch. A dropped stream whose ticket has expired is opened again with a fresh
// one, resuming after the last event seen; the server replays what was missed (or says `resync`,
// and everything is refetched). While the stream is down useLiveStatus() is false and the screens
// fall back to polling.
//
// For other areas: `useLiveStatus()` to poll only as the fallback, `useLiveEvent(type, handler)`
// to react to an event type (the server publishes with liveHub.publish in services/notifications/live-hub.ts).
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { trpc } from '../trpc';
import { useSession } from './useSession';
import { markOwnStatusChange, partyOf } from '../features/orders/announced-orders';

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
/** How soon a closed stream is opened again with a new ticket, doubling after each failure up to a minute. */
const REOPEN_MS = 3_000;
const REOPEN_MAX_MS = 60_000;

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
  // An account on a one-time password gets no ticket and no stream (issue 11): it asks for none
  // until the account says the password was changed (the change re-reads auth.me).
  const me = trpc.auth.me.useQuery(undefined, { enabled: Boolean(token) });
  const mayOpen = me.data ? !me.data.must_change_password : false;

  useEffect(() => {
    if (!token || !mayOpen || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let lastEventId = '';
    let failures = 0;
    // Waits longer after each failed try.
    const openSoon = () => {
      clearTimeout(reopen);
      reopen = setTimeout(() => void open(), Math.min(REOPEN_MAX_MS, REOPEN_MS * 2 ** failures++));
    };
    const open = async () => {
      let ticket: string;
      try {
        ticket = (await utils.client.auth.liveTicket.mutate()).ticket;
      } catch {
        if (!stopped) openSoon(); // offline, or the server is restarting: the screens poll meanwhile
        return;
      }
      if (stopped) return;
      const resume = lastEventId ? `&last_event_id=${encodeURIComponent(lastEventId)}` : '';
      const stream = new EventSource(`/api/live?ticket=${encodeURIComponent(ticket)}${resume}`);
      source = stream;
      stream.addEventListener('ready', () => {
        failures = 0;
        setConnected(true);
      });
      // The browser retries a dropped stream itself, with the same (by then expired) ticket; once
      // it gives up the stream is closed, and a new ticket opens it again.
      stream.onerror = () => {
        setConnected(stream.readyState === EventSource.OPEN);
        if (stream.readyState === EventSource.CLOSED && !stopped) openSoon();
      };
      for (const type of EVENT_TYPES) {
        stream.addEventListener(type, (event) => {
          const message = event as MessageEvent<string>;
          if (message.lastEventId) lastEventId = message.lastEventId;
          let data: Record<string, unknown> = {};
          try {
            data = JSON.parse(message.data) as Record<string, unknown>;
          } catch {
            // a hint without data still refreshes
          }
          emit(type, data);
        });
      }
    };
    void open();
    return () => {
      stopped = true;
      clearTimeout(reopen);
      source?.close();
      setConnected(false);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, mayOpen]);

  const queryClient = useQueryClient();
  const refresh = (work: () => void) => whenSettled(queryClient, work);
  useLiveEvent('notification', (data) =>
    refresh(() => {
      void utils.notifications.invalidate();
      // A new order reaches its cafe as a notification: the announcer looks at once.
      if (data.type === 'new_order') void utils.orders.watch.invalidate();
      // A ticket message is told by a notification: the open ticket and the lists follow at once.
      // The ticket toasts keep their own look (tickets.notices): the answer is toasted at the next
      // look, not while the ticket that shows it may be open.
      if (data.type === 'ticket_message') {
        void Promise.all([
          utils.tickets.byId.invalidate(),
          utils.tickets.adminById.invalidate(),
          utils.tickets.my.invalidate(),
          utils.tickets.mySummary.invalidate(),
          utils.tickets.adminList.invalidate(),
          utils.tickets.adminRecent.invalidate(),
          utils.tickets.adminSummary.invalidate(),
        ]);
      }
    }),
  );
  useLiveEvent('chat', (data) =>
    refresh(() => {
      const orderId = typeof data.order_id === 'string' ? data.order_id : undefined;
      void (orderId ? utils.chat.page.invalidate({ orderId }) : utils.chat.page.invalidate());
      void utils.chat.unread.invalidate();
      void utils.chat.notifications.invalidate();
      // The order cards carry each order's unread count (the badge on their chat button).
      void utils.orders.me.invalidate();
      void utils.orders.assigned.invalidate();
    }),
  );
  // Order screens refresh at once, and so does the status announcer's look (orders.watch): it
  // announces each change once, whichever of this event, its 30 s poll or another tab sees it first.
  // A change the person made themselves was already confirmed by its own toast.
  useLiveEvent('order', (data) => {
    if (role && data.by === partyOf(role) && typeof data.order_id === 'string') {
      markOwnStatusChange(role, data.order_id, String(data.status));
    }
    refresh(() => void utils.orders.invalidate());
  });
  useLiveEvent('resync', () => refresh(() => void utils.invalidate()));
  return null;
}
