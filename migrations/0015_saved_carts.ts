import type { Kysely } from 'kysely';

// A shopper's cart kept with the account, so a cart filled on one visit (or as a guest before
// logging in) is still there at the next login, on any device. One row per account.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('saved_carts')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('items', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('saved_carts').execute();
}
