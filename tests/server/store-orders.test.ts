import { describe, expect, it } from 'vitest';
import { STORE_MSG } from '@shared/store/messages';
import { MSG } from '@shared/messages';
import { trpcError, validationMessages } from '../helpers/db';
import { requestKey, SHIPPING, storeWorld } from '../helpers/store';
import { sql } from 'kysely';

async function counts(db: import('../../src-server/db/connection').DB) {
  const { rows } = await sql<{ orders: number; items: number; purchases: number }>`
    select (select count(*) from store_orders) as orders, (select count(*) from store_order_items) as items,
           (select count(*) from purchased_products) as purchases`.execute(db);
  return rows[0]!;
}

describe('checkout', () => {
  it('prices the order from the database and shows it to its buyer', async () => {
    const w = await storeWorld();
    const answer = await w.api(w.buyer).store.checkout({
      items: [
        { product_id: w.flash.id, quantity: 2 },
        { product_id: w.ebook.id, quantity: 1 },
      ],
      shipping: SHIPPING,
      request_key: requestKey(),
    });
    expect(answer).toMatchObject({ free: false, total: 2 * 2_500_000 + 900_000, status: 'pending' });
    const view = await w.api(w.buyer).store.order({ id: answer.id });
    expect(view).toMatchObject({
      id: answer.id,
      total: 5_900_000,
      status: 'pending',
      payment_method: 'online',
      paid_at: null,
      requires_shipping: true,
      shipping_info: SHIPPING,
      fulfillment: { tracking_url: null },
    });
    expect(view.items).toEqual([
      { product_id: w.flash.id, name: w.flash.name, product_type: 'physical', price: 2_500_000, quantity: 2, requires_shipping: true },
      { product_id: w.ebook.id, name: w.ebook.name, product_type: 'ebook', price: 900_000, quantity: 1, requires_shipping: false },
    ]);
    expect(new Date(view.created_at).toISOString()).toBe(view.created_at);
    // Admin reads it; the other buyer may not; a visitor must log in.
    expect((await w.api(w.admin).store.order({ id: answer.id })).id).toBe(answer.id);
    const other = await trpcError(w.api(w.otherBuyer).store.order({ id: answer.id }));
    expect([other.code, other.message]).toEqual(['FORBIDDEN', STORE_MSG.notYourOrder]);
    expect((await trpcError(w.api(null).store.order({ id: answer.id }))).code).toBe('UNAUTHORIZED');
    const missing = await trpcError(w.api(w.buyer).store.order({ id: 'c'.repeat(24) }));
    expect([missing.code, missing.message]).toEqual(['NOT_FOUND', STORE_MSG.orderNotFound]);
  });

  it('refuses visitors and admins', async () => {
    const w = await storeWorld();
    const input = { items: [{ product_id: w.ebook.id, quantity: 1 }], request_key: requestKey() };
    expect((await trpcError(w.api(null).store.checkout(input))).code).toBe('UNAUTHORIZED');
    const admin = await trpcError(w.api(w.admin).store.checkout(input));
    expect([admin.code, admin.message]).toEqual(['FORBIDDEN', MSG.forbidden]);
    // A cafe manager shops too.
    expect((await w.api(w.cafe).store.checkout(input)).total).toBe(900_000);
  });
});

describe('checkout validation', () => {
  it('needs shipping details when something ships', async () => {
    const w = await storeWorld();
    const error = await trpcError(w.api(w.buyer).store.checkout({ items: [{ product_id: w.flash.id, quantity: 1 }], request_key: requestKey() }));
    expect([error.code, error.message]).toEqual(['UNPROCESSABLE_CONTENT', STORE_MSG.shippingIncomplete]);
    const bad = await trpcError(
      w.api(w.buyer).store.checkout({ items: [{ product_id: w.flash.id, quantity: 1 }], shipping: { ...SHIPPING, phone: '0935', postal_code: '12' }, request_key: requestKey() }),
    );
    expect(validationMessages(bad)).toMatchObject({ 'shipping.phone': STORE_MSG.phoneInvalid, 'shipping.postal_code': STORE_MSG.postalCodeInvalid });
    expect(await w.db.selectFrom('store_orders').selectAll().execute()).toEqual([]);
  });
});

