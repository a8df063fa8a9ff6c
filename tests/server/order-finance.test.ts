import { describe, expect, it } from 'vitest';
import { orderWorld } from '../helpers/orders';
import { trpcError } from '../helpers/db';

describe('cafe finance from real orders', () => {
  it('sums completed and paid orders: totals, average, today, the week from Saturday and the months', async () => {
    const w = await orderWorld();
    const price = async (orderId: string, rials: number) =>
      w.api(w.cafeUser).orders.price({ orderId, price: rials, estimated_time: '1d', assigned_employee: null });
    const completeAt = async (iso: string, rials: number) => {
      w.clock.advanceSeconds(0);
      const { order_id } = await w.api(w.customer).orders.create({ cafe_id: w.cafeId, task_id: w.taskId, description: 'x' });
      await price(order_id, rials);
      await w.pay(order_id);
      const at = new Date(iso);
      await w.api(w.cafeUser).orders.complete({ orderId: order_id });
      await w.db.updateTable('orders').set({ completed_at: at.toISOString() }).where('id', '=', order_id).execute();
      return order_id;
    };
    // "now" is Thursday 2026-01-15 12:00 Tehran; its week began on Saturday 2026-01-10.
    w.clock.advanceSeconds((Date.parse('2026-01-15T08:30:00Z') - w.clock.now().getTime()) / 1000);
    await completeAt('2026-01-15T05:00:00Z', 100_000); // today
    await completeAt('2026-01-14T21:00:00Z', 50_000); // 00:30 on the 15th in Tehran: today as well
    await completeAt('2026-01-10T10:00:00Z', 30_000); // Saturday
    await completeAt('2026-01-09T10:00:00Z', 70_000); // last Friday: not this week
    await completeAt('2025-11-01T10:00:00Z', 40_000); // months ago
    // Not income: an unpaid order the admin moved to work and the cafe completed; an order still in progress.
    const started = (await w.api(w.customer).orders.create({ cafe_id: w.cafeId, task_id: w.taskId, description: 'x' })).order_id;
    await w.api(w.admin).orders.start({ orderId: started });
    await w.api(w.cafeUser).orders.complete({ orderId: started });
    await w.orderIn('in_progress');

    const finance = await w.api(w.cafeUser).orders.cafeFinance();
    expect(finance).toMatchObject({
      total_income: 290_000,
      completed_orders: 5,
      average_order_value: 58_000,
      today_completed_orders: 2,
      today_income: 150_000,
      has_more: false,
    });
    expect(finance.earning_history.map((d) => [d.date, d.weekday, d.amount])).toEqual([
      ['2026-01-10', 'شنبه', 30_000],
      ['2026-01-11', 'یکشنبه', 0],
      ['2026-01-12', 'دوشنبه', 0],
      ['2026-01-13', 'سه‌شنبه', 0],
      ['2026-01-14', 'چهارشنبه', 0],
      ['2026-01-15', 'پنجشنبه', 150_000],
      ['2026-01-16', 'جمعه', 0],
    ]);
    // Dey 1404 began on 2025-12-22; Aban 1404 holds 2025-11-01.
    expect(finance.monthly_income.map((m) => [m.month, m.amount, m.orders])).toEqual([
      ['1404-10', 250_000, 4],
      ['1404-08', 40_000, 1],
    ]);
    // Read as every date on screen is, month then year (ICU's own pattern puts the year first).
    expect(finance.monthly_income.map((m) => m.label)).toEqual(['دی ۱۴۰۴', 'آبان ۱۴۰۴']);
    expect(finance.orders.map((o) => o.price)).toEqual([100_000, 50_000, 30_000, 70_000, 40_000]);
    const paged = await w.api(w.cafeUser).orders.cafeFinance({ limit: 2, offset: 0 });
    expect([paged.orders.length, paged.has_more]).toEqual([2, true]);

    expect((await w.api(w.otherCafeUser).orders.cafeFinance()).total_income).toBe(0);
    expect((await trpcError(w.api(w.customer).orders.cafeFinance())).code).toBe('FORBIDDEN');
  });
});
