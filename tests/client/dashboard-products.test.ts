import { describe, expect, it } from 'vitest';
import { STORE_LIMITS, type PurchasedProduct, type StoreOrderSummary } from '@shared/store/products';
import { dashboardProductLines } from '../../src-client/features/store/dashboard-products';

const owned = (n: number, day: number): PurchasedProduct => ({
  product_id: `p${n}`,
  name: `محصول ${n}`,
  product_type: n % 2 ? 'ebook' : 'video_course',
  image: null,
  store_order_id: `o${n}`,
  purchased_at: `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`,
});

const order = (n: number, day: number, requires_shipping: boolean): StoreOrderSummary => ({
  id: `s${n}`,
  created_at: `2026-11-${String(day).padStart(2, '0')}T12:00:00.000Z`,
  status: 'paid',
  total: 10_000,
  payment_method: 'online',
  item_count: 1,
  first_item_name: `کالا ${n}`,
  other_lines: 0,
  requires_shipping,
  tracking_url: null,
});

describe("the customer dashboard's my products", () => {
  it('lists the six newest of owned products and shipping orders, newest first', () => {
    const products = [1, 2, 3, 4, 5].map((n) => owned(n, n * 2)); // days 2, 4, …, 10
    const orders = [order(1, 3, true), order(2, 9, true), order(3, 11, false)];
    const lines = dashboardProductLines(products, orders);
    expect(STORE_LIMITS.dashboardProducts).toBe(6);
    expect(lines.map((l) => l.product?.product_id ?? l.order?.id)).toEqual(['p5', 's2', 'p4', 'p3', 'p2', 's1']);
  });

  it('leaves out orders that do not ship (their files are owned products already)', () => {
    expect(dashboardProductLines([], [order(1, 3, false)])).toEqual([]);
    expect(dashboardProductLines([owned(1, 1)], [])).toHaveLength(1);
  });
});
