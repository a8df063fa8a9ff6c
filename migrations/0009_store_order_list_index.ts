import type { Kysely } from 'kysely';

// A buyer's store orders (store.myOrders) are paged newest first with the id breaking ties, so
// paging stays stable when two orders share a timestamp. (user_id, created_at, id) serves that
// order straight from the index; it replaces 0008's (user_id, created_at), which it covers.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('store_orders_user_created_id_idx').on('store_orders').columns(['user_id', 'created_at', 'id']).execute();
  await db.schema.dropIndex('store_orders_user_created_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('store_orders_user_created_idx').on('store_orders').columns(['user_id', 'created_at']).execute();
  await db.schema.dropIndex('store_orders_user_created_id_idx').execute();
}
