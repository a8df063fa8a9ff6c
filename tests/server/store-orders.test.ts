import { describe, expect, it } from 'vitest';
import { STORE_MSG } from '@shared/store-messages';
import { MSG } from '@shared/messages';
import { trpcError, validationMessages } from '../helpers/db';
import { requestKey, SHIPPING, storeWorld } from '../helpers/store';

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
