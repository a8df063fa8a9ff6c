import { sql, type Kysely } from 'kysely';
import { createPgTrigger, dropTrigger, engineOf } from '../src-server/db/dialect';

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
  if (engineOf(db) === 'postgres') await postgresTriggers(db);
  else await sqliteTriggers(db);
  await db.schema.createIndex('cafes_active_rating_idx').on('cafes').columns(['is_active', 'rating_avg']).execute();
}

async function sqliteTriggers(db: Kysely<any>): Promise<void> {
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
}

/** The same totals in PL/pgSQL; the average is rounded as numeric (PostgreSQL has no round(real, n)). */
async function postgresTriggers(db: Kysely<any>): Promise<void> {
  await createPgTrigger(db, {
    name: 'ratings_totals_insert',
    table: 'ratings',
    event: 'insert',
    body: `update cafes set
        ratings_count = ratings_count + 1,
        ratings_sum = ratings_sum + new.rating,
        rating_avg = round((ratings_sum + new.rating)::numeric / (ratings_count + 1), 1)
      where id = new.cafe_id;`,
  });
  await createPgTrigger(db, {
    name: 'ratings_totals_delete',
    table: 'ratings',
    event: 'delete',
    body: `update cafes set
        ratings_count = ratings_count - 1,
        ratings_sum = ratings_sum - old.rating,
        rating_avg = case when ratings_count - 1 = 0 then 0
          else round((ratings_sum - old.rating)::numeric / (ratings_count - 1), 1) end
      where id = old.cafe_id;`,
  });
  await createPgTrigger(db, {
    name: 'ratings_totals_update',
    table: 'ratings',
    event: 'update',
    when: 'old.rating is distinct from new.rating or old.cafe_id is distinct from new.cafe_id',
    body: `update cafes set
        ratings_count = (select count(*) from ratings where ratings.cafe_id = cafes.id),
        ratings_sum = (select coalesce(sum(rating), 0) from ratings where ratings.cafe_id = cafes.id),
        rating_avg = coalesce((select round(avg(rating), 1) from ratings where ratings.cafe_id = cafes.id), 0)
      where id in (old.cafe_id, new.cafe_id);`,
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('cafes_active_rating_idx').execute();
  for (const name of ['ratings_totals_update', 'ratings_totals_delete', 'ratings_totals_insert']) {
    await dropTrigger(db, name, 'ratings');
  }
  await db.schema.alterTable('cafes').dropColumn('rating_avg').execute();
  await db.schema.alterTable('cafes').dropColumn('ratings_sum').execute();
  await db.schema.alterTable('cafes').dropColumn('ratings_count').execute();
}
