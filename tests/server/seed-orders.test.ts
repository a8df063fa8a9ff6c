import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@shared/orders/state-machine';
import { seedDemo } from '../../src-server/seed/demo';
import { callerFor, freshMemoryDb } from '../helpers/db';
import { findUserByUsername } from '../../src-server/services/auth/users';
import { balanceOf, walletBalance } from '../../src-server/services/wallet/ledger';
import { orderEscrowBalance } from '../../src-server/services/orders/money';
import { HEALTHY_LEDGER, ledgerCheck } from '../helpers/money';

describe('demo orders', () => {
  it('seeds an order in every status, made through the real rules', async () => {
    const db = await freshMemoryDb();
    await seedDemo(db);
    const orders = await db.selectFrom('orders').select(['status', 'payment_status', 'price']).execute();
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    for (const o of orders) {
      if (o.status === 'in_progress' || o.status === 'completed') expect(o.payment_status).toBe('paid');
      else expect(o.payment_status).toBe('unpaid');
      if (o.status === 'pending_payment') expect(o.price).toBeGreaterThan(0);
    }
    expect(await db.selectFrom('ratings').select('id').execute()).toHaveLength(1);
    expect(await db.selectFrom('user_ratings').select('id').execute()).toHaveLength(1);

    const ali = (await findUserByUsername(db, 'ali'))!;
    const mine = await callerFor(db, ali).orders.me();
    expect(mine.orders.length).toBeGreaterThanOrEqual(4);
    const azadi = (await findUserByUsername(db, 'cafe_azadi'))!;
    const finance = await callerFor(db, azadi).orders.cafeFinance();
    expect(finance.total_income).toBe(300_000);
    // Demo orders are paid from funded demo wallets through the ledger: the completed one
    // settled into the cafe's wallet with the default 10 % fee.
    expect(finance).toMatchObject({ net_earnings: 270_000, platform_fee: 30_000, wallet_balance: 270_000 });
    expect(await ledgerCheck(db)).toEqual(HEALTHY_LEDGER);
    // Every paid order went through escrow: in-progress ones are held, completed ones settled.
    const paid = await db.selectFrom('orders').select(['id', 'status', 'price']).where('payment_status', '=', 'paid').execute();
    for (const o of paid) {
      expect(await orderEscrowBalance(db, o.id)).toBe(o.status === 'in_progress' ? o.price : 0);
      const kinds = (await db.selectFrom('ledger_transfers').select('kind').where('order_id', '=', o.id).execute()).map((t) => t.kind);
      expect(kinds).toEqual(o.status === 'completed' ? ['order_payment', 'order_settlement'] : ['order_payment']);
    }
    // ali: 2,000,000 funded − 300,000 paid − 150,000 in the store (demo-store.ts), still enough for
    // his 1,500,000 order waiting for payment; sara: 2,000,000 − 800,000 − 500,000 − 490,000 in the store.
    expect(await walletBalance(db, ali.id)).toBe(1_550_000);
    expect(await walletBalance(db, (await findUserByUsername(db, 'sara'))!.id)).toBe(210_000);
    expect(await balanceOf(db, 'platform')).toBe(30_000 + 50_000 + 150_000 + 490_000);
    expect((await callerFor(db).orders.active()).length).toBeGreaterThanOrEqual(3);
  });
});
