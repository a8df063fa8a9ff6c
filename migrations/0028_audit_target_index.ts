import type { Kysely } from 'kysely';

// The audit list of one thing (an order's details page: admin.auditPage with target_id) pages that
// thing's rows newest first on this index, however many rows its area holds.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('admin_audit_log_target_created_idx').on('admin_audit_log').columns(['target_type', 'target_id', 'created_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('admin_audit_log_target_created_idx').execute();
}
