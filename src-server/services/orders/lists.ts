import { ACTIVE_ORDER_STATUSES, type OrderStatus } from '@shared/orders/state-machine';
import { categoryLabel } from '@shared/catalogue/categories';
import { LIMITS } from '@shared/constants';
import { ORDER_MSG } from '@shared/orders/messages';
import type { DB } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { cafeOfManager } from './access';
import { orderRowsQuery, orderViews, userRatingSummaries, type OrderListRow } from './views';

export interface ListOptions {
  status?: OrderStatus | null;
  statuses?: OrderStatus[] | null;
  limit: number;
  offset: number;
}

/** A page of orders, newest first, with whether more follow (one extra row is read to know). */
async function page(query: ReturnType<typeof orderRowsQuery>, viewer: UserRow, db: DB, opts: ListOptions) {
  let q = query;
  if (opts.status) q = q.where('orders.status', '=', opts.status);
  if (opts.statuses?.length) q = q.where('orders.status', 'in', opts.statuses);
  const rows = (await q
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(opts.limit + 1)
    .offset(opts.offset)
    .execute()) as OrderListRow[];
  const has_more = rows.length > opts.limit;
  return { orders: await orderViews(db, rows.slice(0, opts.limit), viewer), has_more };
}

/** GET /api/order/me: the customer's orders. */
export function customerOrders(db: DB, user: UserRow, opts: ListOptions) {
  return page(orderRowsQuery(db).where('orders.user_id', '=', user.id), user, db, opts);
}

/** GET /api/order/assigned and /api/order/coffenet: the orders of the manager's cafe. */
export async function cafeOrders(db: DB, user: UserRow, opts: ListOptions) {
  const cafe = await cafeOfManager(db, user);
  return page(orderRowsQuery(db).where('orders.cafe_id', '=', cafe.id), user, db, opts);
}

/**
 * The public home strip (spec 1 §2.7): the newest active orders with service, cafe, assignee,
 * price and date. Nothing about the customer, and a service the customer typed in themselves is
 * shown by its category, so no private text reaches the public page.
 */
export async function activeOrdersPublic(db: DB) {
  // The newest few of each active status from the (status, created_at) index, merged: no sort of
  // every active order, however many there are (one IN over the statuses would sort them all).
  const newestOf = (status: OrderStatus) =>
    db
      .selectFrom(
        db
          .selectFrom('orders')
          .innerJoin('cafes', 'cafes.id', 'orders.cafe_id')
          .select([
            'orders.id',
            'orders.task_id',
            'orders.service_type',
            'orders.category',
            'orders.status',
            'orders.price',
            'orders.assigned_employee',
            'orders.created_at',
            'orders.cafe_id',
            'cafes.cafe_name',
          ])
          .where('orders.status', '=', status)
          .orderBy('orders.created_at', 'desc')
          .orderBy('orders.id', 'desc')
          .limit(LIMITS.homeActiveOrders)
          .as(`newest_${status}`),
      )
      .selectAll();
  const [first, ...rest] = ACTIVE_ORDER_STATUSES.map(newestOf);
  const merged = rest.reduce((all, next) => all.unionAll(next), first!);
  const rows = await db
    .selectFrom(merged.as('active'))
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LIMITS.homeActiveOrders)
    .execute();
  return rows.map((r) => {
    const service = r.task_id ? r.service_type : r.category ? categoryLabel(r.category) : ORDER_MSG.unnamedService;
    return {
      _id: r.id,
      id: r.id,
      service,
      service_type: service,
      status: r.status,
      cafe_id: r.cafe_id,
      coffenet_id: r.cafe_id,
      cafe_name: r.cafe_name,
      assigned_employee: r.assigned_employee,
      price: r.price,
      created_at: r.created_at,
    };
  });
}

/** The customer dashboard's stat cards (spec 2 §2). */
export async function customerStats(db: DB, user: UserRow) {
  const counts = await db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when('status', 'in', ACTIVE_ORDER_STATUSES).then(1).else(0).end()).as('active'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'completed').then(1).else(0).end()).as('completed'),
      eb.fn.countAll<number>().as('total'),
    ])
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
  const rating = (await userRatingSummaries(db, [user.id])).get(user.id) ?? { average_rating: 0, total_ratings: 0 };
  return {
    active_orders: Number(counts.active ?? 0),
    completed_orders: Number(counts.completed ?? 0),
    total_orders: Number(counts.total ?? 0),
    rating,
  };
}
