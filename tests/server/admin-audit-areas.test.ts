import { describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@shared/admin/messages';
import { migrateDown, migrateToLatest } from '../../src-server/db/migrate';
import { trpcError, validationMessages } from '../helpers/db';
import { fundWallet } from '../helpers/money';
import { orderWorld } from '../helpers/orders';
import { requestKey, SHIPPING, storeWorld } from '../helpers/store';

/** One admin action of each screen: a cafe deactivated, an order started, a store order shipped. */
async function actionsOnThreeScreens() {
  const w = await orderWorld();
  const pending = await w.orderIn('pending');
  await w.api(w.admin).admin.setCafeActive({ id: w.cafeId, active: false });
  w.clock.advanceSeconds(60);
  await w.api(w.admin).admin.setOrderStatus({ id: pending, status: 'in_progress' });
  // The store world shares the database, its clock a few weeks on: its action is the newest.
  const s = await storeWorld(w.db);
  const { id } = await s.api(s.buyer).store.checkout({ items: [{ product_id: s.flash.id, quantity: 1 }], shipping: SHIPPING, request_key: requestKey() });
  await fundWallet(s.db, s.buyer.id, 2_500_000);
  await s.api(s.buyer).store.payFromWallet({ id });
  await s.api(s.admin).store.admin.setTracking({ order_id: id, tracking_url: 'https://tracking.post.ir/?id=1' });
  return { w, api: w.api(w.admin), storeOrderId: id };
}

describe('the audit list of each admin screen (admin.audit area filter)', () => {
  it('gives each area only its own actions, and all of them newest first without one', async () => {
    const { api, storeOrderId } = await actionsOnThreeScreens();
    const actions = async (area?: 'cafes' | 'orders' | 'store') => (await api.admin.audit({ area, limit: 10 })).map((r) => [r.area, r.action]);
    expect(await actions('cafes')).toEqual([['cafes', 'cafe.deactivate']]);
    expect(await actions('orders')).toEqual([['orders', 'order.start']]);
    expect(await actions('store')).toEqual([['store', 'store_order.tracking']]);
    expect(await actions()).toEqual([
      ['store', 'store_order.tracking'],
      ['orders', 'order.start'],
      ['cafes', 'cafe.deactivate'],
    ]);
    expect((await api.admin.audit({ area: 'store', limit: 10 }))[0]).toMatchObject({ target_id: storeOrderId, admin_username: expect.any(String) });
    expect(await api.admin.audit({ area: 'users', limit: 10 })).toEqual([]);
  });

  it('refuses an area it does not know with a Persian message (400, not 500)', async () => {
    const { api } = await actionsOnThreeScreens();
    const refused = await trpcError(api.admin.audit({ area: 'shop' as never, limit: 10 }));
    expect(refused.code).toBe('BAD_REQUEST');
    expect(validationMessages(refused).area).toBe(ADMIN_MSG.auditAreaInvalid);
  });

  it('moves store actions recorded under orders before the store area existed (migration 0027), and back on down', async () => {
    const { w, api } = await actionsOnThreeScreens();
    expect(await migrateDown(w.db)).toEqual(['0029_withdrawal_user_list_index']);
    expect(await migrateDown(w.db)).toEqual(['0028_audit_target_index']);
    expect(await migrateDown(w.db)).toEqual(['0027_store_audit_area']);
    expect((await api.admin.audit({ area: 'orders', limit: 10 })).map((r) => r.action)).toEqual(['store_order.tracking', 'order.start']);
    await migrateToLatest(w.db);
    expect((await api.admin.audit({ area: 'orders', limit: 10 })).map((r) => r.action)).toEqual(['order.start']);
    expect((await api.admin.audit({ area: 'store', limit: 10 })).map((r) => r.action)).toEqual(['store_order.tracking']);
  });
});
