import { describe, expect, it } from 'vitest';
import { CompiledQuery } from 'kysely';
import { MSG } from '@shared/messages';
import { STORE_LIMITS } from '@shared/store/products';
import { trpcError } from '../helpers/db';
import { onPostgres } from '../helpers/postgres';
import { requestKey, SHIPPING, storeWorld, type StoreWorld } from '../helpers/store';
import { myStoreOrdersQuery } from '../../src-server/services/store/order-list';
import type { UserRow } from '../../src-server/db/schema';

/** A one-line order of the flash drive, a minute after the previous one. */
async function flashOrder(w: StoreWorld, buyer: UserRow, quantity = 1) {
  w.clock.advanceSeconds(60);
  return w.api(buyer).store.checkout({ items: [{ product_id: w.flash.id, quantity }], shipping: SHIPPING, request_key: requestKey() });
}

describe('store.myOrders', () => {
  it('lists only the caller’s orders, newest first, paged with the full count', async () => {
    const w = await storeWorld();
    const first = await flashOrder(w, w.buyer, 1);
    await flashOrder(w, w.otherBuyer, 5);
    const second = await flashOrder(w, w.buyer, 2);
    const third = await flashOrder(w, w.buyer, 3);

    const all = await w.api(w.buyer).store.myOrders({});
    expect([all.total, all.pending]).toEqual([3, 3]);
    expect(all.items.map((o) => o.id)).toEqual([third.id, second.id, first.id]);

    const page1 = await w.api(w.buyer).store.myOrders({ page: 1, pageSize: 2 });
    const page2 = await w.api(w.buyer).store.myOrders({ page: 2, pageSize: 2 });
    const page3 = await w.api(w.buyer).store.myOrders({ page: 3, pageSize: 2 });
    expect([page1.total, page2.total, page3.total]).toEqual([3, 3, 3]);
    expect(page1.items.map((o) => o.id)).toEqual([third.id, second.id]);
    expect(page2.items.map((o) => o.id)).toEqual([first.id]);
    expect(page3.items).toEqual([]);

    const other = await w.api(w.otherBuyer).store.myOrders({});
    expect(other.total).toBe(1);
    expect(other.items[0]).toMatchObject({ item_count: 5, total: 5 * 2_500_000 });
  });

  it('sums a multi-line order: units, first line, other lines, shipping and payment method', async () => {
    const w = await storeWorld();
    w.clock.advanceSeconds(60);
    const mixed = await w.api(w.buyer).store.checkout({
      items: [
        { product_id: w.flash.id, quantity: 2 },
        { product_id: w.ebook.id, quantity: 1 },
        { product_id: w.course.id, quantity: 1 },
      ],
      shipping: SHIPPING,
      request_key: requestKey(),
    });
    w.clock.advanceSeconds(60);
    const cash = await w.api(w.buyer).store.checkout({ items: [{ product_id: w.flash.id, quantity: 1 }], shipping: SHIPPING, payment_method: 'cash', request_key: requestKey() });
    w.clock.advanceSeconds(60);
    await w.api(w.buyer).store.claimFree({ course_id: w.freeCourse.id });
    const freeOrder = await w.db.selectFrom('purchased_products').select('store_order_id').where('user_id', '=', w.buyer.id).executeTakeFirstOrThrow();

    const { items, total, pending } = await w.api(w.buyer).store.myOrders({});
    expect([total, pending]).toEqual([3, 2]);
    const created = (minutes: number) => new Date(Date.parse('2026-02-01T08:00:00Z') + minutes * 60_000).toISOString();
    // storeWorld made five products a minute apart, so the orders are at minutes 6, 7 and 8.
    expect(items).toEqual([
      {
        id: freeOrder.store_order_id,
        created_at: created(8),
        status: 'paid',
        total: 0,
        payment_method: 'online',
        item_count: 1,
        first_item_name: w.freeCourse.name,
        other_lines: 0,
        requires_shipping: false,
        tracking_url: null,
      },
      {
        id: cash.id,
        created_at: created(7),
        status: 'pending',
        total: 2_500_000,
        payment_method: 'cash',
        item_count: 1,
        first_item_name: w.flash.name,
        other_lines: 0,
        requires_shipping: true,
        tracking_url: null,
      },
      {
        id: mixed.id,
        created_at: created(6),
        status: 'pending',
        total: 2 * 2_500_000 + 900_000 + 4_000_000,
        payment_method: 'online',
        item_count: 4,
        first_item_name: w.flash.name,
        other_lines: 2,
        requires_shipping: true,
        tracking_url: null,
      },
    ]);

    // The dashboard asks for the orders that ship only: the free course's order is left out, the
    // unpaid count still covers every order.
    const shipping = await w.api(w.buyer).store.myOrders({ shippingOnly: true, pageSize: 1 });
    expect([shipping.total, shipping.pending, shipping.items.map((o) => o.id)]).toEqual([2, 2, [cash.id]]);
  });

  it('keeps paging stable when orders share a timestamp', async () => {
    const w = await storeWorld();
    const ids = new Set<string>();
    for (let i = 0; i < 3; i++) {
      ids.add((await w.api(w.buyer).store.checkout({ items: [{ product_id: w.flash.id, quantity: 1 }], shipping: SHIPPING, request_key: requestKey() })).id);
    }
    const seen: string[] = [];
    for (const page of [1, 2, 3]) seen.push(...(await w.api(w.buyer).store.myOrders({ page, pageSize: 1 })).items.map((o) => o.id));
    expect(new Set(seen)).toEqual(ids);
    expect(seen).toEqual([...seen].sort().reverse()); // ties broken by id, descending
  });

  it('lets a cafe manager list theirs; refuses admins, visitors and oversized pages', async () => {
    const w = await storeWorld();
    const mine = await flashOrder(w, w.cafe, 1);
    await flashOrder(w, w.buyer, 1);
    const cafe = await w.api(w.cafe).store.myOrders({});
    expect([cafe.total, cafe.items.map((o) => o.id)]).toEqual([1, [mine.id]]);

    const admin = await trpcError(w.api(w.admin).store.myOrders({}));
    expect([admin.code, admin.message]).toEqual(['FORBIDDEN', MSG.forbidden]);
    expect((await trpcError(w.api(null).store.myOrders({}))).code).toBe('UNAUTHORIZED');
    expect((await trpcError(w.api(w.buyer).store.myOrders({ pageSize: STORE_LIMITS.maxPageSize + 1 }))).code).toBe('BAD_REQUEST');
    expect((await trpcError(w.api(w.buyer).store.myOrders({ page: 0 }))).code).toBe('BAD_REQUEST');
    expect((await w.api(w.buyer).store.myOrders({})).items).toHaveLength(1); // default page size 10
  });

  it.skipIf(onPostgres)('reads the page from the buyer’s index and only the page’s lines', async () => {
    const w = await storeWorld();
    await flashOrder(w, w.buyer, 1);
    for (const shippingOnly of [false, true]) {
      const compiled = myStoreOrdersQuery(w.db, w.buyer.id, { page: 2, pageSize: 10, shippingOnly }).compile();
      const { rows } = await w.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]));
      const plan = rows.map((r) => r.detail).join(' | ');
      expect(plan).toMatch(/SEARCH store_orders USING (COVERING )?INDEX store_orders_user_created_id_idx \(user_id=\?\)/);
      // The (user_id, created_at, id) order comes from the index: no sort of the buyer's orders.
      expect(plan).not.toMatch(/TEMP B-TREE FOR (LAST TERM|RIGHT PART) OF ORDER BY/);
      expect(plan).toMatch(/SEARCH line USING (COVERING )?INDEX \S+ \(order_id=\?\)/);
      expect(plan).not.toMatch(/SCAN (store_orders|line|store_order_items)\b/);
    }
  });
});
