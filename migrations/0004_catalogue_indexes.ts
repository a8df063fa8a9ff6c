import type { Kysely } from 'kysely';

// Indexes for the browsing queries: rating averages read (cafe_id, rating) without touching the
// table, and "cafes offering a category" finds its tasks by (category, cafe_id).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('ratings_cafe_rating_idx').on('ratings').columns(['cafe_id', 'rating']).execute();
  await db.schema.createIndex('tasks_category_cafe_idx').on('tasks').columns(['category', 'cafe_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('tasks_category_cafe_idx').execute();
  await db.schema.dropIndex('ratings_cafe_rating_idx').execute();
}
