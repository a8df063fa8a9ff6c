import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { insufficientForStoreOrderMessage, STORE_MSG } from '@shared/store/messages';
import { WALLET_MSG } from '@shared/wallet/messages';
import { MSG } from '@shared/messages';
import { formatToman } from '@shared/wallet/money';
import { balanceOf, walletBalance } from '../../src-server/services/wallet/ledger';
import { trpcError } from '../helpers/db';
import { fundWallet, HEALTHY_LEDGER, ledgerCheck, payOnSimulator, servePaymentsApp } from '../helpers/money';
import { requestKey, SHIPPING, storeWorld, type StoreWorld } from '../helpers/store';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function orderOf(w: StoreWorld, id: string) {
  return w.db.selectFrom('store_orders').select(['status', 'paid_at']).where('id', '=', id).executeTakeFirstOrThrow();
}

async function entriesOf(w: StoreWorld, id: string) {
  return w.db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
    .select(['ledger_accounts.kind', 'ledger_accounts.user_id', 'ledger_entries.amount', 'ledger_entries.type'])
    .where('ledger_entries.order_id', '=', id)
    .orderBy('ledger_entries.seq')
    .execute();
}

/** An order of the course and the e-book: 4,900,000 rials, nothing ships. */
async function digitalOrder(w: StoreWorld, buyer = w.buyer) {
  return (await w.api(buyer).store.checkout({ items: [{ product_id: w.course.id, quantity: 1 }, { product_id: w.ebook.id, quantity: 1 }], request_key: requestKey() })).id;
}

