import { describe, expect, it } from 'vitest';
import { writeTransaction } from '../../src-server/db/write-transaction';
import { creditWalletFromGateway } from '../../src-server/services/wallet/credits';
import { holdOrderPaymentFromWallet, orderEscrowBalance } from '../../src-server/services/orders/money';
import { markOrderPaid } from '../../src-server/services/orders/flow';
import { balanceOf, walletBalance } from '../../src-server/services/wallet/ledger';
import { orderWorld, type OrderWorld } from '../helpers/orders';
import { addFailingTrigger } from '../helpers/db';

async function fundCustomer(w: OrderWorld, rials: number) {
  await writeTransaction(w.db, (trx) => creditWalletFromGateway(trx, { userId: w.customer.id, amount: rials, authority: `A${rials}${Math.random()}`, now: w.clock.now() }));
}

/** A wallet payment as the money side makes it: the hold and the status change in one transaction. */
async function payFromWallet(w: OrderWorld, orderId: string, price: number) {
  await writeTransaction(w.db, async (trx) => {
    await holdOrderPaymentFromWallet(trx, { orderId, userId: w.customer.id, amount: price, now: w.clock.now() });
    await markOrderPaid(trx, { orderId, now: w.clock.now() });
  });
}

describe('the order flow moves the money with the order', () => {
  it('settles the escrow between the cafe and the platform when the cafe completes a paid order', async () => {
    const w = await orderWorld();
    await fundCustomer(w, 1_000_000);
    const orderId = await w.orderIn('pending_payment'); // priced at 500,000 rials
    const platformBefore = await balanceOf(w.db, 'platform');
    await payFromWallet(w, orderId, 500_000);
    expect(await orderEscrowBalance(w.db, orderId)).toBe(500_000);
    expect(await walletBalance(w.db, w.customer.id)).toBe(500_000);

    await w.api(w.cafeUser).orders.complete({ orderId });
    expect(await orderEscrowBalance(w.db, orderId)).toBe(0);
    // The default fee is 10 %.
    expect(await walletBalance(w.db, w.cafeUser.id)).toBe(450_000);
    expect((await balanceOf(w.db, 'platform')) - platformBefore).toBe(50_000);
    expect(await w.api(w.cafeUser).orders.cafeFinance()).toMatchObject({
      total_income: 500_000,
      net_earnings: 450_000,
      platform_fee: 50_000,
      wallet_balance: 450_000,
    });
    // Another cafe's figures stay apart.
    expect(await w.api(w.otherCafeUser).orders.cafeFinance()).toMatchObject({ net_earnings: 0, platform_fee: 0, wallet_balance: 0 });
  });

  it('rolls the completion back when the settlement fails, leaving the order in progress', async () => {
    const w = await orderWorld();
    await fundCustomer(w, 500_000);
    const orderId = await w.orderIn('pending_payment');
    await payFromWallet(w, orderId, 500_000);
    // A broken ledger: the settlement cannot be written.
    await addFailingTrigger(w.db, { name: 'no_settle', table: 'ledger_transfers', event: 'insert', message: 'ledger down' });
    await expect(w.api(w.cafeUser).orders.complete({ orderId })).rejects.toThrow();
    const order = await w.db.selectFrom('orders').select(['status', 'completed_at']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'in_progress', completed_at: null });
    expect(await w.db.selectFrom('chat_messages').select('id').where('order_id', '=', orderId).where('message', 'like', 'سفارش تکمیل شد%').execute()).toEqual([]);
  });

  it('refunds what escrow holds when an order ends without its work, and marks it refunded', async () => {
    const w = await orderWorld();
    await fundCustomer(w, 500_000);
    const orderId = await w.orderIn('pending_payment');
    // Money held for an order still waiting for payment (the table allows no paid cancel today).
    await writeTransaction(w.db, (trx) => holdOrderPaymentFromWallet(trx, { orderId, userId: w.customer.id, amount: 500_000, now: w.clock.now() }));
    expect(await walletBalance(w.db, w.customer.id)).toBe(0);
    const order = await w.api(w.customer).orders.cancel({ orderId });
    expect(order).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect(await walletBalance(w.db, w.customer.id)).toBe(500_000);
    expect(await orderEscrowBalance(w.db, orderId)).toBe(0);
  });

  it('moves no money for an unpaid order the admin started and the cafe completed', async () => {
    const w = await orderWorld();
    const orderId = await w.orderIn('pending');
    await w.api(w.admin).orders.start({ orderId });
    await w.api(w.cafeUser).orders.complete({ orderId });
    expect(await walletBalance(w.db, w.cafeUser.id)).toBe(0);
    expect(await w.db.selectFrom('ledger_transfers').select('id').where('order_id', '=', orderId).execute()).toEqual([]);
  });
});