describe('checkout rules', () => {
  it('answers 409 for a deleted product and for one no longer sold, writing nothing', async () => {
    const w = await storeWorld();
    const gone = await w.product({ name: 'کالای حذف‌شده', is_active: false });
    const unknown = await trpcError(
      w.api(w.buyer).store.checkout({ items: [{ product_id: w.ebook.id, quantity: 1 }, { product_id: 'e'.repeat(24), quantity: 1 }], request_key: requestKey() }),
    );
    expect([unknown.code, unknown.message]).toEqual(['CONFLICT', STORE_MSG.productGone]);
    const inactive = await trpcError(
      w.api(w.buyer).store.checkout({ items: [{ product_id: gone.id, quantity: 1 }], shipping: SHIPPING, request_key: requestKey() }),
    );
    expect(inactive.code).toBe('CONFLICT');
    expect(inactive.message).toBe(`${STORE_MSG.productUnavailable}: کالای حذف‌شده`);
    expect(await counts(w.db)).toEqual({ orders: 0, items: 0, purchases: 0 });
  });

  it('refuses a total that differs from the one the buyer saw, and says what it is now', async () => {
    const w = await storeWorld();
    const error = await trpcError(
      w.api(w.buyer).store.checkout({ items: [{ product_id: w.flash.id, quantity: 2 }], shipping: SHIPPING, expected_total: 1_000_000, request_key: requestKey() }),
    );
    expect([error.code, error.message]).toEqual(['CONFLICT', STORE_MSG.totalChanged]);
    expect(error.cause).toMatchObject({ details: { total: 5_000_000 } });
    expect(await counts(w.db)).toEqual({ orders: 0, items: 0, purchases: 0 });
    const ok = await w.api(w.buyer).store.checkout({ items: [{ product_id: w.flash.id, quantity: 2 }], shipping: SHIPPING, expected_total: 5_000_000, request_key: requestKey() });
    expect(ok.total).toBe(5_000_000);
  });

  it('takes cash on delivery only when every item ships', async () => {
    const w = await storeWorld();
    const mixed = await trpcError(
      w.api(w.buyer).store.checkout({
        items: [{ product_id: w.flash.id, quantity: 1 }, { product_id: w.ebook.id, quantity: 1 }],
        shipping: SHIPPING,
        payment_method: 'cash',
        request_key: requestKey(),
      }),
    );
    expect([mixed.code, mixed.message]).toEqual(['UNPROCESSABLE_CONTENT', STORE_MSG.cashNeedsShipping]);
    const digital = await trpcError(w.api(w.buyer).store.checkout({ items: [{ product_id: w.ebook.id, quantity: 1 }], payment_method: 'cash', request_key: requestKey() }));
    expect(digital.message).toBe(STORE_MSG.cashNeedsShipping);
    const cash = await w.api(w.buyer).store.checkout({ items: [{ product_id: w.flash.id, quantity: 3 }], shipping: SHIPPING, payment_method: 'cash', request_key: requestKey() });
    expect(cash).toMatchObject({ status: 'pending', total: 7_500_000 });
    expect((await w.api(w.buyer).store.order({ id: cash.id })).payment_method).toBe('cash');
  });

  it('validates lines: an empty cart, a repeated product, quantities outside 1–99, too many lines', async () => {
    const w = await storeWorld();
    const api = w.api(w.buyer).store;
    expect(validationMessages(await trpcError(api.checkout({ items: [], request_key: requestKey() })))).toMatchObject({ items: STORE_MSG.cartEmpty });
    const dup = await trpcError(api.checkout({ items: [{ product_id: w.ebook.id, quantity: 1 }, { product_id: w.ebook.id, quantity: 2 }], request_key: requestKey() }));
    expect(Object.values(validationMessages(dup))).toContain(STORE_MSG.duplicateLine);
    for (const quantity of [0, 100, 1.5]) {
      const error = await trpcError(api.checkout({ items: [{ product_id: w.ebook.id, quantity }], request_key: requestKey() }));
      expect(Object.values(validationMessages(error))).toContain(STORE_MSG.quantityInvalid);
    }
    const many = Array.from({ length: 51 }, (_, i) => ({ product_id: i.toString(16).padStart(24, '0'), quantity: 1 }));
    expect(validationMessages(await trpcError(api.checkout({ items: many, request_key: requestKey() })))).toMatchObject({ items: STORE_MSG.cartTooLong });
    expect(await counts(w.db)).toEqual({ orders: 0, items: 0, purchases: 0 });
  });

  it('makes one order of one submission, however often and however fast it is sent', async () => {
    const w = await storeWorld();
    const input = { items: [{ product_id: w.flash.id, quantity: 1 }], shipping: SHIPPING, request_key: requestKey() };
    const first = await w.api(w.buyer).store.checkout(input);
    expect(await w.api(w.buyer).store.checkout(input)).toEqual(first);
    const key = requestKey();
    const together = await Promise.all(Array.from({ length: 5 }, () => w.api(w.buyer).store.checkout({ ...input, request_key: key })));
    expect(new Set(together.map((a) => a.id)).size).toBe(1);
    expect(await counts(w.db)).toMatchObject({ orders: 2, items: 2 });
    // The key is per buyer: another buyer's same key is another order.
    const other = await w.api(w.otherBuyer).store.checkout({ ...input, request_key: key });
    expect(other.id).not.toBe(together[0]!.id);
  });

  it('pays a free order at once and gives the buyer its courses, but not its physical goods', async () => {
    const w = await storeWorld();
    const answer = await w.api(w.buyer).store.checkout({
      items: [{ product_id: w.freeCourse.id, quantity: 1 }, { product_id: w.freeSticker.id, quantity: 2 }],
      shipping: SHIPPING,
      request_key: requestKey(),
    });
    expect(answer).toMatchObject({ free: true, total: 0, status: 'paid' });
    const view = await w.api(w.buyer).store.order({ id: answer.id });
    expect(view.status).toBe('paid');
    expect(view.paid_at).toBe(w.clock.now().toISOString());
    const owned = await w.api(w.buyer).store.purchased();
    expect(owned).toEqual([
      { product_id: w.freeCourse.id, name: w.freeCourse.name, product_type: 'video_course', image: null, store_order_id: answer.id, purchased_at: view.paid_at },
    ]);
    // No money moved.
    const { rows } = await sql<{ n: number }>`select count(*) as n from ledger_transfers`.execute(w.db);
    expect(Number(rows[0]!.n)).toBe(0);
    // The buyer is told.
    const notes = await w.db.selectFrom('notifications').select(['user_id', 'message']).execute();
    expect(notes).toEqual([{ user_id: w.buyer.id, message: STORE_MSG.freeOrderNotice }]);
  });

  it('sells one copy of a file or course: a quantity above 1 is refused, a physical item may have many', async () => {
    const w = await storeWorld();
    const error = await trpcError(
      w.api(w.buyer).store.checkout({ items: [{ product_id: w.flash.id, quantity: 3 }, { product_id: w.ebook.id, quantity: 2 }], shipping: SHIPPING, request_key: requestKey() }),
    );
    expect([error.code, error.message]).toEqual(['UNPROCESSABLE_CONTENT', `${STORE_MSG.oneCopyOnly}: ${w.ebook.name}`]);
    const ok = await w.api(w.buyer).store.checkout({ items: [{ product_id: w.flash.id, quantity: 3 }, { product_id: w.ebook.id, quantity: 1 }], shipping: SHIPPING, request_key: requestKey() });
    expect(ok.total).toBe(3 * w.flash.price + w.ebook.price);
  });

  it('does not sell a digital item or course to someone who already owns it', async () => {
    const w = await storeWorld();
    await w.api(w.buyer).store.claimFree({ course_id: w.freeCourse.id });
    const error = await trpcError(w.api(w.buyer).store.checkout({ items: [{ product_id: w.freeCourse.id, quantity: 1 }], request_key: requestKey() }));
    expect([error.code, error.message]).toEqual(['CONFLICT', `${STORE_MSG.alreadyOwned}: ${w.freeCourse.name}`]);
  });
});

