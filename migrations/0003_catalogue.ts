import { sql, type Kysely } from 'kysely';

// The cafe catalogue: categories (served by GET /api/category/), each cafe's services (tasks) and
// the customers' ratings of cafes, from which every rating average and count is computed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('categories')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .execute();
  // The four names the add-service form allows (spec 2 §3); fixed ids so every install agrees.
  await db
    .insertInto('categories')
    .values([
      { id: 'ca7e60000000000000000001', name: 'printing', description: 'پرینت', sort_order: 1 },
      { id: 'ca7e60000000000000000002', name: 'scanning_and_copying', description: 'اسکن و کپی', sort_order: 2 },
      { id: 'ca7e60000000000000000003', name: 'translation', description: 'ترجمه', sort_order: 3 },
      { id: 'ca7e60000000000000000004', name: 'registration', description: 'ثبت‌نام', sort_order: 4 },
    ])
    .execute();

  await db.schema
    .createTable('tasks')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('cafe_id', 'text', (col) => col.notNull().references('cafes.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull().references('categories.name'))
    // Integer rials; the forms and the REST shim speak toman (DOMAIN.md §3).
    .addColumn('base_price', 'integer', (col) => col.notNull().check(sql`base_price >= 0`))
    // Minutes, so the services page can filter by a maximum time in SQL; null when not given.
    .addColumn('estimated_minutes', 'integer', (col) => col.check(sql`estimated_minutes is null or estimated_minutes > 0`))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('tasks_cafe_idx').on('tasks').columns(['cafe_id', 'created_at']).execute();
  await db.schema.createIndex('tasks_category_price_idx').on('tasks').columns(['category', 'base_price']).execute();
  await db.schema.createIndex('tasks_price_idx').on('tasks').columns(['base_price']).execute();
  await db.schema.createIndex('tasks_minutes_idx').on('tasks').columns(['estimated_minutes']).execute();

  // A customer's rating of the cafe for one completed order. order_id has no foreign key because
  // the orders table comes in a later migration; an order is never deleted, so none is needed.
  await db.schema
    .createTable('ratings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) => col.notNull().unique())
    .addColumn('cafe_id', 'text', (col) => col.notNull().references('cafes.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (col) => col.notNull().check(sql`rating between 1 and 5`))
    .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('ratings_cafe_created_idx').on('ratings').columns(['cafe_id', 'created_at']).execute();
  await db.schema.createIndex('ratings_user_idx').on('ratings').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ratings').execute();
  await db.schema.dropTable('tasks').execute();
  await db.schema.dropTable('categories').execute();
}
