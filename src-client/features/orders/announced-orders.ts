import type { OrderParty } from '@shared/orders/state-machine';
import { statusAnnouncementId } from '@shared/orders/announcements';
import type { Role } from '@shared/auth/roles';
import { rememberShownIds, type KeyValueStore } from '../../session/shown-ids';

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

/** Adds the keys (keeping the newest 200) and returns those not there before: the ones to show. */
export function markAnnounced(keys: string[], store: KeyValueStore = localStorage): string[] {
  return rememberShownIds(ANNOUNCED_ORDERS_KEY, keys, KEEP, store);
}

/** A status change this person makes (or just made) is confirmed by its own screen: never toast it. */
export function markOwnStatusChange(role: Role, orderId: string, status: string, store: KeyValueStore = localStorage): void {
  markAnnounced([announcementKey(role, statusAnnouncementId(orderId, status))], store);
}
