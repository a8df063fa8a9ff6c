import { sql, type Kysely } from 'kysely';

// Store admin and content delivery (issue 12): the stored type of each medium (served as sent
// at upload, checked against its first bytes), the viewer's place in each lesson, and the
// indexes of the admin's product list (archived ones included) and store sales.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('image_type', 'text').execute();
  await db.schema.alterTable('products').addColumn('video_preview_type', 'text').execute();
  await db.schema.alterTable('product_lessons').addColumn('video_type', 'text').execute();
  await db.schema.alterTable('product_files').addColumn('mime_type', 'text').execute();

  await db.schema
    .createTable('lesson_progress')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (col) => col.notNull().references('products.id').onDelete('cascade'))
    // The lesson's order: deleting a lesson renumbers nothing, so (product, order) stays its name.
    .addColumn('lesson_order', 'integer', (col) => col.notNull())
    .addColumn('position', 'real', (col) => col.notNull().defaultTo(0).check(sql`position >= 0`))
    .addColumn('watched', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('lesson_progress_user_lesson_unique', ['user_id', 'product_id', 'lesson_order'])
    .execute();

  // The admin's product list: newest first, all of them or one type, archived ones included.
  await db.schema.createIndex('products_created_id_idx').on('products').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('products_type_created_id_idx').on('products').columns(['product_type', 'created_at', 'id']).execute();
  // Store sales newest first with the id breaking ties; `total` makes the income sums index-only.
  await db.schema.createIndex('store_orders_status_paid_id_idx').on('store_orders').columns(['status', 'paid_at', 'id', 'total']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('store_orders_status_paid_id_idx').execute();
  await db.schema.dropIndex('products_type_created_id_idx').execute();
  await db.schema.dropIndex('products_created_id_idx').execute();
  await db.schema.dropTable('lesson_progress').execute();
  await db.schema.alterTable('product_files').dropColumn('mime_type').execute();
  await db.schema.alterTable('product_lessons').dropColumn('video_type').execute();
  await db.schema.alterTable('products').dropColumn('video_preview_type').execute();
  await db.schema.alterTable('products').dropColumn('image_type').execute();
}
