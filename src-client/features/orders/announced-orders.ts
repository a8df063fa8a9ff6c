import type { OrderParty } from '@shared/orders';
import type { Role } from '@shared/roles';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** Ids of order announcements already shown in this browser (or caused by its person), newest last. */
export const ANNOUNCED_ORDERS_KEY = 'order_announcements_shown';
const KEEP = 200;

/** The toast id of one change as one role sees it: "user:order-<id>-<status>". */
export function announcementKey(role: Role, id: string): string {
  return `${role}:${id}`;
}

/** The party a role acts as on its own orders. */
export function partyOf(role: Role | null): OrderParty | null {
  return role === 'user' ? 'customer' : role === 'coffenet' ? 'cafe' : null;
}

function read(store: KeyValueStore): string[] {
  try {
    const value: unknown = JSON.parse(store.getItem(ANNOUNCED_ORDERS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds the keys (keeping the newest 200) and returns those not there before: the ones to show. */
export function markAnnounced(keys: string[], store: KeyValueStore = localStorage): string[] {
  const known = read(store);
  const seen = new Set(known);
  const fresh = [...new Set(keys)].filter((k) => !seen.has(k));
  if (fresh.length) store.setItem(ANNOUNCED_ORDERS_KEY, JSON.stringify([...known, ...fresh].slice(-KEEP)));
  return fresh;
}
