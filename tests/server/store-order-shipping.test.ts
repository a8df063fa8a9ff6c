import { describe, expect, it } from 'vitest';
import { STORE_ADMIN_MSG as M } from '@shared/store/admin-messages';
import { STORE_MSG } from '@shared/store/messages';
import { notificationLink } from '@shared/notifications/kinds';
import { trpcError, validationMessages } from '../helpers/db';
import { fundWallet, restHarness } from '../helpers/money';
import { requestKey, SHIPPING, storeWorld, type StoreWorld } from '../helpers/store';

const POST_LINK = 'https://tracking.post.ir/?id=123456789012345678901234';

/** A flash drive ordered with shipping details; paid from the wallet unless `pay` is false. */
async function flashOrder(w: StoreWorld, pay = true) {
  const { id } = await w.api(w.buyer).store.checkout({ items: [{ product_id: w.flash.id, quantity: 1 }], shipping: SHIPPING, request_key: requestKey() });
  if (pay) {
    await fundWallet(w.db, w.buyer.id, 2_500_000);
    await w.api(w.buyer).store.payFromWallet({ id });
  }
  return id;
}

async function trackingOf(w: StoreWorld, id: string) {
  return (await w.db.selectFrom('store_orders').select('tracking_url').where('id', '=', id).executeTakeFirstOrThrow()).tracking_url;
}

const storeNotices = (w: StoreWorld) => w.api(w.buyer).notifications.list({ limit: 20 });

