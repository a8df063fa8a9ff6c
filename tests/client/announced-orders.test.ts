import { describe, expect, it } from 'vitest';
import { ANNOUNCED_ORDERS_KEY, announcementKey, markAnnounced, partyOf } from '../../src-client/features/orders/announced-orders';
import { memoryStorage as memoryStore } from '../helpers/memory-storage';

describe('order announcements shown once per browser', () => {
  it('returns only keys never shown, so a second look (poll, live event, another tab) shows nothing', () => {
    const store = memoryStore();
    const key = announcementKey('coffenet', 'order-a-new');
    expect(markAnnounced([key, key], store)).toEqual([key]);
    expect(markAnnounced([key], store)).toEqual([]);
    // The same change seen by another role on this browser is still its own announcement.
    expect(markAnnounced([announcementKey('user', 'order-a-new')], store)).toEqual(['user:order-a-new']);
  });

  it('keeps the newest 200 keys and survives a broken stored value', () => {
    const store = memoryStore({ [ANNOUNCED_ORDERS_KEY]: '{not json' });
    expect(markAnnounced(['x'], store)).toEqual(['x']);
    markAnnounced(Array.from({ length: 250 }, (_, i) => `k${i}`), store);
    const kept = JSON.parse(store.map.get(ANNOUNCED_ORDERS_KEY)!) as string[];
    expect(kept).toHaveLength(200);
    expect(kept.at(-1)).toBe('k249');
    expect(markAnnounced(['x'], store)).toEqual(['x']);
  });

  it('maps a role to the party it acts as on its orders', () => {
    expect(partyOf('user')).toBe('customer');
    expect(partyOf('coffenet')).toBe('cafe');
    expect(partyOf('admin')).toBeNull();
  });
});
