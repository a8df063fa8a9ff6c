import type { Kysely } from 'kysely';
import { finalFileReleased, orderStatusLabel, type OrderParty } from '@shared/orders/state-machine';
import { categoryLabel } from '@shared/catalogue/categories';
import type { Database, OrderFilesTable, OrderRow, UserRow } from '../../db/schema';

/** An order row with the names every view shows, in one query (no N+1). */
export function orderRowsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('orders')
    .innerJoin('cafes', 'cafes.id', 'orders.cafe_id')
    .innerJoin('users as customer', 'customer.id', 'orders.user_id')
    .leftJoin('ratings', 'ratings.order_id', 'orders.id')
    .leftJoin('user_ratings', 'user_ratings.order_id', 'orders.id')
    .selectAll('orders')
    .select([
      'cafes.cafe_name as cafe_name',
      'cafes.owner_id as cafe_owner_id',
      'customer.name as customer_name',
      'customer.username as customer_username',
      'ratings.rating as cafe_rating',
      'user_ratings.rating as user_rating_given',
    ]);
}

export type OrderListRow = OrderRow & {
  cafe_name: string;
  cafe_owner_id: string;
  customer_name: string | null;
  customer_username: string;
  cafe_rating: number | null;
  user_rating_given: number | null;
};

export interface RatingSummary {
  average_rating: number;
  total_ratings: number;
}

/** Rating averages read to one decimal everywhere, as the cafe cards show them. */
export function roundRating(value: number | null | undefined): number {
  return value ? Math.round(Number(value) * 10) / 10 : 0;
}

/** Whether `party` may download this file of an order (DOMAIN.md §2, §5). */
export function canDownloadFile(order: Pick<OrderRow, 'status' | 'payment_status'>, file: Pick<OrderFilesTable, 'is_final'>, party: OrderParty): boolean {
  if (party !== 'customer' || file.is_final !== 1) return true;
  return finalFileReleased(order.status, order.payment_status);
}

export function fileView(file: OrderFilesTable, order: Pick<OrderRow, 'status' | 'payment_status'>, party: OrderParty) {
  return {
    _id: file.id,
    id: file.id,
    file_id: file.id,
    order_id: file.order_id,
    original_filename: file.original_name,
    file_name: file.original_name,
    mime_type: file.mime_type,
    size: file.size,
    uploaded_by: file.uploaded_by,
    uploaded_at: file.created_at,
    is_final: file.is_final === 1,
    caption: file.caption,
    downloadable: canDownloadFile(order, file, party),
  };
}
export type OrderFileView = ReturnType<typeof fileView>;

function partyForViewer(row: OrderListRow, viewer: UserRow): OrderParty {
  if (viewer.role === 'admin') return 'admin';
  return row.cafe_owner_id === viewer.id ? 'cafe' : 'customer';
}

/** The order as every screen and the REST shim read it; amounts in rials. */
function orderView(
  row: OrderListRow,
  party: OrderParty,
  files: OrderFilesTable[],
  unread: number,
  userRating: RatingSummary,
) {
  const fileViews = files.map((f) => fileView(f, row, party));
  const finalFile = [...files].reverse().find((f) => f.is_final === 1);
  const customerFile = files.find((f) => f.uploaded_by === 'user');
  return {
    _id: row.id,
    id: row.id,
    user_id: row.user_id,
    user_name: row.customer_name ?? row.customer_username,
    cafe_id: row.cafe_id,
    coffenet_id: row.cafe_id,
    cafe_name: row.cafe_name,
    coffenet_name: row.cafe_name,
    task_id: row.task_id,
    service: row.service_type,
    service_type: row.service_type,
    category: row.category,
    category_label: row.category ? categoryLabel(row.category) : null,
    details: { description: row.description, file_name: customerFile?.original_name ?? null },
    description: row.description,
    status: row.status,
    status_label: orderStatusLabel(row.status),
    payment_status: row.payment_status,
    price: row.price,
    base_price: row.base_price,
    estimated_time: row.estimated_time,
    assigned_employee: row.assigned_employee,
    rejection_reason: row.rejection_reason,
    created_at: row.created_at,
    updated_at: row.updated_at,
    priced_at: row.priced_at,
    paid_at: row.paid_at,
    completed_at: row.completed_at,
    files: fileViews,
    final_file: finalFile
      ? { file_id: finalFile.id, file_name: finalFile.original_name, downloadable: canDownloadFile(row, finalFile, party) }
      : null,
    rated: row.cafe_rating !== null,
    cafe_rating: row.cafe_rating,
    user_rated: row.user_rating_given !== null,
    unread_messages: unread,
    user_rating: userRating,
  };
}
export type OrderView = ReturnType<typeof orderView>;

/**
 * Views for a page of orders: files, the viewer's unread counts and the customers' rating
 * summaries come from one grouped query each.
 */
export async function orderViews(db: Kysely<Database>, rows: OrderListRow[], viewer: UserRow): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const userIds = [...new Set(rows.map((r) => r.user_id))];
  const [files, unread, ratings] = await Promise.all([
    db.selectFrom('order_files').selectAll().where('order_id', 'in', ids).orderBy('created_at').orderBy('id').execute(),
    db
      .selectFrom('chat_messages')
      .select(['order_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('receiver_id', '=', viewer.id)
      .where('seen_at', 'is', null)
      .where('order_id', 'in', ids)
      .groupBy('order_id')
      .execute(),
    userRatingSummaries(db, userIds),
  ]);
  const filesByOrder = new Map<string, OrderFilesTable[]>();
  for (const f of files) filesByOrder.set(f.order_id, [...(filesByOrder.get(f.order_id) ?? []), f]);
  const unreadByOrder = new Map(unread.map((u) => [u.order_id, Number(u.n)]));
  return rows.map((row) =>
    orderView(
      row,
      partyForViewer(row, viewer),
      filesByOrder.get(row.id) ?? [],
      unreadByOrder.get(row.id) ?? 0,
      ratings.get(row.user_id) ?? { average_rating: 0, total_ratings: 0 },
    ),
  );
}

/** The cafes' ratings of each customer: average and count, by user id. */
export async function userRatingSummaries(db: Kysely<Database>, userIds: string[]): Promise<Map<string, RatingSummary>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('user_ratings')
    .select(['user_id', (eb) => eb.fn.avg<number>('rating').as('avg'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', 'in', userIds)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((r) => [r.user_id, { average_rating: roundRating(r.avg), total_ratings: Number(r.n) }]));
}

export async function oneOrderView(db: Kysely<Database>, orderId: string, viewer: UserRow): Promise<OrderView> {
  const row = (await orderRowsQuery(db).where('orders.id', '=', orderId).executeTakeFirstOrThrow()) as OrderListRow;
  const [view] = await orderViews(db, [row], viewer);
  return view!;
}
