import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@shared/orders';
import { seedDemo } from '../../src-server/seed/demo';
import { callerFor, freshMemoryDb } from '../helpers/db';
import { findUserByUsername } from '../../src-server/services/users';

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
    // Demo orders are marked paid without ledger movements: the demo wallets start empty.
    expect(finance).toMatchObject({ net_earnings: 0, platform_fee: 0, wallet_balance: 0 });
    expect(await db.selectFrom('ledger_entries').select('id').execute()).toEqual([]);
    expect((await callerFor(db).orders.active()).length).toBeGreaterThanOrEqual(3);
  });
});
