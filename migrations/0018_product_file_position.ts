import { sql, type Kysely } from 'kysely';

// A digital product's files are listed in the order the admin added them. Files sent in one upload
// share a created_at, so that column (with a random id as tie-break) shuffled them; an explicit
// position per product keeps the order. Existing rows are numbered by their old order.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('product_files').addColumn('position', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await sql`update product_files set position = (
    select count(*) from product_files earlier
    where earlier.product_id = product_files.product_id
      and (earlier.created_at < product_files.created_at or (earlier.created_at = product_files.created_at and earlier.id < product_files.id))
  )`.execute(db);
  await db.schema.dropIndex('product_files_product_idx').execute();
  await db.schema.createIndex('product_files_product_idx').on('product_files').columns(['product_id', 'position']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('product_files_product_idx').execute();
  await db.schema.createIndex('product_files_product_idx').on('product_files').columns(['product_id', 'created_at']).execute();
  await db.schema.alterTable('product_files').dropColumn('position').execute();
}
