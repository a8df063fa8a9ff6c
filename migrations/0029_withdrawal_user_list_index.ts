import type { Kysely } from 'kysely';

// A cafe's own withdrawal requests (wallet.myWithdrawals, GET /api/wallet/my-withdraw-requests) are
// paged newest first with the id breaking ties, straight from this index; it replaces 0006's
// (user_id, created_at), which it covers and which left the id to a temporary b-tree.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('withdrawal_requests_user_created_id_idx').on('withdrawal_requests').columns(['user_id', 'created_at', 'id']).execute();
  await db.schema.dropIndex('withdrawal_requests_user_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('withdrawal_requests_user_idx').on('withdrawal_requests').columns(['user_id', 'created_at']).execute();
  await db.schema.dropIndex('withdrawal_requests_user_created_id_idx').execute();
}