describe('shipping and tracking of an order', () => {
  it('lets the buyer change shipping while the order waits for payment, and not after', async () => {
    const w = await storeWorld();
    const { id } = await w.api(w.buyer).store.checkout({ items: [{ product_id: w.flash.id, quantity: 1 }], shipping: SHIPPING, request_key: requestKey() });
    const moved = { ...SHIPPING, address: 'اصفهان، چهارباغ', postal_code: '۸۱۳۴۵۶۷۸۹۰', notes: 'زنگ دوم' };
    const view = await w.api(w.buyer).store.updateShipping({ id, shipping: moved });
    expect(view.shipping_info).toEqual({ ...moved, postal_code: '8134567890' });
    expect((await trpcError(w.api(w.otherBuyer).store.updateShipping({ id, shipping: moved }))).code).toBe('FORBIDDEN');
    expect((await trpcError(w.api(w.buyer).store.updateShipping({ id: 'f'.repeat(24), shipping: moved }))).code).toBe('NOT_FOUND');
    const bad = await trpcError(w.api(w.buyer).store.updateShipping({ id, shipping: { ...moved, full_name: ' ' } }));
    expect(validationMessages(bad)).toMatchObject({ 'shipping.full_name': STORE_MSG.fullNameRequired });

    const free = await w.api(w.buyer).store.checkout({ items: [{ product_id: w.freeSticker.id, quantity: 1 }], shipping: SHIPPING, request_key: requestKey() });
    const locked = await trpcError(w.api(w.buyer).store.updateShipping({ id: free.id, shipping: moved }));
    expect([locked.code, locked.message]).toEqual(['CONFLICT', STORE_MSG.shippingLocked]);
  });

  it('answers the tracking address once fulfilment sets it, to the buyer and an admin', async () => {
    const w = await storeWorld();
    const { id } = await w.api(w.buyer).store.checkout({ items: [{ product_id: w.flash.id, quantity: 1 }], shipping: SHIPPING, request_key: requestKey() });
    expect(await w.api(w.buyer).store.tracking({ id })).toEqual({ tracking_url: null });
    await w.db.updateTable('store_orders').set({ tracking_url: 'https://tracking.post.ir/?id=123' }).where('id', '=', id).execute();
    expect(await w.api(w.buyer).store.tracking({ id })).toEqual({ tracking_url: 'https://tracking.post.ir/?id=123' });
    expect(await w.api(w.admin).store.tracking({ id })).toEqual({ tracking_url: 'https://tracking.post.ir/?id=123' });
    expect((await w.api(w.buyer).store.order({ id })).fulfillment).toEqual({ tracking_url: 'https://tracking.post.ir/?id=123' });
    expect((await trpcError(w.api(w.otherBuyer).store.tracking({ id }))).code).toBe('FORBIDDEN');
  });
});

