import type { Kysely } from 'kysely';

// The admin's list of cash orders awaiting the post's collection (store.admin.cashOrders) pages
// pending cash orders newest first on this index, without reading online or paid orders.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('store_orders_method_status_created_id_idx').on('store_orders').columns(['payment_method', 'status', 'created_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('store_orders_method_status_created_id_idx').execute();
}
