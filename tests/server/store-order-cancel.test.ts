import { afterEach, describe, expect, it } from 'vitest';
import { STORE_MSG } from '@shared/store/messages';
import { shortReference } from '@shared/reference';
import { walletBalance } from '../../src-server/services/wallet/ledger';
import { trpcError } from '../helpers/db';
import { fundWallet, HEALTHY_LEDGER, ledgerCheck, payOnSimulator, servePaymentsApp } from '../helpers/money';
import { requestKey, SHIPPING, storeWorld, type StoreWorld } from '../helpers/store';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function statusOf(w: StoreWorld, id: string) {
  return (await w.db.selectFrom('store_orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
}

/** The e-book alone: 900,000 rials, nothing ships. */
async function ebookOrder(w: StoreWorld, buyer = w.buyer) {
  return (await w.api(buyer).store.checkout({ items: [{ product_id: w.ebook.id, quantity: 1 }], request_key: requestKey() })).id;
}

describe('the buyer cancels an unpaid store order', () => {
  it('turns a pending order cancelled, shows it so in the order and the buyer’s list, and then refuses to pay it', async () => {
    const w = await storeWorld();
    await fundWallet(w.db, w.buyer.id, 5_000_000);
    const id = await ebookOrder(w);
    w.clock.advanceSeconds(30);
    const answer = await w.api(w.buyer).store.cancel({ id });
    expect(answer).toMatchObject({ id, status: 'cancelled', paid_at: null, total: 900_000 });
    expect(await statusOf(w, id)).toBe('cancelled');
    expect((await w.api(w.buyer).store.order({ id })).status).toBe('cancelled');
    const list = await w.api(w.buyer).store.myOrders({ page: 1, pageSize: 10 });
    expect(list.items.find((o) => o.id === id)?.status).toBe('cancelled');

    for (const pay of [() => w.api(w.buyer).store.payFromWallet({ id }), () => w.api(w.buyer).store.payOnline({ id })]) {
      const refused = await trpcError(pay());
      expect([refused.code, refused.message]).toEqual(['CONFLICT', STORE_MSG.orderCancelled]);
    }
    const again = await trpcError(w.api(w.buyer).store.cancel({ id }));
    expect([again.code, again.message]).toEqual(['CONFLICT', STORE_MSG.alreadyCancelled]);
    expect(await walletBalance(w.db, w.buyer.id)).toBe(5_000_000);
    expect((await w.api(w.buyer).store.purchased()).length).toBe(0);
    // The same product may be ordered again: a cancelled order holds nothing back.
    expect(await statusOf(w, await ebookOrder(w))).toBe('pending');
  });

  it('refuses anyone but the buyer with the answers the other store calls give, and changes nothing', async () => {
    const w = await storeWorld();
    const id = await ebookOrder(w);
    const other = await trpcError(w.api(w.otherBuyer).store.cancel({ id }));
    expect([other.code, other.message]).toEqual(['FORBIDDEN', STORE_MSG.notYourOrder]);
    // The other store calls on a stranger's order answer the same.
    expect((await trpcError(w.api(w.otherBuyer).store.payFromWallet({ id }))).code).toBe('FORBIDDEN');
    // An admin reads any order but does not cancel for the buyer; a guest must log in.
    expect((await trpcError(w.api(w.admin).store.cancel({ id }))).code).toBe('FORBIDDEN');
    expect((await trpcError(w.api(null).store.cancel({ id }))).code).toBe('UNAUTHORIZED');
    const missing = await trpcError(w.api(w.buyer).store.cancel({ id: 'a'.repeat(24) }));
    expect([missing.code, missing.message]).toEqual(['NOT_FOUND', STORE_MSG.orderNotFound]);
    // A malformed id is bad input, never a 5xx.
    expect((await trpcError(w.api(w.buyer).store.cancel({ id: 'not-an-id' }))).code).toBe('BAD_REQUEST');
    expect(await statusOf(w, id)).toBe('pending');
  });

  it('refuses a paid order with 409 and keeps it paid, its money and its products where they are', async () => {
    const w = await storeWorld();
    await fundWallet(w.db, w.buyer.id, 900_000);
    const id = await ebookOrder(w);
    await w.api(w.buyer).store.payFromWallet({ id });
    const refused = await trpcError(w.api(w.buyer).store.cancel({ id }));
    expect([refused.code, refused.message]).toEqual(['CONFLICT', STORE_MSG.paidNotCancellable]);
    expect(await statusOf(w, id)).toBe('paid');
    expect((await w.api(w.buyer).store.purchased()).map((p) => p.product_id)).toEqual([w.ebook.id]);
    // A free order is paid at checkout, so it cannot be cancelled either.
    const free = await w.api(w.buyer).store.checkout({ items: [{ product_id: w.freeCourse.id, quantity: 1 }], request_key: requestKey() });
    expect((await trpcError(w.api(w.buyer).store.cancel({ id: free.id }))).message).toBe(STORE_MSG.paidNotCancellable);
    expect(await ledgerCheck(w.db)).toEqual(HEALTHY_LEDGER);
  });

  it('refuses a shipping change on a cancelled order', async () => {
    const w = await storeWorld();
    const id = (await w.api(w.buyer).store.checkout({ items: [{ product_id: w.flash.id, quantity: 1 }], shipping: SHIPPING, payment_method: 'online', request_key: requestKey() })).id;
    await w.api(w.buyer).store.cancel({ id });
    const refused = await trpcError(
      w.api(w.buyer).store.updateShipping({ id, shipping: { ...SHIPPING, address: 'شیراز' } }),
    );
    expect([refused.code, refused.message]).toEqual(['CONFLICT', STORE_MSG.orderCancelled]);
  });

  it('credits a gateway payment that lands after the cancel to the payer’s wallet, once, with the ledger balanced', async () => {
    const w = await storeWorld();
    const served = await servePaymentsApp(w.db);
    cleanups.push(served.close);
    const id = await ebookOrder(w);
    const api = served.callerFor(w.buyer);
    const started = await api.store.payOnline({ id });
    // The buyer pays at the gateway, but cancels in another tab before the verify comes back.
    await payOnSimulator(started.payment_url);
    await w.api(w.buyer).store.cancel({ id });

    const answer = await api.payments.verify({ authority: started.authority, status: 'OK' });
    expect(answer).toMatchObject({ success: true, type: 'store', order_id: id, credited_to_wallet: true, message: STORE_MSG.cancelledCredited, new_balance: 900_000 });
    expect(await statusOf(w, id)).toBe('cancelled');
    expect(await walletBalance(w.db, w.buyer.id)).toBe(900_000);
    expect((await api.store.purchased()).length).toBe(0);
    // A repeated verify credits nothing more.
    await served.callerFor(null).payments.verify({ authority: started.authority, status: 'OK' });
    expect(await walletBalance(w.db, w.buyer.id)).toBe(900_000);
    const storeIncome = await w.db.selectFrom('ledger_entries').select('id').where('type', '=', 'store_payment_in').execute();
    expect(storeIncome).toEqual([]);
    expect(await ledgerCheck(w.db)).toEqual(HEALTHY_LEDGER);
  });
});

describe('the readable order reference', () => {
  it('is the id’s first eight characters in two groups, and the admin finds the order by it', async () => {
    expect(shortReference('a3f91c2b00112233445566ff')).toBe('A3F9-1C2B');
    const w = await storeWorld();
    const id = await ebookOrder(w);
    const found = await w.api(w.admin).admin.searchCode({ code: shortReference(id) });
    expect(found.results.filter((r) => r.kind === 'store_order').map((r) => r.id)).toEqual([id]);
  });
});