describe('free products without the cart (claimFree) and purchased products', () => {
  it('adds a free course once, refuses paid and physical products, and lists owned products newest first', async () => {
    const w = await storeWorld();
    const first = await w.api(w.buyer).store.claimFree({ course_id: w.freeCourse.id });
    expect(first).toMatchObject({ product_id: w.freeCourse.id, product_type: 'video_course' });
    expect(await w.api(w.buyer).store.claimFree({ course_id: w.freeCourse.id })).toEqual(first);
    const paid = await trpcError(w.api(w.buyer).store.claimFree({ course_id: w.course.id }));
    expect([paid.code, paid.message]).toEqual(['CONFLICT', STORE_MSG.notFree]);
    const physical = await trpcError(w.api(w.buyer).store.claimFree({ course_id: w.freeSticker.id }));
    expect([physical.code, physical.message]).toEqual(['CONFLICT', STORE_MSG.notClaimable]);
    expect((await trpcError(w.api(w.buyer).store.claimFree({ course_id: '1'.repeat(24) }))).code).toBe('NOT_FOUND');
    expect((await trpcError(w.api(null).store.claimFree({ course_id: w.freeCourse.id }))).code).toBe('UNAUTHORIZED');

    // The free claim is a real paid order of 0 rials, readable by its owner.
    expect(await w.api(w.buyer).store.order({ id: first.store_order_id })).toMatchObject({ total: 0, status: 'paid' });
    // Two claims at once make one purchase.
    const both = await Promise.all([w.api(w.cafe).store.claimFree({ course_id: w.freeCourse.id }), w.api(w.cafe).store.claimFree({ course_id: w.freeCourse.id })]);
    expect(both[0]).toEqual(both[1]);
    // An admin may take a free course too (spec: /user/courses is open to admins).
    expect((await w.api(w.admin).store.claimFree({ course_id: w.freeCourse.id })).product_id).toBe(w.freeCourse.id);
    const freeEbook = await w.product({ name: 'کتاب رایگان', price: 0, category: 'books', product_type: 'ebook' });
    w.clock.advanceSeconds(60);
    await w.api(w.buyer).store.claimFree({ course_id: freeEbook.id });
    expect((await w.api(w.buyer).store.purchased()).map((p) => p.name)).toEqual(['کتاب رایگان', w.freeCourse.name]);
    expect(await w.api(w.otherBuyer).store.purchased()).toEqual([]);
    expect((await trpcError(w.api(null).store.purchased())).code).toBe('UNAUTHORIZED');
  });
});
