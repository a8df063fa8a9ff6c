import { sql, type Kysely } from 'kysely';

// The store (spec 3 §3, DOMAIN.md §3): products with their course lessons and files, store orders
// with their lines, and the products each person owns. Money columns are integer rials.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    // Lower-cased, normalised name + description + tags: what the store search matches.
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('price', 'integer', (col) => col.notNull().check(sql`price >= 0`))
    .addColumn('category', 'text', (col) =>
      col.notNull().check(sql`category in ('electronics', 'books', 'courses', 'software', 'accessories', 'other')`),
    )
    .addColumn('product_type', 'text', (col) =>
      col.notNull().check(sql`product_type in ('physical', 'digital', 'video_course', 'ebook', 'software')`),
    )
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('fa').check(sql`language in ('fa', 'en', 'ar')`))
    .addColumn('tags', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('is_featured', 'integer', (col) => col.notNull().defaultTo(0))
    // Random names of files under DATA_DIR/files (DOMAIN.md §5), served by the store's download paths.
    .addColumn('image', 'text')
    .addColumn('video_preview', 'text')
    // An outside address of a preview video, when the admin gives one instead of a file.
    .addColumn('video_preview_url', 'text')
    // Zero until reviews exist; never invented.
    .addColumn('rating', 'real', (col) => col.notNull().defaultTo(0).check(sql`rating between 0 and 5`))
    .addColumn('review_count', 'integer', (col) => col.notNull().defaultTo(0).check(sql`review_count >= 0`))
    .addColumn('instructor_name', 'text')
    .addColumn('instructor_bio', 'text')
    .addColumn('specifications', 'text', (col) => col.notNull().defaultTo('{}'))
    // Only physical goods are shipped (spec 3 §5: shipping is asked for exactly when an item needs it).
    .addColumn('requires_shipping', 'integer', (col) => col.notNull())
    .addColumn('difficulty_level', 'text', (col) =>
      col.check(sql`difficulty_level is null or difficulty_level in ('beginner', 'intermediate', 'advanced')`),
    )
    .addColumn('prerequisites', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('learning_objectives', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('certificate_available', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('products_shipping_is_physical', sql`requires_shipping = case when product_type = 'physical' then 1 else 0 end`)
    .execute();
  // The store grid: newest by default, by category, by type, featured, by price and by popularity.
  await db.schema.createIndex('products_active_created_idx').on('products').columns(['is_active', 'created_at']).execute();
  await db.schema.createIndex('products_active_category_created_idx').on('products').columns(['is_active', 'category', 'created_at']).execute();
  await db.schema.createIndex('products_active_type_created_idx').on('products').columns(['is_active', 'product_type', 'created_at']).execute();
  await db.schema.createIndex('products_active_featured_created_idx').on('products').columns(['is_active', 'is_featured', 'created_at']).execute();
  await db.schema.createIndex('products_active_price_idx').on('products').columns(['is_active', 'price']).execute();
  await db.schema.createIndex('products_active_popular_idx').on('products').columns(['is_active', 'rating', 'review_count']).execute();

  await db.schema
    .createTable('product_lessons')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('product_id', 'text', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('lesson_order', 'integer', (col) => col.notNull().check(sql`lesson_order >= 1`))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('is_preview', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('duration', 'integer', (col) => col.notNull().defaultTo(0).check(sql`duration >= 0`))
    .addColumn('video', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('product_lessons_order_unique', ['product_id', 'lesson_order'])
    .execute();

  await db.schema
    .createTable('product_files')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('product_id', 'text', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('filename', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull().check(sql`size >= 0`))
    .addColumn('stored_name', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('product_files_product_idx').on('product_files').columns(['product_id', 'created_at']).execute();

  await db.schema
    .createTable('store_orders')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id'))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('pending', 'paid')`))
    .addColumn('total', 'integer', (col) => col.notNull().check(sql`total >= 0`))
    .addColumn('payment_method', 'text', (col) => col.notNull().check(sql`payment_method in ('online', 'cash')`))
    .addColumn('requires_shipping', 'integer', (col) => col.notNull())
    // JSON of ShippingInfo, or null when none was given.
    .addColumn('shipping', 'text')
    .addColumn('tracking_url', 'text')
    // The checkout page sends one key per submission; a repeated submit finds the order it made.
    .addColumn('request_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('paid_at', 'text')
    .addCheckConstraint('store_orders_paid_at', sql`(status = 'paid') = (paid_at is not null)`)
    .execute();
  await db.schema.createIndex('store_orders_user_request_key_uq').on('store_orders').columns(['user_id', 'request_key']).unique().execute();
  await db.schema.createIndex('store_orders_user_created_idx').on('store_orders').columns(['user_id', 'created_at']).execute();
  // The admin's store sales by time.
  await db.schema.createIndex('store_orders_status_paid_idx').on('store_orders').columns(['status', 'paid_at']).execute();

  // Each line keeps the product's name, type and price as sold, so later edits rewrite no history.
  await db.schema
    .createTable('store_order_items')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) => col.notNull().references('store_orders.id').onDelete('cascade'))
    .addColumn('line_no', 'integer', (col) => col.notNull())
    .addColumn('product_id', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('product_type', 'text', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull().check(sql`price >= 0`))
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity between 1 and 99`))
    .addColumn('requires_shipping', 'integer', (col) => col.notNull())
    .addUniqueConstraint('store_order_items_line_unique', ['order_id', 'line_no'])
    .addUniqueConstraint('store_order_items_product_unique', ['order_id', 'product_id'])
    .execute();
  await db.schema.createIndex('store_order_items_product_idx').on('store_order_items').column('product_id').execute();

  // What a person owns: paid (or free) digital items and courses, once each.
  await db.schema
    .createTable('purchased_products')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('store_order_id', 'text', (col) => col.notNull().references('store_orders.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('purchased_products_user_product_unique', ['user_id', 'product_id'])
    .execute();
  await db.schema.createIndex('purchased_products_user_created_idx').on('purchased_products').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('purchased_products').execute();
  await db.schema.dropTable('store_order_items').execute();
  await db.schema.dropTable('store_orders').execute();
  await db.schema.dropTable('product_files').execute();
  await db.schema.dropTable('product_lessons').execute();
  await db.schema.dropTable('products').execute();
}