describe('paying a store order from the wallet', () => {
  it('moves the total from the buyer to the platform, marks the order paid, gives the products and tells the buyer', async () => {
    const w = await storeWorld();
    await fundWallet(w.db, w.buyer.id, 6_000_000);
    const id = await digitalOrder(w);
    const platformBefore = await balanceOf(w.db, 'platform');
    const answer = await w.api(w.buyer).store.payFromWallet({ id });
    expect(answer).toMatchObject({ success: true, message: STORE_MSG.paidFromWallet, order_id: id, amount: 4_900_000, new_balance: 1_100_000, status: 'paid' });
    expect(await orderOf(w, id)).toEqual({ status: 'paid', paid_at: w.clock.now().toISOString() });
    expect(await entriesOf(w, id)).toEqual([
      { kind: 'wallet', user_id: w.buyer.id, amount: -4_900_000, type: 'store_payment' },
      { kind: 'platform', user_id: null, amount: 4_900_000, type: 'store_payment_in' },
    ]);
    expect((await balanceOf(w.db, 'platform')) - platformBefore).toBe(4_900_000);
    expect((await w.api(w.buyer).store.purchased()).map((p) => p.product_id).sort()).toEqual([w.course.id, w.ebook.id].sort());
    const statement = await w.api(w.buyer).wallet.transactions();
    expect(statement.items[0]).toMatchObject({ transaction_type: 'store_payment', amount: -4_900_000, order_id: id });
    const notes = await w.db.selectFrom('notifications').select('message').where('user_id', '=', w.buyer.id).execute();
    expect(notes.map((n) => n.message)).toEqual([`${STORE_MSG.paidNotice} (${formatToman(4_900_000)})`]);
    // Paid once; a second payment is refused and moves nothing.
    const again = await trpcError(w.api(w.buyer).store.payFromWallet({ id }));
    expect([again.code, again.message]).toEqual(['CONFLICT', STORE_MSG.notPayable]);
    expect(await walletBalance(w.db, w.buyer.id)).toBe(1_100_000);
    expect(await ledgerCheck(w.db)).toEqual(HEALTHY_LEDGER);
  });

  it('refuses an unpaid order holding a product the admin has since withdrawn from sale, naming it', async () => {
    const w = await storeWorld();
    await fundWallet(w.db, w.buyer.id, 6_000_000);
    const id = await digitalOrder(w);
    await w.db.updateTable('products').set({ is_active: 0 }).where('id', '=', w.ebook.id).execute();
    for (const pay of [() => w.api(w.buyer).store.payFromWallet({ id }), () => w.api(w.buyer).store.payOnline({ id })]) {
      const refused = await trpcError(pay());
      expect([refused.code, refused.message]).toEqual(['CONFLICT', `${STORE_MSG.productUnavailable}: ${w.ebook.name}`]);
    }
    expect(await orderOf(w, id)).toEqual({ status: 'pending', paid_at: null });
    expect(await walletBalance(w.db, w.buyer.id)).toBe(6_000_000);
  });

  it('refuses too small a balance with both amounts in toman and changes nothing', async () => {
    const w = await storeWorld();
    await fundWallet(w.db, w.buyer.id, 1_000_000);
    const id = await digitalOrder(w);
    const error = await trpcError(w.api(w.buyer).store.payFromWallet({ id }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(insufficientForStoreOrderMessage(4_900_000, 1_000_000));
    expect(error.message).toContain('۴۹۰٬۰۰۰ تومان');
    expect(error.message).toContain('۱۰۰٬۰۰۰ تومان');
    expect(await orderOf(w, id)).toEqual({ status: 'pending', paid_at: null });
    expect(await w.api(w.buyer).store.purchased()).toEqual([]);
    expect(await walletBalance(w.db, w.buyer.id)).toBe(1_000_000);
  });

  it('charges once when one order is paid twice at once', async () => {
    const w = await storeWorld();
    await fundWallet(w.db, w.buyer.id, 20_000_000);
    const id = await digitalOrder(w);
    const results = await Promise.allSettled([1, 2, 3].map(() => w.api(w.buyer).store.payFromWallet({ id })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) expect(r.reason.message).toBe(STORE_MSG.notPayable);
    expect(await walletBalance(w.db, w.buyer.id)).toBe(20_000_000 - 4_900_000);
    expect(await ledgerCheck(w.db)).toEqual(HEALTHY_LEDGER);
  });

  it('pays exactly one of two orders that fit the balance alone but not together', async () => {
    const w = await storeWorld();
    await fundWallet(w.db, w.buyer.id, 6_000_000);
    const a = await digitalOrder(w);
    const b = (await w.api(w.buyer).store.checkout({ items: [{ product_id: w.flash.id, quantity: 2 }], shipping: SHIPPING, request_key: requestKey() })).id;
    const results = await Promise.allSettled([w.api(w.buyer).store.payFromWallet({ id: a }), w.api(w.buyer).store.payFromWallet({ id: b })]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')!;
    expect(refused.reason.code).toBe('BAD_REQUEST');
    const statuses = [(await orderOf(w, a)).status, (await orderOf(w, b)).status].sort();
    expect(statuses).toEqual(['paid', 'pending']);
    expect(await walletBalance(w.db, w.buyer.id)).toBeGreaterThanOrEqual(0);
    expect(await ledgerCheck(w.db)).toEqual(HEALTHY_LEDGER);
  });

  it('answers 403 for another buyer, 404 for a missing order, 401 for a visitor, 403 for an admin', async () => {
    const w = await storeWorld();
    await fundWallet(w.db, w.otherBuyer.id, 10_000_000);
    const id = await digitalOrder(w);
    const other = await trpcError(w.api(w.otherBuyer).store.payFromWallet({ id }));
    expect([other.code, other.message]).toEqual(['FORBIDDEN', STORE_MSG.notYourOrder]);
    expect((await trpcError(w.api(w.otherBuyer).store.payOnline({ id }))).code).toBe('FORBIDDEN');
    const missing = await trpcError(w.api(w.buyer).store.payFromWallet({ id: '9'.repeat(24) }));
    expect([missing.code, missing.message]).toEqual(['NOT_FOUND', STORE_MSG.orderNotFound]);
    expect((await trpcError(w.api(null).store.payFromWallet({ id }))).code).toBe('UNAUTHORIZED');
    const admin = await trpcError(w.api(w.admin).store.payFromWallet({ id }));
    expect([admin.code, admin.message]).toEqual(['FORBIDDEN', MSG.forbidden]);
    expect(await walletBalance(w.db, w.otherBuyer.id)).toBe(10_000_000);
  });

  it('a cafe manager shops and pays from the cafe wallet too', async () => {
    const w = await storeWorld();
    await fundWallet(w.db, w.cafe.id, 5_000_000);
    const id = await digitalOrder(w, w.cafe);
    expect((await w.api(w.cafe).store.payFromWallet({ id })).new_balance).toBe(100_000);
  });

  it('wants complete shipping details before paying an order that ships', async () => {
    const w = await storeWorld();
    await fundWallet(w.db, w.buyer.id, 10_000_000);
    const { id } = await w.api(w.buyer).store.checkout({ items: [{ product_id: w.flash.id, quantity: 1 }], shipping: SHIPPING, request_key: requestKey() });
    // Shipping lost (an old row, a hand edit): payment is refused until it is supplied again.
    await w.db.updateTable('store_orders').set({ shipping: null }).where('id', '=', id).execute();
    const error = await trpcError(w.api(w.buyer).store.payFromWallet({ id }));
    expect([error.code, error.message]).toEqual(['UNPROCESSABLE_CONTENT', STORE_MSG.shippingIncomplete]);
    expect((await trpcError(w.api(w.buyer).store.payOnline({ id }))).message).toBe(STORE_MSG.shippingIncomplete);
    await w.api(w.buyer).store.updateShipping({ id, shipping: SHIPPING });
    expect((await w.api(w.buyer).store.payFromWallet({ id })).success).toBe(true);
    // Physical goods are not "products you own".
    expect(await w.api(w.buyer).store.purchased()).toEqual([]);
  });
});

describe('paying a store order online through the gateway', () => {
  async function withGateway(w: StoreWorld) {
    const served = await servePaymentsApp(w.db);
    cleanups.push(served.close);
    return served;
  }

  it('starts with the stored total and the store callback, and one verify pays the order, however often it is repeated', async () => {
    const w = await storeWorld();
    const served = await withGateway(w);
    const id = await digitalOrder(w);
    const api = served.callerFor(w.buyer);
    const started = await api.store.payOnline({ id });
    expect(started).toMatchObject({ amount: 4_900_000, order_id: id });
    expect(started.payment_url).toBe(`${served.deps.payments.publicUrl}/pg/StartPay/${started.authority}`);
    const attempt = await w.db.selectFrom('payment_attempts').selectAll().where('authority', '=', started.authority).executeTakeFirstOrThrow();
    expect(attempt).toMatchObject({ purpose: 'store', target_id: id, user_id: w.buyer.id, amount: 4_900_000 });
    expect(attempt.callback_url).toBe(`${served.deps.payments.publicUrl}/verify?type=store&order_id=${id}`);

    const back = await payOnSimulator(started.payment_url);
    expect(back.pathname).toBe('/verify');
    expect(back.searchParams.get('type')).toBe('store');
    expect(back.searchParams.get('order_id')).toBe(id);
    const authority = back.searchParams.get('Authority')!;
    const answers = await Promise.all([1, 2, 3].map(() => served.callerFor(null).payments.verify({ authority, status: 'OK' })));
    const mine = await api.payments.verify({ authority, status: 'OK' });
    for (const answer of [...answers, mine]) {
      expect(answer).toMatchObject({
        success: true,
        type: 'store',
        order_id: id,
        amount: 4_900_000,
        credited_to_wallet: false,
        message: STORE_MSG.paidOnline,
        updated: { type: 'store_order', id },
      });
    }
    expect(mine.new_balance).toBe(0);
    expect(await orderOf(w, id)).toMatchObject({ status: 'paid' });
    expect(await entriesOf(w, id)).toEqual([
      { kind: 'gateway', user_id: null, amount: -4_900_000, type: 'user_deposit' },
      { kind: 'platform', user_id: null, amount: 4_900_000, type: 'store_payment_in' },
    ]);
    expect((await api.store.purchased()).length).toBe(2);
    expect(await ledgerCheck(w.db)).toEqual(HEALTHY_LEDGER);
    // Paid: no new payment may start.
    expect((await trpcError(api.store.payOnline({ id }))).message).toBe(STORE_MSG.notPayable);
  });

  it('credits the wallet when the order was paid from the wallet while the buyer was at the gateway', async () => {
    const w = await storeWorld();
    const served = await withGateway(w);
    await fundWallet(w.db, w.buyer.id, 4_900_000);
    const id = await digitalOrder(w);
    const started = await served.callerFor(w.buyer).store.payOnline({ id });
    await payOnSimulator(started.payment_url);
    await w.api(w.buyer).store.payFromWallet({ id });
    expect(await walletBalance(w.db, w.buyer.id)).toBe(0);

    const answer = await served.callerFor(w.buyer).payments.verify({ authority: started.authority, status: 'OK' });
    expect(answer).toMatchObject({ success: true, type: 'store', credited_to_wallet: true, message: STORE_MSG.notPayableCredited, new_balance: 4_900_000, order_id: id });
    expect(await walletBalance(w.db, w.buyer.id)).toBe(4_900_000);
    // The order was paid once: one store_payment_in for it.
    const platformIn = (await entriesOf(w, id)).filter((e) => e.type === 'store_payment_in');
    expect(platformIn).toHaveLength(1);
    await served.callerFor(null).payments.verify({ authority: started.authority, status: 'OK' });
    expect(await walletBalance(w.db, w.buyer.id)).toBe(4_900_000);
    expect(await ledgerCheck(w.db)).toEqual(HEALTHY_LEDGER);
  });

  it('a cancel on the gateway leaves the order pending and moves nothing; tiny totals cannot go to the gateway', async () => {
    const w = await storeWorld();
    const served = await withGateway(w);
    const id = await digitalOrder(w);
    const started = await served.callerFor(w.buyer).store.payOnline({ id });
    await payOnSimulator(started.payment_url, 'cancel');
    expect((await served.callerFor(w.buyer).payments.verify({ authority: started.authority, status: 'NOK' })).success).toBe(false);
    expect(await orderOf(w, id)).toEqual({ status: 'pending', paid_at: null });
    const { rows } = await sql<{ n: number }>`select count(*) as n from ledger_transfers`.execute(w.db);
    expect(Number(rows[0]!.n)).toBe(0);

    const cheap = await w.product({ name: 'برچسب', price: 5_000, category: 'accessories', product_type: 'digital' });
    const small = await w.api(w.buyer).store.checkout({ items: [{ product_id: cheap.id, quantity: 1 }], request_key: requestKey() });
    const error = await trpcError(served.callerFor(w.buyer).store.payOnline({ id: small.id }));
    expect([error.code, error.message]).toEqual(['UNPROCESSABLE_CONTENT', WALLET_MSG.gatewayMinAmount]);
  });
});
