import type { z } from 'zod';
import { ADMIN_MSG } from '@shared/admin/messages';
import type { adminOrderListInput, adminOrderStatusInput } from '@shared/admin/schemas';
import { dayRangeInstants } from '@shared/admin/period';
import { ORDER_MSG } from '@shared/orders/messages';
import type { DB } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { fail } from '../../errors';
import * as flow from '../orders/flow';
import { orderRowsQuery, orderViews, type OrderListRow, type OrderView } from '../orders/views';
import { recordAudit } from '../audit/log';

/** The customer's email and the customer's first file: the admin view's extra fields (spec 3 §3). */
async function adminViews(db: DB, rows: OrderListRow[], admin: UserRow) {
  const views = await orderViews(db, rows, admin);
  if (views.length === 0) return [];
  const emails = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', 'in', [...new Set(rows.map((r) => r.user_id))])
    .execute();
  const emailOf = new Map(emails.map((e) => [e.id, e.email]));
  return views.map((view) => adminOrderView(view, emailOf.get(view.user_id) ?? null));
}

export function adminOrderView(view: OrderView, email: string | null) {
  const customerFile = view.files.find((f) => f.uploaded_by === 'user');
  return {
    ...view,
    email,
    file_path: customerFile ? `/api/order/${view.id}/download-file/${customerFile._id}` : null,
  };
}
export type AdminOrderView = ReturnType<typeof adminOrderView>;

/**
 * All orders, newest first, filtered in SQL. The page of ids is read from the orders table alone,
 * so each filter combination walks one of the orders indexes ((status|cafe|user)[, status],
 * created_at) or (created_at, id) and stops after the page; the names are joined for those ids
 * only. An order number (the id or its start) is a range on the primary key, in id order. One row
 * more than the page tells whether a next page exists (no count).
 */
export async function listOrders(db: DB, admin: UserRow, input: z.output<typeof adminOrderListInput>) {
  let query = db.selectFrom('orders').select('orders.id');
  if (input.status) query = query.where('orders.status', '=', input.status);
  if (input.cafe_id) query = query.where('orders.cafe_id', '=', input.cafe_id);
  if (input.user_id) query = query.where('orders.user_id', '=', input.user_id);
  const range = dayRangeInstants(input.from_date, input.to_date);
  if (range.from) query = query.where('orders.created_at', '>=', range.from);
  if (range.to) query = query.where('orders.created_at', '<', range.to);
  if (input.order_id) {
    query = input.order_id.length === 24
      ? query.where('orders.id', '=', input.order_id)
      : query.where('orders.id', '>=', input.order_id).where('orders.id', '<', `${input.order_id}g`);
    query = query.orderBy('orders.id');
  } else {
    query = query.orderBy('orders.created_at', 'desc');
  }
  const ids = (await query.limit(input.limit + 1).offset(input.skip).execute()).map((r) => r.id);
  const pageIds = ids.slice(0, input.limit);
  return { orders: await viewsInOrder(db, admin, pageIds), has_more: ids.length > input.limit, skip: input.skip, limit: input.limit };
}

/** Rows with names for the given ids, in the order given. */
async function rowsInOrder(db: DB, ids: string[]): Promise<OrderListRow[]> {
  if (ids.length === 0) return [];
  const rows = (await orderRowsQuery(db).where('orders.id', 'in', ids).execute()) as OrderListRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is OrderListRow => r !== undefined);
}

async function viewsInOrder(db: DB, admin: UserRow, ids: string[]) {
  return adminViews(db, await rowsInOrder(db, ids), admin);
}

export async function orderDetail(db: DB, admin: UserRow, orderId: string) {
  const row = (await orderRowsQuery(db).where('orders.id', '=', orderId).executeTakeFirst()) as OrderListRow | undefined;
  if (!row) throw fail.notFound(ORDER_MSG.orderNotFound);
  return (await adminViews(db, [row], admin))[0]!;
}

/** The dashboard's newest orders (spec 3 §3 "Recent order"; `total` in rials), from the (created_at, id) index. */
export async function recentOrders(db: DB, limit: number) {
  const ids = (await db.selectFrom('orders').select('id').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute()).map((r) => r.id);
  const rows = await rowsInOrder(db, ids);
  return rows.map((r) => ({
    _id: r.id,
    id: r.id,
    created_at: r.created_at,
    service: r.service_type,
    coffenet_name: r.cafe_name,
    cafe_id: r.cafe_id,
    status: r.status,
    user_name: r.customer_name ?? r.customer_username,
    total: r.price,
  }));
}

/**
 * DOMAIN.md §2 lets an admin do one thing: pending → in_progress (the `start` action). Any other
 * target goes to the order flow's own status change, which refuses it for an admin exactly as it
 * refuses anyone without that action (403) or in the wrong status (409).
 */
export async function changeOrderStatus(db: DB, admin: UserRow, input: z.output<typeof adminOrderStatusInput>, now: Date) {
  if (input.status === 'in_progress') {
    const before = await db.selectFrom('orders').select('status').where('id', '=', input.id).executeTakeFirst();
    await flow.startOrder(db, admin, { orderId: input.id }, now, (trx, order) =>
      recordAudit(trx, admin, { action: 'order.start', area: 'orders', targetId: order.id, label: order.service_type, before: { status: before?.status ?? null }, after: { status: order.status } }, now),
    );
  } else {
    await flow.changeStatus(db, admin, { orderId: input.id, status: input.status }, now);
  }
  return { message: ADMIN_MSG.orderStarted, order: await orderDetail(db, admin, input.id) };
}
