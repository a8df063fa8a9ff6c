import { sql, type Kysely } from 'kysely';

// Foundation tables: accounts, cafes (one per coffenet account), password reset codes and the
// embedded SMS outbox. Money columns elsewhere are integer rials; ids are 24-hex text.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('username', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('user', 'coffenet', 'admin')`))
    .addColumn('phone', 'text', (col) => col.unique())
    .addColumn('email', 'text', (col) => col.unique())
    .addColumn('name', 'text')
    .addColumn('is_blocked', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('must_change_password', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('users_role_created_idx').on('users').columns(['role', 'created_at']).execute();

  await db.schema
    .createTable('cafes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('owner_id', 'text', (col) => col.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('cafe_name', 'text', (col) => col.notNull())
    .addColumn('owner_name', 'text')
    .addColumn('phone', 'text')
    .addColumn('address', 'text')
    .addColumn('instagram', 'text')
    .addColumn('telegram', 'text')
    .addColumn('whatsapp', 'text')
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('cafes_active_idx').on('cafes').columns(['is_active', 'created_at']).execute();

  await db.schema
    .createTable('password_reset_codes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('consumed_at', 'text')
    .execute();
  await db.schema.createIndex('password_reset_codes_user_idx').on('password_reset_codes').columns(['user_id', 'sent_at']).execute();

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sms_outbox_phone_idx').on('sms_outbox').columns(['phone', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sms_outbox').execute();
  await db.schema.dropTable('password_reset_codes').execute();
  await db.schema.dropTable('cafes').execute();
  await db.schema.dropTable('users').execute();
}
