import { afterEach, describe, expect, it } from 'vitest';
import { insufficientForStoreOrderMessage, STORE_MSG } from '@shared/store/messages';
import { walletBalance } from '../../src-server/services/wallet/ledger';
import { freshMemoryDb } from '../helpers/db';
import { apiClient, fundWallet, payOnSimulator, restHarness, servePaymentsApp } from '../helpers/money';
import { SHIPPING, storeWorld } from '../helpers/store';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function setup() {
  const w = await storeWorld();
  const { call, app } = await restHarness(w.db, { now: w.clock.now });
  return { w, call, app };
}

describe('REST store catalogue (spec 3 §7 "Store")', () => {
  it('GET /api/store/test answers ok', async () => {
    const { call } = await restHarness(await freshMemoryDb());
    expect(await call('/store/test')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('GET /api/store/products answers the list with _id, filters by category and limit, and tells the total', async () => {
    const { w, call, app } = await setup();
    const all = await call('/store/products');
    expect(all.status).toBe(200);
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.body).toHaveLength(5);
    expect(all.body[0]).toMatchObject({ _id: w.freeSticker.id, id: w.freeSticker.id, name: w.freeSticker.name, price: 0, product_type: 'physical', requires_shipping: true });
    const related = await call('/store/products?category=courses&limit=1');
    expect(related.body.map((p: { id: string }) => p.id)).toEqual([w.freeCourse.id]);
    const res = await app.request('/api/store/products?category=courses&limit=1&skip=1');
    expect(res.headers.get('x-total-count')).toBe('2');
    expect(((await res.json()) as Array<{ id: string }>).map((p) => p.id)).toEqual([w.course.id]);
    expect((await call('/store/products?search=اکسل&product_type=video_course')).body.map((p: { id: string }) => p.id)).toEqual([w.course.id]);
    expect((await call('/store/products?category=toys')).status).toBe(422);
    expect((await call('/store/products?limit=500')).body).toHaveLength(5);
    expect((await call('/store/products?limit=abc')).status).toBe(422);
  });

  it('GET /api/store/products/{id} answers the spec fields, 404 with the message when missing', async () => {
    const { w, call } = await setup();
    const res = await call(`/store/products/${w.course.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: w.course.id, id: w.course.id, price: 4_000_000, course_content: { difficulty_level: 'beginner' }, purchased: false });
    expect(res.body.related[0]).toMatchObject({ _id: w.freeCourse.id });
    expect(await call(`/store/products/${'a'.repeat(24)}`)).toEqual({ status: 404, body: { detail: STORE_MSG.productNotFound } });
  });
});

describe('REST checkout and store orders', () => {
  it('POST /api/store/checkout prices from the database, ignores user_id, and answers id and free', async () => {
    const { w, call } = await setup();
    const res = await call('/store/checkout', {
      as: w.buyer,
      body: {
        items: [{ product_id: w.flash.id, name: 'x', price: 1, quantity: 2 }],
        total: 5_000_000,
        user_id: w.otherBuyer.id,
        fullName: SHIPPING.full_name,
        phone: SHIPPING.phone,
        address: SHIPPING.address,
        postalCode: SHIPPING.postal_code,
        paymentMethod: 'cash',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ free: false, total: 5_000_000, status: 'pending', message: STORE_MSG.orderPlaced });
    expect(res.body._id).toBe(res.body.id);
    const order = await call(`/store/store_order/${res.body.id}`, { as: w.buyer });
    expect(order.body).toMatchObject({
      _id: res.body.id,
      total: 5_000_000,
      status: 'pending',
      payment_method: 'cash',
      shipping_info: { ...SHIPPING },
      fulfillment: { tracking_url: null },
      items: [{ product_id: w.flash.id, name: w.flash.name, quantity: 2, requires_shipping: true, price: 2_500_000 }],
    });
    expect(typeof order.body.created_at).toBe('string');
    expect((await w.db.selectFrom('store_orders').select('user_id').executeTakeFirstOrThrow()).user_id).toBe(w.buyer.id);
  });

  it('answers the spec messages: 409 changed total, 422 missing shipping, 422 cash for digital, 401 visitor, 403 other buyer', async () => {
    const { w, call } = await setup();
    expect(await call('/store/checkout', { as: w.buyer, body: { items: [{ product_id: w.ebook.id, quantity: 1 }], total: 1 } })).toEqual({ status: 409, body: { detail: STORE_MSG.totalChanged } });
    expect(await call('/store/checkout', { as: w.buyer, body: { items: [{ product_id: w.flash.id, quantity: 1 }] } })).toEqual({ status: 422, body: { detail: STORE_MSG.shippingIncomplete, errors: { shipping_info: STORE_MSG.shippingIncomplete } } });
    expect(await call('/store/checkout', { as: w.buyer, body: { items: [{ product_id: w.ebook.id, quantity: 1 }], payment_method: 'cash' } })).toEqual({ status: 422, body: { detail: STORE_MSG.cashNeedsShipping, errors: { payment_method: STORE_MSG.cashNeedsShipping } } });
    // A second copy of a file names that line's quantity.
    const twice = await call('/store/checkout', { as: w.buyer, body: { items: [{ product_id: w.flash.id, quantity: 2 }, { product_id: w.ebook.id, quantity: 2 }], shipping_info: SHIPPING } });
    expect(twice).toEqual({ status: 422, body: { detail: `${STORE_MSG.oneCopyOnly}: ${w.ebook.name}`, errors: { 'items.1.quantity': `${STORE_MSG.oneCopyOnly}: ${w.ebook.name}` } } });
    // The checkout form's spelling is named as sent.
    expect(await call('/store/checkout', { as: w.buyer, body: { items: [{ product_id: w.ebook.id, quantity: 1 }], paymentMethod: 'cash' } })).toEqual({ status: 422, body: { detail: STORE_MSG.cashNeedsShipping, errors: { paymentMethod: STORE_MSG.cashNeedsShipping } } });
    const badPhone = await call('/store/checkout', { as: w.buyer, body: { items: [{ product_id: w.flash.id, quantity: 1 }], shipping_info: { ...SHIPPING, phone: '123' } } });
    expect(badPhone).toMatchObject({ status: 422, body: { detail: STORE_MSG.phoneInvalid } });
    expect((await call('/store/checkout', { body: { items: [{ product_id: w.ebook.id, quantity: 1 }] } })).status).toBe(401);
    const made = await call('/store/checkout', { as: w.buyer, body: { items: [{ product_id: w.ebook.id, quantity: 1 }], total: 900_000 } });
    expect(await call(`/store/store_order/${made.body.id}`, { as: w.otherBuyer })).toEqual({ status: 403, body: { detail: STORE_MSG.notYourOrder } });
    expect((await call(`/store/store_order/${'b'.repeat(24)}`, { as: w.buyer })).status).toBe(404);
  });

  it('names a bad shipping field as it was sent: the checkout form\'s flat names, or inside shipping_info', async () => {
    const { w, call } = await setup();
    const items = [{ product_id: w.flash.id, quantity: 1 }];
    const flat = { fullName: SHIPPING.full_name, phone: '0912', address: SHIPPING.address, postalCode: '12', notes: '' };
    expect(await call('/store/checkout', { as: w.buyer, body: { items, ...flat } })).toEqual({
      status: 422,
      body: { detail: STORE_MSG.phoneInvalid, errors: { phone: STORE_MSG.phoneInvalid, postalCode: STORE_MSG.postalCodeInvalid } },
    });
    const blankName = await call('/store/checkout', { as: w.buyer, body: { items, ...flat, fullName: ' ', phone: SHIPPING.phone, postalCode: SHIPPING.postal_code } });
    expect(blankName).toMatchObject({ status: 422, body: { errors: { fullName: expect.any(String) } } });
    expect(Object.keys(blankName.body.errors)).toEqual(['fullName']);
    // shipping_info wins when both are sent, and is named with its own field names.
    const nested = await call('/store/checkout', { as: w.buyer, body: { items, ...flat, shipping_info: { ...SHIPPING, postal_code: '12' } } });
    expect(nested).toEqual({ status: 422, body: { detail: STORE_MSG.postalCodeInvalid, errors: { 'shipping_info.postal_code': STORE_MSG.postalCodeInvalid } } });
    // The shipping PATCH takes the details flat (named flat) or under shipping_info (named there).
    const made = await call('/store/checkout', { as: w.buyer, body: { items, shipping_info: SHIPPING } });
    const path = `/store/store_order/${made.body.id}/shipping`;
    expect(await call(path, { as: w.buyer, method: 'PATCH', body: { ...SHIPPING, postal_code: '12' } })).toEqual({
      status: 422,
      body: { detail: STORE_MSG.postalCodeInvalid, errors: { postal_code: STORE_MSG.postalCodeInvalid } },
    });
    expect(await call(path, { as: w.buyer, method: 'PATCH', body: { shipping_info: { ...SHIPPING, postal_code: '12' } } })).toEqual({
      status: 422,
      body: { detail: STORE_MSG.postalCodeInvalid, errors: { 'shipping_info.postal_code': STORE_MSG.postalCodeInvalid } },
    });
  });

  it('a repeated request_key answers the same order; a free order is paid at once', async () => {
    const { w, call } = await setup();
    const body = { items: [{ product_id: w.ebook.id, quantity: 1 }], request_key: 'checkout-key-1' };
    const first = await call('/store/checkout', { as: w.buyer, body });
    const second = await call('/store/checkout', { as: w.buyer, body });
    expect(second.body.id).toBe(first.body.id);
    const free = await call('/store/checkout', { as: w.buyer, body: { items: [{ product_id: w.freeCourse.id, quantity: 1 }], total: 0 } });
    expect(free.body).toMatchObject({ free: true, status: 'paid', total: 0 });
  });

  it('PATCH …/shipping changes shipping while pending; GET …/tracking answers tracking_url', async () => {
    const { w, call } = await setup();
    const made = await call('/store/checkout', { as: w.buyer, body: { items: [{ product_id: w.flash.id, quantity: 1 }], shipping_info: SHIPPING } });
    const patched = await call(`/store/store_order/${made.body.id}/shipping`, { as: w.buyer, method: 'PATCH', body: { ...SHIPPING, address: 'شیراز، زند' } });
    expect(patched).toMatchObject({ status: 200, body: { _id: made.body.id, shipping_info: { address: 'شیراز، زند' } } });
    const invalid = await call(`/store/store_order/${made.body.id}/shipping`, { as: w.buyer, method: 'PATCH', body: { shipping_info: { ...SHIPPING, postal_code: '12' } } });
    expect(invalid).toMatchObject({ status: 422, body: { detail: STORE_MSG.postalCodeInvalid } });
    expect(await call(`/store/store_order/${made.body.id}/tracking`, { as: w.buyer })).toEqual({ status: 200, body: { tracking_url: null } });
    await fundWallet(w.db, w.buyer.id, 2_500_000);
    expect((await call(`/wallet/store-payment/${made.body.id}`, { as: w.buyer, method: 'POST' })).status).toBe(200);
    expect(await call(`/store/store_order/${made.body.id}/shipping`, { as: w.buyer, method: 'PATCH', body: SHIPPING })).toEqual({ status: 409, body: { detail: STORE_MSG.shippingLocked } });
  });

  it('POST /api/store/purchased-courses adds a free course (course_id); a paid one answers 409', async () => {
    const { w, call } = await setup();
    const res = await call('/store/purchased-courses', { as: w.buyer, body: { course_id: w.freeCourse.id } });
    expect(res).toMatchObject({ status: 200, body: { success: true, message: STORE_MSG.freeAdded, product_id: w.freeCourse.id, _id: w.freeCourse.id } });
    expect(await call('/store/purchased-courses', { as: w.buyer, body: { course_id: w.course.id } })).toEqual({ status: 409, body: { detail: STORE_MSG.notFree } });
    expect((await call('/store/purchased-courses', { body: { course_id: w.freeCourse.id } })).status).toBe(401);
    expect((await call('/store/purchased-courses', { as: w.buyer })).body.map((p: { id: string }) => p.id)).toEqual([w.freeCourse.id]);
  });

  it('GET /api/store/my-products lists what the account owns, as purchased-courses does; a guest gets 401', async () => {
    const { w, call } = await setup();
    expect(await call('/store/my-products', { as: w.buyer })).toEqual({ status: 200, body: [] });
    await call('/store/purchased-courses', { as: w.buyer, body: { course_id: w.freeCourse.id } });
    const mine = await call('/store/my-products', { as: w.buyer });
    expect(mine).toMatchObject({ status: 200, body: [{ product_id: w.freeCourse.id, id: w.freeCourse.id, name: w.freeCourse.name, type: 'video_course' }] });
    // Spec 2 §3's purchased product: product_id, order_id, name, type, image, created_at.
    const [owned] = mine.body;
    expect(owned).toMatchObject({ order_id: owned.store_order_id, created_at: owned.purchased_at, image: owned.image });
    expect(owned.order_id).toMatch(/^[0-9a-f]{24}$/);
    expect(mine.body).toEqual((await call('/store/purchased-courses', { as: w.buyer })).body);
    expect((await call('/store/my-products')).status).toBe(401);
  });
});

describe('REST store payment paths (spec 3 §7 "Payments and wallet")', () => {
  it('POST /api/wallet/store-payment/{orderId} pays from the wallet: success, message, new_balance', async () => {
    const { w, call } = await setup();
    await fundWallet(w.db, w.buyer.id, 1_000_000);
    const made = await call('/store/checkout', { as: w.buyer, body: { items: [{ product_id: w.ebook.id, quantity: 1 }] } });
    expect(await call(`/wallet/store-payment/${made.body.id}`, { as: w.otherBuyer, method: 'POST' })).toEqual({ status: 403, body: { detail: STORE_MSG.notYourOrder } });
    const paid = await call(`/wallet/store-payment/${made.body.id}`, { as: w.buyer, method: 'POST' });
    expect(paid).toMatchObject({ status: 200, body: { success: true, message: STORE_MSG.paidFromWallet, new_balance: 100_000, order_id: made.body.id, amount: 900_000 } });
    expect(await call(`/wallet/store-payment/${made.body.id}`, { as: w.buyer, method: 'POST' })).toEqual({ status: 409, body: { detail: STORE_MSG.notPayable } });
    const poor = await call('/store/checkout', { as: w.buyer, body: { items: [{ product_id: w.course.id, quantity: 1 }] } });
    expect(await call(`/wallet/store-payment/${poor.body.id}`, { as: w.buyer, method: 'POST' })).toEqual({ status: 400, body: { detail: insufficientForStoreOrderMessage(4_000_000, 100_000) } });
    expect((await call('/wallet/store-payment/not-an-id', { as: w.buyer, method: 'POST' })).status).toBe(422);
  });

  it('POST /api/payment/store/payment/create/{orderId} answers payment_url and authority; the store verify pays the order', async () => {
    const w = await storeWorld();
    const served = await servePaymentsApp(w.db);
    cleanups.push(served.close);
    const call = apiClient(served.url, served.deps.jwtSecret);
    const made = await call('/store/checkout', { as: w.buyer, body: { items: [{ product_id: w.course.id, quantity: 1 }], total: 4_000_000 } });
    const started = await call(`/payment/store/payment/create/${made.body.id}`, { as: w.buyer, method: 'POST' });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ amount: 4_000_000, order_id: made.body.id });
    expect(started.body.payment_url).toBe(`${served.deps.payments.publicUrl}/pg/StartPay/${started.body.authority}`);
    const back = await payOnSimulator(started.body.payment_url);
    expect(back.searchParams.get('type')).toBe('store');
    const verified = await call('/payment/public/store/verify', { body: { authority: back.searchParams.get('Authority') } });
    expect(verified.body).toMatchObject({ success: true, type: 'store', order_id: made.body.id, amount: 4_000_000, updated: { type: 'store_order', id: made.body.id } });
    expect((await call(`/store/store_order/${made.body.id}`, { as: w.buyer })).body.status).toBe('paid');
    expect(await call(`/payment/store/payment/create/${made.body.id}`, { as: w.buyer, method: 'POST' })).toEqual({ status: 409, body: { detail: STORE_MSG.notPayable } });
    expect(await walletBalance(w.db, w.buyer.id)).toBe(0);
  });
});
