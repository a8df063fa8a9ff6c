import { sql, type Kysely } from 'kysely';

// Speed at marketplace scale (issue 13): every public list answers from an index, whatever the
// number of cafes, services and orders.
// - Each service carries its cafe's is_active / rating_avg / ratings_count (copied by triggers when
//   the cafe's row changes), so the services page's sorts run down one index of tasks instead of
//   sorting every service of every cafe; service_counts keeps how many services active cafes offer,
//   per category and in all ('*'), updated by triggers in the same transaction as the rows.
// - tasks_search is an FTS5 trigram index of each service's title, description and cafe name,
//   kept in sync by triggers: a LIKE '%…%' on it is answered by the index, not a scan.
// - The home strip of active orders merges the newest few of each active status (status index).
// - The cafe directory's order (active first, best rated, name) is an index of cafes.

export async function up(db: Kysely<any>): Promise<void> {
  // Newest orders of one status with the id breaking ties, straight from the index; it replaces
  // 0005's (status, created_at), which it covers.
  await db.schema.createIndex('orders_status_created_id_idx').on('orders').columns(['status', 'created_at', 'id']).execute();
  await db.schema.dropIndex('orders_status_created_idx').execute();
  // An order's chat is paged by (created_at, id) cursor, newest first; replaces (order_id, created_at).
  await db.schema.createIndex('chat_messages_order_created_id_idx').on('chat_messages').columns(['order_id', 'created_at', 'id']).execute();
  await db.schema.dropIndex('chat_messages_order_created_idx').execute();
  await sql`create index cafes_directory_idx on cafes (is_active desc, rating_avg desc, ratings_count desc, cafe_name, id)`.execute(db);

  await db.schema.alterTable('tasks').addColumn('cafe_active', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('tasks').addColumn('cafe_rating_avg', 'real', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('tasks').addColumn('cafe_ratings_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await sql`update tasks set
      cafe_active = (select is_active from cafes where cafes.id = tasks.cafe_id),
      cafe_rating_avg = (select rating_avg from cafes where cafes.id = tasks.cafe_id),
      cafe_ratings_count = (select ratings_count from cafes where cafes.id = tasks.cafe_id)`.execute(db);
  await sql`create trigger tasks_cafe_copy_insert after insert on tasks begin
      update tasks set
        cafe_active = (select is_active from cafes where cafes.id = new.cafe_id),
        cafe_rating_avg = (select rating_avg from cafes where cafes.id = new.cafe_id),
        cafe_ratings_count = (select ratings_count from cafes where cafes.id = new.cafe_id)
      where rowid = new.rowid;
    end`.execute(db);
  await sql`create trigger tasks_cafe_copy_move after update of cafe_id on tasks when old.cafe_id is not new.cafe_id begin
      update tasks set
        cafe_active = (select is_active from cafes where cafes.id = new.cafe_id),
        cafe_rating_avg = (select rating_avg from cafes where cafes.id = new.cafe_id),
        cafe_ratings_count = (select ratings_count from cafes where cafes.id = new.cafe_id)
      where rowid = new.rowid;
    end`.execute(db);
  await sql`create trigger cafes_copy_to_tasks after update of is_active, rating_avg, ratings_count on cafes
    when old.is_active is not new.is_active or old.rating_avg is not new.rating_avg or old.ratings_count is not new.ratings_count
    begin
      update tasks set cafe_active = new.is_active, cafe_rating_avg = new.rating_avg, cafe_ratings_count = new.ratings_count
      where cafe_id = new.id;
    end`.execute(db);
  // The three sorts of the services page (rating, price, time), all for services of active cafes.
  await sql`create index tasks_by_rating_idx on tasks (cafe_active, cafe_rating_avg desc, cafe_ratings_count desc, base_price, created_at desc, id)`.execute(db);
  await sql`create index tasks_category_by_rating_idx on tasks (category, cafe_active, cafe_rating_avg desc, cafe_ratings_count desc, base_price, created_at desc, id)`.execute(db);
  await sql`create index tasks_by_price_idx on tasks (cafe_active, base_price, cafe_rating_avg desc, created_at desc, id)`.execute(db);

  await db.schema
    .createTable('service_counts')
    .addColumn('category', 'text', (c) => c.primaryKey())
    .addColumn('services', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into service_counts (category, services)
      select '*', count(*) from tasks where cafe_active = 1
      union all select name, (select count(*) from tasks where cafe_active = 1 and category = categories.name) from categories`.execute(db);
  // Every count is a function of the rows as they are: a new row counts while its cafe_active is 1
  // (the default; tasks_cafe_copy_insert then corrects it, which the update trigger accounts for).
  await sql`create trigger service_counts_insert after insert on tasks when new.cafe_active = 1 begin
      update service_counts set services = services + 1 where category in ('*', new.category);
    end`.execute(db);
  await sql`create trigger service_counts_delete after delete on tasks when old.cafe_active = 1 begin
      update service_counts set services = services - 1 where category in ('*', old.category);
    end`.execute(db);
  await sql`create trigger service_counts_update after update of category, cafe_active on tasks
    when old.category is not new.category or old.cafe_active is not new.cafe_active
    begin
      update service_counts set services = services - 1 where old.cafe_active = 1 and category in ('*', old.category);
      update service_counts set services = services + 1 where new.cafe_active = 1 and category in ('*', new.category);
    end`.execute(db);
  await sql`create trigger service_counts_category after insert on categories begin
      insert into service_counts (category, services) values (new.name, 0);
    end`.execute(db);

  await sql`create virtual table tasks_search using fts5(title, description, cafe_name, tokenize = 'trigram')`.execute(db);
  await sql`insert into tasks_search (rowid, title, description, cafe_name)
      select tasks.rowid, lower(tasks.title), lower(tasks.description), lower(cafes.cafe_name) from tasks join cafes on cafes.id = tasks.cafe_id`.execute(db);
  await sql`create trigger tasks_search_insert after insert on tasks begin
      insert into tasks_search (rowid, title, description, cafe_name)
      values (new.rowid, lower(new.title), lower(new.description), lower((select cafe_name from cafes where id = new.cafe_id)));
    end`.execute(db);
  await sql`create trigger tasks_search_update after update of title, description, cafe_id on tasks begin
      update tasks_search set title = lower(new.title), description = lower(new.description),
        cafe_name = lower((select cafe_name from cafes where id = new.cafe_id))
      where rowid = new.rowid;
    end`.execute(db);
  await sql`create trigger tasks_search_delete after delete on tasks begin
      delete from tasks_search where rowid = old.rowid;
    end`.execute(db);
  await sql`create trigger tasks_search_cafe_name after update of cafe_name on cafes begin
      update tasks_search set cafe_name = lower(new.cafe_name) where rowid in (select rowid from tasks where cafe_id = new.id);
    end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const trigger of [
    'tasks_search_cafe_name', 'tasks_search_delete', 'tasks_search_update', 'tasks_search_insert',
    'service_counts_category', 'service_counts_update', 'service_counts_delete', 'service_counts_insert',
    'cafes_copy_to_tasks', 'tasks_cafe_copy_move', 'tasks_cafe_copy_insert',
  ]) {
    await sql.raw(`drop trigger ${trigger}`).execute(db);
  }
  await sql`drop table tasks_search`.execute(db);
  await db.schema.dropTable('service_counts').execute();
  for (const index of ['tasks_by_price_idx', 'tasks_category_by_rating_idx', 'tasks_by_rating_idx', 'cafes_directory_idx']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.createIndex('orders_status_created_idx').on('orders').columns(['status', 'created_at']).execute();
  await db.schema.dropIndex('orders_status_created_id_idx').execute();
  await db.schema.createIndex('chat_messages_order_created_idx').on('chat_messages').columns(['order_id', 'created_at']).execute();
  await db.schema.dropIndex('chat_messages_order_created_id_idx').execute();
  for (const column of ['cafe_ratings_count', 'cafe_rating_avg', 'cafe_active']) await db.schema.alterTable('tasks').dropColumn(column).execute();
}
