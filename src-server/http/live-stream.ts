// GET /api/live: one Server-Sent Events stream per signed-in tab (services/notifications/live-hub.ts).
// A browser's EventSource cannot send headers, so it presents a one-minute ticket as ?ticket=
// (auth.liveTicket); other clients may send their Bearer header. The session token itself never
// goes in the address, where access logs would keep it. A reconnect sends Last-Event-ID (or
// ?last_event_id=) and gets what it missed, or `resync` when that cannot be told.
import type { Context as HonoContext } from 'hono';
import { streamSSE } from 'hono/streaming';
import { MSG } from '@shared/messages';
import { ADMIN_MSG } from '@shared/admin/messages';
import type { AppDeps } from '../deps';
import { sessionOfClaims } from '../context';
import { verifyAccessToken, verifyLiveTicket } from '../auth/tokens';
import { liveHub, type LiveEvent } from '../services/notifications/live-hub';
import { SHELL_MSG } from '@shared/shell-messages';
/** A comment line keeps proxies from closing an idle stream; the session is checked again then. */
export const LIVE_HEARTBEAT_MS = 25_000;
/** How long the browser waits before reconnecting a dropped stream. */
export const LIVE_RETRY_MS = 2_000;

export function liveStream(deps: AppDeps) {
  return async (c: HonoContext) => {
    const ticket = c.req.query('ticket');
    const claims = ticket
      ? await verifyLiveTicket(deps.jwtSecret, ticket, deps.now())
      : await verifyAccessToken(deps.jwtSecret, /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim() ?? '', deps.now());
    if (!claims) return c.json({ detail: ticket || c.req.header('authorization') ? SHELL_MSG.sessionExpired : MSG.notLoggedIn }, 401);
    const session = await sessionOfClaims(deps, claims);
    if (!session.user) return c.json({ detail: session.sessionProblem ?? MSG.notLoggedIn }, 401);
    const user = session.user;
    // An account on a one-time password may do nothing but change it (trpc.ts), the stream included.
    // auth.liveTicket refuses it as well; a Bearer header comes straight here.
    if (user.must_change_password === 1) return c.json({ detail: ADMIN_MSG.mustChangePassword }, 403);
    const lastEventId = c.req.header('last-event-id') ?? c.req.query('last_event_id');
    c.header('Cache-Control', 'no-cache, no-transform');
    c.header('X-Accel-Buffering', 'no');

    return streamSSE(c, async (stream) => {
      const queue: LiveEvent[] = [];
      let wake: (() => void) | null = null;
      let closed = false;
      const rouse = () => {
        wake?.();
        wake = null;
      };
      const unsubscribe = liveHub.subscribe(user.id, (event) => {
        queue.push(event);
        rouse();
      });
      const end = () => {
        closed = true;
        rouse();
      };
      const forgetCloser = liveHub.onClose(end);
      stream.onAbort(end);
      try {
        await stream.writeSSE({ event: 'ready', data: JSON.stringify({ boot: liveHub.boot }), retry: LIVE_RETRY_MS });
        if (lastEventId) {
          const missed = liveHub.since(user.id, lastEventId);
          if (missed === null) await stream.writeSSE({ event: 'resync', data: '{}' });
          else queue.unshift(...missed);
        }
        let lastSent = 0;
        let checkedAt = Date.now();
        // The ticket has long expired by then: the account itself is asked again, on a clock that
        // busy streams keep too (events every few seconds must not keep a blocked session open).
        const sessionHolds = async () => {
          checkedAt = Date.now();
          const still = await sessionOfClaims(deps, claims);
          return still.user?.id === user.id; // not logged out everywhere, blocked, password changed
        };
        while (!closed) {
          if (Date.now() - checkedAt >= LIVE_HEARTBEAT_MS && !(await sessionHolds())) break;
          while (queue.length && !closed) {
            const event = queue.shift()!;
            if (event.seq <= lastSent) continue; // published while the missed ones were read
            lastSent = event.seq;
            await stream.writeSSE({ id: event.id, event: event.type, data: JSON.stringify(event.data) });
          }
          if (closed) break;
          const timedOut = await new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(true), LIVE_HEARTBEAT_MS);
            wake = () => {
              clearTimeout(timer);
              resolve(false);
            };
          });
          if (timedOut && !closed) {
            if (!(await sessionHolds())) break;
            await stream.write(': ping\n\n');
          }
        }
      } finally {
        unsubscribe();
        forgetCloser();
      }
    });
  };
}
