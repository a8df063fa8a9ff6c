import type { Kysely } from 'kysely';

// The admin's per-cafe fee list (wallet.admin.cafeFees, GET /api/wallet/admin/fees/all) is paged
// in cafe-name order with the id as tie-break: this index gives each page as an index range, no
// sort of every cafe, and a "name contains" search filters its entries without reading the rows.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('cafes_name_id_idx').on('cafes').columns(['cafe_name', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('cafes_name_id_idx').execute();
}
