import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { MSG } from '@shared/messages';
import { ORDER_MSG } from '@shared/orders/messages';
import { insufficientForOrderMessage, ORDER_PAYMENT_MSG } from '@shared/orders/payment-messages';
import { balanceOf, walletBalance } from '../../src-server/services/wallet/ledger';
import { orderEscrowBalance } from '../../src-server/services/orders/money';
import { trpcError } from '../helpers/db';
import { fundWallet, HEALTHY_LEDGER, ledgerCheck, payOnSimulator, servePaymentsApp } from '../helpers/money';
import { orderWorld, type OrderWorld } from '../helpers/orders';

const PRICE = 500_000; // what orderWorld's cafe prices every order at

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function orderOf(w: OrderWorld, orderId: string) {
  return w.db.selectFrom('orders').select(['status', 'payment_status', 'paid_at']).where('id', '=', orderId).executeTakeFirstOrThrow();
}

async function transfersOf(w: OrderWorld, orderId: string) {
  return w.db.selectFrom('ledger_transfers').select(['kind']).where('order_id', '=', orderId).execute();
}

async function withGateway(w: OrderWorld) {
  const served = await servePaymentsApp(w.db);
  cleanups.push(served.close);
  return served;
}

describe('paying an order from the wallet', () => {
  it('moves the order to in progress and paid, the price from the wallet into escrow, in one go', async () => {
    const w = await orderWorld();
    await fundWallet(w.db, w.customer.id, 800_000);
    const orderId = await w.orderIn('pending_payment');
    const result = await w.api(w.customer).wallet.payOrder({ orderId });
    expect(result).toMatchObject({
      success: true,
      message: ORDER_PAYMENT_MSG.paidFromWallet,
      order_id: orderId,
      status: 'in_progress',
      payment_status: 'paid',
      amount: PRICE,
      new_balance: 300_000,
    });
    expect(await orderOf(w, orderId)).toMatchObject({ status: 'in_progress', payment_status: 'paid' });
    expect(await walletBalance(w.db, w.customer.id)).toBe(300_000);
    expect(await orderEscrowBalance(w.db, orderId)).toBe(PRICE);
    const statement = await w.api(w.customer).wallet.transactions();
    expect(statement.items[0]).toMatchObject({ transaction_type: 'payment', amount: -PRICE, order_id: orderId });
    // The cafe is told, and the chat records it.
    const chat = await w.db.selectFrom('chat_messages').select('message').where('order_id', '=', orderId).execute();
    expect(chat.map((m) => m.message)).toContain('هزینه سفارش پرداخت شد.');
    expect(await ledgerCheck(w.db)).toEqual(HEALTHY_LEDGER);
  });

  it('refuses a balance below the price with a clear message and changes nothing', async () => {
    const w = await orderWorld();
    await fundWallet(w.db, w.customer.id, 200_000);
    const orderId = await w.orderIn('pending_payment');
    const error = await trpcError(w.api(w.customer).wallet.payOrder({ orderId }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(insufficientForOrderMessage(PRICE, 200_000));
    expect(error.message).toContain('۵۰٬۰۰۰ تومان');
    expect(await orderOf(w, orderId)).toMatchObject({ status: 'pending_payment', payment_status: 'unpaid', paid_at: null });
    expect(await walletBalance(w.db, w.customer.id)).toBe(200_000);
    expect(await transfersOf(w, orderId)).toEqual([]);
  });

  it('pays many orders from one wallet at once: every payment goes through, none fails for the crowd, the balance is exact', async () => {
    const w = await orderWorld();
    const COUNT = 24;
    await fundWallet(w.db, w.customer.id, COUNT * PRICE);
    const orderIds: string[] = [];
    for (let i = 0; i < COUNT; i++) orderIds.push(await w.orderIn('pending_payment'));
    const results = await Promise.allSettled(orderIds.map((orderId) => w.api(w.customer).wallet.payOrder({ orderId })));
    expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
    expect(await walletBalance(w.db, w.customer.id)).toBe(0);
  });

  it('charges once when the same order is paid twice at once', async () => {
    const w = await orderWorld();
    await fundWallet(w.db, w.customer.id, 2 * PRICE);
    const orderId = await w.orderIn('pending_payment');
    const results = await Promise.allSettled([w.api(w.customer).wallet.payOrder({ orderId }), w.api(w.customer).wallet.payOrder({ orderId })]);
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.reason.code).toBe('CONFLICT');
    expect(refused[0]!.reason.message).toBe(ORDER_MSG.notPayable);
    expect(await walletBalance(w.db, w.customer.id)).toBe(PRICE);
    expect(await transfersOf(w, orderId)).toEqual([{ kind: 'order_payment' }]);
    // And again later: still one charge.
    expect((await trpcError(w.api(w.customer).wallet.payOrder({ orderId }))).code).toBe('CONFLICT');
    expect(await walletBalance(w.db, w.customer.id)).toBe(PRICE);
  });

  it('answers 403 for someone else’s order and for other roles, 404 for a missing one', async () => {
    const w = await orderWorld();
    await fundWallet(w.db, w.otherCustomer.id, PRICE);
    const orderId = await w.orderIn('pending_payment');
    const other = await trpcError(w.api(w.otherCustomer).wallet.payOrder({ orderId }));
    expect(other.code).toBe('FORBIDDEN');
    expect(other.message).toBe(MSG.forbidden);
    expect((await trpcError(w.api(w.cafeUser).wallet.payOrder({ orderId }))).code).toBe('FORBIDDEN');
    expect((await trpcError(w.api(w.admin).wallet.payOrderOnline({ orderId }))).code).toBe('FORBIDDEN');
    expect((await trpcError(w.api(w.customer).wallet.payOrder({ orderId: 'a'.repeat(24) }))).code).toBe('NOT_FOUND');
    expect(await walletBalance(w.db, w.otherCustomer.id)).toBe(PRICE);
    expect(await orderOf(w, orderId)).toMatchObject({ status: 'pending_payment' });
  });

  it('answers 409 for orders not waiting for payment', async () => {
    const w = await orderWorld();
    await fundWallet(w.db, w.customer.id, 5 * PRICE);
    for (const status of ['pending', 'in_progress', 'completed', 'cancelled', 'rejected'] as const) {
      const orderId = await w.orderIn(status);
      const error = await trpcError(w.api(w.customer).wallet.payOrder({ orderId }));
      expect(error.code, status).toBe('CONFLICT');
      expect(error.message).toBe(ORDER_MSG.notPayable);
      expect((await trpcError(w.api(w.customer).wallet.payOrderOnline({ orderId }))).code, status).toBe('CONFLICT');
    }
    expect(await walletBalance(w.db, w.customer.id)).toBe(5 * PRICE);
  });

  it('pays the cafe price × (1 − fee) when the wallet-paid order is completed', async () => {
    const w = await orderWorld();
    await fundWallet(w.db, w.customer.id, PRICE);
    const orderId = await w.orderIn('pending_payment');
    const platformBefore = await balanceOf(w.db, 'platform');
    await w.api(w.customer).wallet.payOrder({ orderId });
    await w.api(w.cafeUser).orders.complete({ orderId });
    expect(await walletBalance(w.db, w.cafeUser.id)).toBe(450_000);
    expect((await balanceOf(w.db, 'platform')) - platformBefore).toBe(50_000);
    expect(await ledgerCheck(w.db)).toEqual(HEALTHY_LEDGER);
  });
});

describe('paying an order online through the gateway', () => {
  it('starts with the order’s stored price and the verify callback, holds the money once however often it is verified', async () => {
    const w = await orderWorld();
    const served = await withGateway(w);
    const orderId = await w.orderIn('pending_payment');
    const api = served.callerFor(w.customer);
    const started = await api.wallet.payOrderOnline({ orderId });
    expect(started).toMatchObject({ amount: PRICE, order_id: orderId });
    const attempt = await w.db.selectFrom('payment_attempts').selectAll().where('authority', '=', started.authority).executeTakeFirstOrThrow();
    expect(attempt).toMatchObject({ purpose: 'order', target_id: orderId, user_id: w.customer.id, amount: PRICE });
    expect(attempt.callback_url).toBe(`${served.deps.payments.publicUrl}/verify?type=site&payment_type=order&order_id=${orderId}`);

    const back = await payOnSimulator(started.payment_url);
    expect(back.pathname).toBe('/verify');
    expect(back.searchParams.get('order_id')).toBe(orderId);
    const authority = back.searchParams.get('Authority')!;
    const answers = await Promise.all([1, 2, 3].map(() => served.callerFor(null).payments.verify({ authority, status: 'OK' })));
    const again = await api.payments.verify({ authority, status: 'OK' });
    for (const answer of [...answers, again]) {
      expect(answer).toMatchObject({ success: true, type: 'order', order_id: orderId, amount: PRICE, credited_to_wallet: false, message: ORDER_PAYMENT_MSG.paidOnline });
    }
    expect(again.new_balance).toBe(0); // the payer sees their wallet, untouched by an online payment
    expect(await orderOf(w, orderId)).toMatchObject({ status: 'in_progress', payment_status: 'paid' });
    expect(await orderEscrowBalance(w.db, orderId)).toBe(PRICE);
    expect(await transfersOf(w, orderId)).toEqual([{ kind: 'order_payment' }]);
    expect(await walletBalance(w.db, w.customer.id)).toBe(0);
    expect(await ledgerCheck(w.db)).toEqual(HEALTHY_LEDGER);
  });

  it('credits the payer’s wallet when the order was cancelled while they were at the gateway', async () => {
    const w = await orderWorld();
    const served = await withGateway(w);
    const orderId = await w.orderIn('pending_payment');
    const started = await served.callerFor(w.customer).wallet.payOrderOnline({ orderId });
    await payOnSimulator(started.payment_url);
    await w.api(w.customer).orders.cancel({ orderId });

    const answer = await served.callerFor(w.customer).payments.verify({ authority: started.authority, status: 'OK' });
    expect(answer).toMatchObject({ success: true, credited_to_wallet: true, message: ORDER_PAYMENT_MSG.notPayableCredited, new_balance: PRICE, order_id: orderId });
    expect(await orderOf(w, orderId)).toMatchObject({ status: 'cancelled' });
    expect(await walletBalance(w.db, w.customer.id)).toBe(PRICE);
    expect(await orderEscrowBalance(w.db, orderId)).toBe(0);
    // Verifying again credits nothing more.
    await served.callerFor(null).payments.verify({ authority: started.authority, status: 'OK' });
    expect(await walletBalance(w.db, w.customer.id)).toBe(PRICE);
    expect(await ledgerCheck(w.db)).toEqual(HEALTHY_LEDGER);
  });

  it('credits the wallet when the order was paid from the wallet meanwhile, so the customer never pays twice', async () => {
    const w = await orderWorld();
    const served = await withGateway(w);
    await fundWallet(w.db, w.customer.id, PRICE);
    const orderId = await w.orderIn('pending_payment');
    const started = await served.callerFor(w.customer).wallet.payOrderOnline({ orderId });
    await payOnSimulator(started.payment_url);
    await w.api(w.customer).wallet.payOrder({ orderId });
    expect(await walletBalance(w.db, w.customer.id)).toBe(0);

    const answer = await served.callerFor(w.customer).payments.verify({ authority: started.authority, status: 'OK' });
    expect(answer).toMatchObject({ success: true, credited_to_wallet: true, message: ORDER_PAYMENT_MSG.alreadyPaidCredited });
    expect(await walletBalance(w.db, w.customer.id)).toBe(PRICE);
    expect(await orderEscrowBalance(w.db, orderId)).toBe(PRICE);
    expect(await ledgerCheck(w.db)).toEqual(HEALTHY_LEDGER);
  });

  it('a cancelled payment on the gateway leaves the order waiting and moves nothing', async () => {
    const w = await orderWorld();
    const served = await withGateway(w);
    const orderId = await w.orderIn('pending_payment');
    const started = await served.callerFor(w.customer).wallet.payOrderOnline({ orderId });
    await payOnSimulator(started.payment_url, 'cancel');
    const answer = await served.callerFor(w.customer).payments.verify({ authority: started.authority, status: 'NOK' });
    expect(answer.success).toBe(false);
    expect(await orderOf(w, orderId)).toMatchObject({ status: 'pending_payment', payment_status: 'unpaid' });
    const { rows } = await sql<{ n: number }>`select count(*) as n from ledger_transfers`.execute(w.db);
    expect(Number(rows[0]!.n)).toBe(0);
  });
});
