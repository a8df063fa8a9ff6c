import { sql, type Kysely } from 'kysely';

// Each cafe carries its rating count, sum and rounded average, kept by triggers on `ratings`, so
// browsing filters and sorts by rating without averaging every rating on every page (the
// catalogue benchmark showed that aggregate as the cost). Triggers keep every writer honest,
// including direct inserts; a test compares the totals with the ratings table.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cafes').addColumn('ratings_count', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('cafes').addColumn('ratings_sum', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('cafes').addColumn('rating_avg', 'real', (col) => col.notNull().defaultTo(0)).execute();
  await sql`
    update cafes set
      ratings_count = (select count(*) from ratings where ratings.cafe_id = cafes.id),
      ratings_sum = (select coalesce(sum(rating), 0) from ratings where ratings.cafe_id = cafes.id),
      rating_avg = coalesce((select round(avg(rating), 1) from ratings where ratings.cafe_id = cafes.id), 0)
  `.execute(db);
  await sql`
    create trigger ratings_totals_insert after insert on ratings begin
      update cafes set
        ratings_count = ratings_count + 1,
        ratings_sum = ratings_sum + new.rating,
        rating_avg = round(cast(ratings_sum + new.rating as real) / (ratings_count + 1), 1)
      where id = new.cafe_id;
    end
  `.execute(db);
  await sql`
    create trigger ratings_totals_delete after delete on ratings begin
      update cafes set
        ratings_count = ratings_count - 1,
        ratings_sum = ratings_sum - old.rating,
        rating_avg = case when ratings_count - 1 = 0 then 0
          else round(cast(ratings_sum - old.rating as real) / (ratings_count - 1), 1) end
      where id = old.cafe_id;
    end
  `.execute(db);
  // Ratings are not edited by the product; should one be, recount both cafes involved.
  await sql`
    create trigger ratings_totals_update after update of rating, cafe_id on ratings begin
      update cafes set
        ratings_count = (select count(*) from ratings where ratings.cafe_id = cafes.id),
        ratings_sum = (select coalesce(sum(rating), 0) from ratings where ratings.cafe_id = cafes.id),
        rating_avg = coalesce((select round(avg(rating), 1) from ratings where ratings.cafe_id = cafes.id), 0)
      where id in (old.cafe_id, new.cafe_id);
    end
  `.execute(db);
  await db.schema.createIndex('cafes_active_rating_idx').on('cafes').columns(['is_active', 'rating_avg']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('cafes_active_rating_idx').execute();
  for (const name of ['ratings_totals_update', 'ratings_totals_delete', 'ratings_totals_insert']) {
    await sql`drop trigger if exists ${sql.raw(name)}`.execute(db);
  }
  await db.schema.alterTable('cafes').dropColumn('rating_avg').execute();
  await db.schema.alterTable('cafes').dropColumn('ratings_sum').execute();
  await db.schema.alterTable('cafes').dropColumn('ratings_count').execute();
}
