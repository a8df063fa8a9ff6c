// Rate limits across app instances on PostgreSQL (issue 16). Each instance keeps its counters in
// memory (sliding-window.ts) so every check stays one synchronous step, and tells the others each
// change by NOTIFY; their changes arrive through the instance's LISTEN connection
// (services/notifications/postgres-relay.ts). A try is seen everywhere a few milliseconds after it is counted, so a
// login limit of 3 holds across instances but for tries sent to several instances in the same few
// milliseconds. Entry times are the sender's clock: instances must keep NTP time.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { notifyThrottle } from '../../db/dialect';
import type { SlidingWindow, WindowChange } from './sliding-window';

/** Shares `windows` (by name) with the other instances; answers the handler for what they send. */
export function shareThrottles(db: Kysely<any>, windows: Record<string, SlidingWindow>): (payload: string) => void {
  const origin = randomBytes(6).toString('hex');
  // A Map: the name comes from another process's message, never an object's own key lookup.
  const byName = new Map(Object.entries(windows));
  for (const [name, window] of byName) {
    window.share((change) => {
      notifyThrottle(db, JSON.stringify({ origin, name, change })).catch((error: Error) => console.error('[security] sharing a rate-limit count failed:', error.message));
    });
  }
  return (payload) => {
    const message = JSON.parse(payload) as { origin: string; name: string; change: WindowChange };
    if (message.origin !== origin) byName.get(message.name)?.apply(message.change);
  };
}
