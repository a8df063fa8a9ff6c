import type { Kysely } from 'kysely';

// Store actions (shipping a store order, cash received) get their own audit area, shown on
// /admin/store; rows written before under 'orders' move with them. The (target_type, created_at,
// id) index of 0011 already pages every area, this one included.
export async function up(db: Kysely<any>): Promise<void> {
  await db.updateTable('admin_audit_log').set({ target_type: 'store' }).where('action', 'like', 'store_order.%').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.updateTable('admin_audit_log').set({ target_type: 'orders' }).where('target_type', '=', 'store').execute();
}