describe('the admin ships a paid store order (store.admin.setTracking)', () => {
  it('stores the link, records who set it and when, tells the buyer with a button to the order, and shows it shipped', async () => {
    const w = await storeWorld();
    const id = await flashOrder(w);
    // The purchase notice already carries its order, so the bell gives it a button.
    const [paid] = await storeNotices(w);
    expect(paid).toMatchObject({ type: 'system', data: { store_order_id: id } });

    w.clock.advanceSeconds(3600);
    const view = await w.api(w.admin).store.admin.setTracking({ order_id: id, tracking_url: ` ${POST_LINK} ` });
    expect(view.fulfillment.tracking_url).toBe(POST_LINK);
    expect(await trackingOf(w, id)).toBe(POST_LINK);
    // The buyer's order (GET /api/store/store_order/{id}/tracking reads the same column) and list.
    expect((await w.api(w.buyer).store.order({ id })).fulfillment.tracking_url).toBe(POST_LINK);
    expect((await w.api(w.buyer).store.myOrders({ page: 1, pageSize: 10 })).items[0]).toMatchObject({ id, tracking_url: POST_LINK });
    // The admin's sales list shows the line shipped.
    const sale = (await w.api(w.admin).store.admin.sales({})).items.find((s) => s.order_id === id)!;
    expect(sale).toMatchObject({ requires_shipping: true, tracking_url: POST_LINK });

    const audit = await w.api(w.admin).admin.audit({ area: 'store', limit: 10 });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      admin_id: w.admin.id,
      action: 'store_order.tracking',
      target_id: id,
      before: { tracking_url: null },
      after: { tracking_url: POST_LINK },
      created_at: w.clock.now().toISOString(),
    });

    const [shipped] = await storeNotices(w);
    expect(shipped).toMatchObject({ type: 'system', title: STORE_MSG.noticeTitle, message: STORE_MSG.shippedNotice, read: false, data: { store_order_id: id } });
    expect(notificationLink(shipped!.type, shipped!.data, 'user')).toEqual({ label: 'مشاهده سفارش', href: `/site/store-order-payment?orderId=${id}` });
  });

  it('corrects a link (told as a correction) and changes nothing for the same link again', async () => {
    const w = await storeWorld();
    const id = await flashOrder(w);
    w.clock.advanceSeconds(60);
    await w.api(w.admin).store.admin.setTracking({ order_id: id, tracking_url: POST_LINK });
    const fixed = 'https://tracking.post.ir/?id=999';
    w.clock.advanceSeconds(60);
    await w.api(w.admin).store.admin.setTracking({ order_id: id, tracking_url: fixed });
    w.clock.advanceSeconds(60);
    await w.api(w.admin).store.admin.setTracking({ order_id: id, tracking_url: fixed });
    expect(await trackingOf(w, id)).toBe(fixed);
    expect((await storeNotices(w)).map((n) => n.message)).toEqual([STORE_MSG.trackingChangedNotice, STORE_MSG.shippedNotice, expect.stringContaining(STORE_MSG.paidNotice)]);
    const audit = await w.api(w.admin).admin.audit({ area: 'store', limit: 10 });
    expect(audit.map((a) => [a.before, a.after])).toEqual([
      [{ tracking_url: POST_LINK }, { tracking_url: fixed }],
      [{ tracking_url: null }, { tracking_url: POST_LINK }],
    ]);
  });

  it('refuses a pending, a cancelled and a nothing-to-post order, and anyone but an admin, changing nothing', async () => {
    const w = await storeWorld();
    const pending = await flashOrder(w, false);
    const cancelled = await flashOrder(w, false);
    await w.api(w.buyer).store.cancel({ id: cancelled });
    await fundWallet(w.db, w.buyer.id, 900_000);
    const ebook = (await w.api(w.buyer).store.checkout({ items: [{ product_id: w.ebook.id, quantity: 1 }], request_key: requestKey() })).id;
    await w.api(w.buyer).store.payFromWallet({ id: ebook });
    const paid = await flashOrder(w);
    const before = (await storeNotices(w)).length;

    const set = (id: string, as = w.admin) => trpcError(w.api(as).store.admin.setTracking({ order_id: id, tracking_url: POST_LINK }));
    for (const [id, code, message] of [
      [pending, 'CONFLICT', M.trackingNotPaid],
      [cancelled, 'CONFLICT', M.trackingCancelled],
      [ebook, 'UNPROCESSABLE_CONTENT', M.trackingNoShipping],
      ['a'.repeat(24), 'NOT_FOUND', STORE_MSG.orderNotFound],
    ] as const) {
      const error = await set(id);
      expect([error.code, error.message]).toEqual([code, message]);
    }
    // The buyer (even of this order), a cafe and a guest may not ship.
    expect((await set(paid, w.buyer)).code).toBe('FORBIDDEN');
    expect((await set(paid, w.cafe)).code).toBe('FORBIDDEN');
    expect((await trpcError(w.api(null).store.admin.setTracking({ order_id: paid, tracking_url: POST_LINK }))).code).toBe('UNAUTHORIZED');

    for (const id of [pending, cancelled, ebook, paid]) expect(await trackingOf(w, id)).toBeNull();
    expect(await storeNotices(w)).toHaveLength(before);
    expect(await w.api(w.admin).admin.audit({ area: 'store', limit: 10 })).toEqual([]);
  });

  it('takes only a full https link, with a Persian message', async () => {
    const w = await storeWorld();
    const id = await flashOrder(w);
    for (const bad of ['http://tracking.post.ir/1', 'tracking.post.ir/1', 'javascript:alert(1)', 'https://localhost/1', '', `https://post.ir/${'a'.repeat(500)}`]) {
      const error = await trpcError(w.api(w.admin).store.admin.setTracking({ order_id: id, tracking_url: bad }));
      expect(validationMessages(error)).toEqual({ tracking_url: M.trackingUrlInvalid });
    }
    expect(await trackingOf(w, id)).toBeNull();
  });

  it('answers over HTTP: 422 for a bad link, 403 for a buyer, and the notice keeps the spec’s GET notifications fields', async () => {
    const w = await storeWorld();
    const id = await flashOrder(w);
    const { app, call, tokenFor } = await restHarness(w.db);
    const post = async (as: typeof w.admin, tracking_url: string) =>
      app.request('/trpc/store.admin.setTracking', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokenFor(as)}` },
        body: JSON.stringify({ order_id: id, tracking_url }),
      });
    const bad = await post(w.admin, 'http://tracking.post.ir/1');
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(M.trackingUrlInvalid);
    expect((await post(w.buyer, POST_LINK)).status).toBe(403);
    expect((await post(w.admin, POST_LINK)).status).toBe(200);

    const list = await call('/notifications/all', { as: w.buyer });
    expect(list.status).toBe(200);
    // The same list of spec fields (id/_id, type, message, data, read, created_at), one data key more.
    expect(list.body[0]).toMatchObject({ _id: list.body[0].id, type: 'system', message: STORE_MSG.shippedNotice, read: false, data: { store_order_id: id } });
    expect(list.body[0].created_at).toEqual(expect.any(String));
    expect((await call(`/store/store_order/${id}/tracking`, { as: w.buyer })).body).toMatchObject({ tracking_url: POST_LINK });
  });
});
