import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { myStoreOrdersInput } from '@shared/store/schemas';
import type { StoreOrderPage, StoreOrderSummary } from '@shared/store/products';
import type { Database } from '../../db/schema';

type Paging = z.output<typeof myStoreOrdersInput>;

/**
 * The page of a buyer's store orders, newest first: the orders are picked from the
 * (user_id, created_at, id) index first, then only their lines are grouped — one query for the
 * page whatever its size. Exported so a test can read its query plan.
 */
export function myStoreOrdersQuery(db: Kysely<Database>, userId: string, { page, pageSize, shippingOnly }: Paging) {
  return db
    .with('page', (qb) =>
      qb
        .selectFrom('store_orders')
        .select(['id', 'created_at', 'status', 'total', 'payment_method', 'requires_shipping', 'tracking_url'])
        .where('user_id', '=', userId)
        .$if(shippingOnly, (q) => q.where('requires_shipping', '=', 1))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    )
    .selectFrom('page')
    // Every order has at least one line (checkout refuses an empty cart); left join all the same,
    // so the page never silently shows fewer orders than the count says.
    .leftJoin('store_order_items as line', 'line.order_id', 'page.id')
    .select([
      'page.id',
      'page.created_at',
      'page.status',
      'page.total',
      'page.payment_method',
      'page.requires_shipping',
      'page.tracking_url',
      sql<number>`count(line.id)`.as('lines'),
      sql<number>`coalesce(sum(line.quantity), 0)`.as('units'),
      sql<string | null>`max(case when line.line_no = 1 then line.name end)`.as('first_name'),
    ])
    // Every page column is named (PostgreSQL needs them all; page.id alone decides the groups).
    .groupBy(['page.id', 'page.created_at', 'page.status', 'page.total', 'page.payment_method', 'page.requires_shipping', 'page.tracking_url'])
    .orderBy('page.created_at', 'desc')
    .orderBy('page.id', 'desc');
}

/**
 * store.myOrders: one query for the page, one for the counts; only the buyer's own orders.
 * `total` counts what the page lists; `pending` is every unpaid order, shipping or not.
 */
export async function myStoreOrders(db: Kysely<Database>, userId: string, paging: Paging): Promise<StoreOrderPage> {
  const [rows, count] = await Promise.all([
    myStoreOrdersQuery(db, userId, paging).execute(),
    db
      .selectFrom('store_orders')
      .select([
        paging.shippingOnly ? sql<number>`coalesce(sum(requires_shipping), 0)`.as('total') : (eb) => eb.fn.countAll<number>().as('total'),
        sql<number>`coalesce(sum(case when status = 'pending' then 1 else 0 end), 0)`.as('pending'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  const items = rows.map(
    (row): StoreOrderSummary => ({
      id: row.id,
      created_at: row.created_at,
      status: row.status,
      total: row.total,
      payment_method: row.payment_method,
      item_count: Number(row.units),
      first_item_name: row.first_name ?? '',
      other_lines: Math.max(0, Number(row.lines) - 1),
      requires_shipping: row.requires_shipping === 1,
      tracking_url: row.tracking_url,
    }),
  );
  return { items, total: Number(count.total), pending: Number(count.pending) };
}
