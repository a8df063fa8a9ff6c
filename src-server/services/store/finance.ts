/**
 * The store's finance (spec 3 "Admin store", §3 "Store finance", §7 /api/finance/admin/store…):
 * income from paid store orders (all time and this Persian month, Tehran) and the sold lines,
 * newest first, filtered by Tehran day range, product type and buyer or product name, paged in
 * SQL from the (status, paid_at, id, total) index of migration 0012. Amounts are rials; no ×10.
 */
import type { z } from 'zod';
import type { storeSalesInput } from '@shared/store/admin-schemas';
import type { StoreFinanceStats, StoreSalesPage } from '@shared/store/admin-types';
import { firstDayOfJalaliMonth, jalaliOf } from '@shared/calendar/jalali-month';
import { tehranDayKey, tehranDayStart } from '@shared/calendar/tehran';
import type { DB } from '../../db/connection';
import { containsPattern } from '../lists/search-text';
import { sql } from 'kysely';

function nextDayKey(dayKey: string): string {
  const d = new Date(`${dayKey}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The instant this Persian month began in Tehran. */
export function persianMonthStart(now: Date): Date {
  const today = jalaliOf(tehranDayKey(now));
  return tehranDayStart(firstDayOfJalaliMonth(today.year, today.month));
}

export async function storeFinanceStats(db: DB, now: Date): Promise<StoreFinanceStats> {
  const monthStart = persianMonthStart(now).toISOString();
  // Both sums read only the covering index (status, paid_at, id, total).
  const [all, month] = await Promise.all([
    db
      .selectFrom('store_orders')
      .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('total'), eb.lit(0)).as('income'), eb.fn.countAll<number>().as('orders')])
      .where('status', '=', 'paid')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('store_orders')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total'), eb.lit(0)).as('income'))
      .where('status', '=', 'paid')
      .where('paid_at', '>=', monthStart)
      .executeTakeFirstOrThrow(),
  ]);
  return { total_income: Number(all.income), monthly_income: Number(month.income), paid_orders: Number(all.orders) };
}

export async function storeSales(db: DB, input: z.output<typeof storeSalesInput>): Promise<StoreSalesPage> {
  let query = db
    .selectFrom('store_orders as o')
    .innerJoin('store_order_items as i', 'i.order_id', 'o.id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['i.id', 'o.id as order_id', 'u.username', 'i.name', 'i.product_type', 'i.quantity', 'i.price', 'o.paid_at', 'i.requires_shipping', 'o.tracking_url'])
    .where('o.status', '=', 'paid')
    // Each order's lines are read through the (order_id, line_no) key, so they come in line order
    // without a sort (SQLite cannot prove the outer rows distinct on a nullable paid_at; the plan
    // is pinned by tests/server/store-admin-plans.test.ts).
    .where('i.line_no', '>=', 0);
  if (input.from_date) query = query.where('o.paid_at', '>=', tehranDayStart(input.from_date).toISOString());
  if (input.to_date) query = query.where('o.paid_at', '<', tehranDayStart(nextDayKey(input.to_date)).toISOString());
  if (input.product_type) query = query.where('i.product_type', '=', input.product_type);
  if (input.search) {
    const pattern = containsPattern(input.search);
    query = query.where(sql<boolean>`(lower(u.username) like ${pattern} escape '\\' or lower(i.name) like ${pattern} escape '\\')`);
  }
  const rows = await query
    .orderBy('o.paid_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(input.limit + 1)
    .offset(input.skip)
    .execute();
  return {
    items: rows.slice(0, input.limit).map((r) => ({
      id: r.id,
      order_id: r.order_id,
      user_name: r.username,
      product_name: r.name,
      product_type: r.product_type,
      quantity: r.quantity,
      amount: r.price * r.quantity,
      details: `${new Intl.NumberFormat('fa-IR').format(r.quantity)} × ${r.name}`,
      date: r.paid_at!,
      requires_shipping: r.requires_shipping === 1,
      tracking_url: r.tracking_url,
    })),
    skip: input.skip,
    limit: input.limit,
    has_more: rows.length > input.limit,
  };
}
