import { categoryLabel } from '@shared/catalogue/categories';
import type { DB } from '../../db/connection';

/** The service categories a cafe may pick (GET /api/category/), in their fixed order. */
export async function listCategories(db: DB) {
  const rows = await db.selectFrom('categories').selectAll().orderBy('sort_order').execute();
  return rows.map((row) => ({ id: row.id, _id: row.id, name: row.name, description: row.description, label: categoryLabel(row.name) }));
}
