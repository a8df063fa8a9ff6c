import { describe, expect, it } from 'vitest';
import { STORE_ADMIN_MSG as M } from '@shared/store/admin-messages';
import { STORE_MSG } from '@shared/store/messages';
import { trpcError } from '../helpers/db';
import { fundWallet, HEALTHY_LEDGER, ledgerCheck, systemBalances } from '../helpers/money';
import { requestKey, SHIPPING, storeWorld, type StoreWorld } from '../helpers/store';

const POST_LINK = 'https://tracking.post.ir/?id=555';

/** Two flash drives to be paid on delivery. */
async function cashOrder(w: StoreWorld) {
  const { id } = await w.api(w.buyer).store.checkout({
    items: [{ product_id: w.flash.id, quantity: 2 }],
    shipping: SHIPPING,
    payment_method: 'cash',
    request_key: requestKey(),
  });
  return id;
}

const transfersOf = (w: StoreWorld, id: string) =>
  w.db.selectFrom('ledger_transfers').select(['id', 'kind']).where('order_id', '=', id).execute();

describe('cash on delivery (store.admin.setTracking on a pending cash order, store.admin.cashReceived)', () => {
  it('ships the pending cash order, then records the cash once: gateway → platform store income, audited, buyer told', async () => {
    const w = await storeWorld();
    const id = await cashOrder(w);
    const before = await systemBalances(w.db);
    const incomeBefore = (await w.api(w.admin).admin.financeStatistics()).store_income;

    w.clock.advanceSeconds(60);
    const shipped = await w.api(w.admin).store.admin.setTracking({ order_id: id, tracking_url: POST_LINK });
    expect(shipped).toMatchObject({ status: 'pending', fulfillment: { tracking_url: POST_LINK } });

    w.clock.advanceSeconds(3600);
    const view = await w.api(w.admin).store.admin.cashReceived({ order_id: id });
    expect(view.status).toBe('paid');
    const after = await systemBalances(w.db);
    expect(after.platform - before.platform).toBe(5_000_000);
    expect(after.gateway - before.gateway).toBe(-5_000_000);
    expect(await ledgerCheck(w.db)).toEqual(HEALTHY_LEDGER);
    expect(await transfersOf(w, id)).toEqual([expect.objectContaining({ kind: 'store_payment' })]);
    const stats = await w.api(w.admin).admin.financeStatistics();
    expect(stats.store_income - incomeBefore).toBe(5_000_000);

    // A double click: refused, no second transfer.
    const again = await trpcError(w.api(w.admin).store.admin.cashReceived({ order_id: id }));
    expect([again.code, again.message]).toEqual(['CONFLICT', M.cashNotPending]);
    expect(await transfersOf(w, id)).toHaveLength(1);

    const audit = await w.api(w.admin).admin.audit({ area: 'store', limit: 10 });
    expect(audit[0]).toMatchObject({ action: 'store_order.cash_received', target_id: id, before: { status: 'pending' }, after: { status: 'paid', amount: 5_000_000 } });
    const [notice] = await w.api(w.buyer).notifications.list({ limit: 5 });
    expect(notice).toMatchObject({ type: 'system', message: STORE_MSG.cashReceivedNotice, data: { store_order_id: id } });
  });

  it('lists the pending cash orders once each, newest first, paged, and drops one once its cash is in', async () => {
    const w = await storeWorld();
    const first = await cashOrder(w);
    w.clock.advanceSeconds(60);
    const second = await cashOrder(w);
    await w.api(w.buyer).store.checkout({ items: [{ product_id: w.flash.id, quantity: 1 }], shipping: SHIPPING, request_key: requestKey() });
    const page = await w.api(w.admin).store.admin.cashOrders({ limit: 1 });
    expect(page).toMatchObject({ items: [{ id: second, total: 5_000_000, tracking_url: null }], has_more: true });
    expect((await w.api(w.admin).store.admin.cashOrders({ skip: 1, limit: 1 })).items.map((o) => o.id)).toEqual([first]);
    await w.api(w.admin).store.admin.cashReceived({ order_id: second });
    expect((await w.api(w.admin).store.admin.cashOrders({})).items.map((o) => o.id)).toEqual([first]);
    expect((await trpcError(w.api(w.buyer).store.admin.cashOrders({}))).code).toBe('FORBIDDEN');
  });

  it('refuses the buyer’s cancel once a cash order is shipped (409), and keeps it pending', async () => {
    const w = await storeWorld();
    const id = await cashOrder(w);
    await w.api(w.admin).store.admin.setTracking({ order_id: id, tracking_url: POST_LINK });
    const error = await trpcError(w.api(w.buyer).store.cancel({ id }));
    expect([error.code, error.message]).toEqual(['CONFLICT', STORE_MSG.shippedNotCancellable]);
    expect((await w.db.selectFrom('store_orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('pending');
  });

  it('shares the one pending → paid move: the cash stamps paid_at, and a cash order the buyer paid from the wallet meanwhile is refused (409) without a second transfer', async () => {
    const w = await storeWorld();
    const id = await cashOrder(w);
    w.clock.advanceSeconds(600);
    const view = await w.api(w.admin).store.admin.cashReceived({ order_id: id });
    expect([view.status, view.paid_at]).toEqual(['paid', w.clock.now().toISOString()]);
    expect(await w.api(w.buyer).store.purchased()).toEqual([]);

    await fundWallet(w.db, w.buyer.id, 5_000_000);
    const paidEarly = await cashOrder(w);
    await w.api(w.buyer).store.payFromWallet({ id: paidEarly });
    const error = await trpcError(w.api(w.admin).store.admin.cashReceived({ order_id: paidEarly }));
    expect([error.code, error.message]).toEqual(['CONFLICT', M.cashNotPending]);
    expect(await transfersOf(w, paidEarly)).toHaveLength(1);
    expect(await ledgerCheck(w.db)).toEqual(HEALTHY_LEDGER);
  });

  it('moves the money once when two clicks race', async () => {
    const w = await storeWorld();
    const id = await cashOrder(w);
    const results = await Promise.allSettled([0, 1].map(() => w.api(w.admin).store.admin.cashReceived({ order_id: id })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await transfersOf(w, id)).toHaveLength(1);
    expect(await ledgerCheck(w.db)).toEqual(HEALTHY_LEDGER);
  });

  it('refuses anyone but an admin (403), an online order (409) and a cancelled cash order (409); online pending still cannot ship', async () => {
    const w = await storeWorld();
    const cash = await cashOrder(w);
    const cancelled = await cashOrder(w);
    await w.api(w.buyer).store.cancel({ id: cancelled });
    const online = (await w.api(w.buyer).store.checkout({ items: [{ product_id: w.flash.id, quantity: 1 }], shipping: SHIPPING, request_key: requestKey() })).id;
    await fundWallet(w.db, w.buyer.id, 2_500_000);
    const paidOnline = (await w.api(w.buyer).store.checkout({ items: [{ product_id: w.flash.id, quantity: 1 }], shipping: SHIPPING, request_key: requestKey() })).id;
    await w.api(w.buyer).store.payFromWallet({ id: paidOnline });

    const receive = (id: string, as = w.admin) => trpcError(w.api(as).store.admin.cashReceived({ order_id: id }));
    expect((await receive(cash, w.buyer)).code).toBe('FORBIDDEN');
    expect((await receive(cash, w.cafe)).code).toBe('FORBIDDEN');
    for (const [id, message] of [
      [online, M.cashNotCash],
      [paidOnline, M.cashNotCash],
      [cancelled, M.cashCancelled],
    ] as const) {
      const error = await receive(id);
      expect([error.code, error.message]).toEqual(['CONFLICT', message]);
    }
    const ship = await trpcError(w.api(w.admin).store.admin.setTracking({ order_id: online, tracking_url: POST_LINK }));
    expect([ship.code, ship.message]).toEqual(['CONFLICT', M.trackingNotPaid]);
    for (const id of [cash, cancelled, online]) expect(await transfersOf(w, id)).toEqual([]);
    expect((await w.db.selectFrom('store_orders').select('status').where('id', '=', cash).executeTakeFirstOrThrow()).status).toBe('pending');
  });
});
