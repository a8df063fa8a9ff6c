import { sql, type Kysely } from 'kysely';

// Service orders (DOMAIN.md §2), their files (kept on disk under DATA_DIR, DOMAIN.md §5), the order
// chat, and the cafes' ratings of customers. Money columns are integer rials.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id'))
    .addColumn('cafe_id', 'text', (col) => col.notNull().references('cafes.id'))
    .addColumn('task_id', 'text', (col) => col.references('tasks.id').onDelete('set null'))
    // The service's title (or the customer's own text when the cafe has no services), kept as ordered.
    .addColumn('service_type', 'text', (col) => col.notNull())
    .addColumn('category', 'text')
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('pending', 'pending_payment', 'in_progress', 'completed', 'rejected', 'cancelled')`),
    )
    .addColumn('payment_status', 'text', (col) => col.notNull().defaultTo('unpaid').check(sql`payment_status in ('unpaid', 'paid', 'refunded')`))
    .addColumn('price', 'integer', (col) => col.check(sql`price is null or price > 0`))
    .addColumn('base_price', 'integer', (col) => col.check(sql`base_price is null or base_price >= 0`))
    .addColumn('estimated_time', 'text')
    .addColumn('assigned_employee', 'text')
    .addColumn('rejection_reason', 'text')
    // The wizard sends one key per submission; a repeated submit finds the order it already made.
    .addColumn('client_request_key', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('priced_at', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('orders_user_request_key_uq').on('orders').columns(['user_id', 'client_request_key']).unique().execute();
  // The customer's list and dashboard counts.
  await db.schema.createIndex('orders_user_status_created_idx').on('orders').columns(['user_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('orders_user_created_idx').on('orders').columns(['user_id', 'created_at']).execute();
  // The cafe's lists, filtered by status or not.
  await db.schema.createIndex('orders_cafe_created_idx').on('orders').columns(['cafe_id', 'created_at']).execute();
  await db.schema.createIndex('orders_cafe_status_created_idx').on('orders').columns(['cafe_id', 'status', 'created_at']).execute();
  // The cafe's finance: completed and paid orders by completion time.
  await db.schema
    .createIndex('orders_cafe_finance_idx')
    .on('orders')
    .columns(['cafe_id', 'status', 'payment_status', 'completed_at'])
    .execute();
  // The public home strip of active orders, newest first.
  await db.schema.createIndex('orders_status_created_idx').on('orders').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('order_files')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('uploader_id', 'text', (col) => col.notNull().references('users.id'))
    .addColumn('uploaded_by', 'text', (col) => col.notNull().check(sql`uploaded_by in ('user', 'coffenet', 'admin')`))
    .addColumn('original_name', 'text', (col) => col.notNull())
    // Random name of the file under DATA_DIR/files; never derived from the original name.
    .addColumn('stored_name', 'text', (col) => col.notNull().unique())
    .addColumn('mime_type', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull().check(sql`size > 0`))
    .addColumn('is_final', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('caption', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('order_files_order_created_idx').on('order_files').columns(['order_id', 'created_at']).execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('sender_id', 'text', (col) => col.notNull().references('users.id'))
    .addColumn('sender_role', 'text', (col) => col.notNull().check(sql`sender_role in ('user', 'coffenet')`))
    .addColumn('receiver_id', 'text', (col) => col.notNull().references('users.id'))
    // text: typed by a person; file: a file with its caption; pricing and status: written by a transition.
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('text', 'file', 'pricing', 'status')`))
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('file_id', 'text', (col) => col.references('order_files.id').onDelete('set null'))
    .addColumn('caption', 'text')
    .addColumn('is_final', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('seen_at', 'text')
    // Strictly increasing within an order (the service makes it so), so the order of messages is exact.
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('chat_messages_order_created_idx').on('chat_messages').columns(['order_id', 'created_at']).execute();
  // Unread counts and chat notifications: a receiver's unseen messages, by order.
  await db.schema.createIndex('chat_messages_unread_idx').on('chat_messages').columns(['receiver_id', 'seen_at', 'order_id']).execute();
  // The thread between two people across their orders.
  await db.schema.createIndex('chat_messages_pair_idx').on('chat_messages').columns(['sender_id', 'receiver_id', 'created_at']).execute();

  // A cafe's rating of the customer for one completed order (the customer's rating of the cafe is
  // in `ratings`, migration 0003).
  await db.schema
    .createTable('user_ratings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) => col.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('cafe_id', 'text', (col) => col.notNull().references('cafes.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (col) => col.notNull().check(sql`rating between 1 and 5`))
    .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('user_ratings_user_idx').on('user_ratings').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('user_ratings_cafe_idx').on('user_ratings').columns(['cafe_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_ratings').execute();
  await db.schema.dropTable('chat_messages').execute();
  await db.schema.dropTable('order_files').execute();
  await db.schema.dropTable('orders').execute();
}
