import { sql, type Kysely } from 'kysely';
import { createPgTrigger, dropTrigger, engineOf } from '../src-server/db/dialect';

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
  const postgres = engineOf(db) === 'postgres';
  if (postgres) await postgresCopyTriggers(db);
  else await sqliteCopyTriggers(db);
  await indexesAndCounts(db);
  if (postgres) await postgresSearch(db);
  else await sqliteSearch(db);
}

async function sqliteCopyTriggers(db: Kysely<any>): Promise<void> {
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
}

/**
 * The copies on PostgreSQL: set on the new row before it is written (an AFTER trigger updating its
 * own row would need SQLite's rowid); the counters below then see the final cafe_active.
 */
async function postgresCopyTriggers(db: Kysely<any>): Promise<void> {
  const copy = `select is_active, rating_avg, ratings_count into new.cafe_active, new.cafe_rating_avg, new.cafe_ratings_count
      from cafes where cafes.id = new.cafe_id;`;
  await createPgTrigger(db, { name: 'tasks_cafe_copy_insert', table: 'tasks', event: 'insert', before: true, body: copy });
  await createPgTrigger(db, {
    name: 'tasks_cafe_copy_move',
    table: 'tasks',
    event: 'update',
    before: true,
    when: 'old.cafe_id is distinct from new.cafe_id',
    body: copy,
  });
  await createPgTrigger(db, {
    name: 'cafes_copy_to_tasks',
    table: 'cafes',
    event: 'update',
    when: 'old.is_active is distinct from new.is_active or old.rating_avg is distinct from new.rating_avg or old.ratings_count is distinct from new.ratings_count',
    body: `update tasks set cafe_active = new.is_active, cafe_rating_avg = new.rating_avg, cafe_ratings_count = new.ratings_count
      where cafe_id = new.id;`,
  });
}

async function indexesAndCounts(db: Kysely<any>): Promise<void> {
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
  if (engineOf(db) === 'postgres') await postgresCountTriggers(db);
  else await sqliteCountTriggers(db);
}

async function sqliteCountTriggers(db: Kysely<any>): Promise<void> {
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
}

async function postgresCountTriggers(db: Kysely<any>): Promise<void> {
  const add = `update service_counts set services = services + 1 where category in ('*', new.category);`;
  const remove = `update service_counts set services = services - 1 where category in ('*', old.category);`;
  await createPgTrigger(db, { name: 'service_counts_insert', table: 'tasks', event: 'insert', when: 'new.cafe_active = 1', body: add });
  await createPgTrigger(db, { name: 'service_counts_delete', table: 'tasks', event: 'delete', when: 'old.cafe_active = 1', body: remove });
  await createPgTrigger(db, {
    name: 'service_counts_update',
    table: 'tasks',
    event: 'update',
    when: 'old.category is distinct from new.category or old.cafe_active is distinct from new.cafe_active',
    body: `if old.cafe_active = 1 then ${remove} end if;
      if new.cafe_active = 1 then ${add} end if;`,
  });
  await createPgTrigger(db, {
    name: 'service_counts_category',
    table: 'categories',
    event: 'insert',
    body: `insert into service_counts (category, services) values (new.name, 0);`,
  });
}

async function sqliteSearch(db: Kysely<any>): Promise<void> {
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

/**
 * tasks_search on PostgreSQL: one lower-cased text per service (title, description, cafe name on
 * separate lines, so no word spans two of them) keyed by the service's id, with a pg_trgm GIN
 * index that answers LIKE '%word%' (dialect.ts searchCandidateKeys).
 */
async function postgresSearch(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create table tasks_search (id text primary key, body text not null)`.execute(db);
  await sql`create index tasks_search_body_idx on tasks_search using gin (body gin_trgm_ops)`.execute(db);
  const body = (task: string) =>
    `lower(${task}.title) || chr(10) || lower(${task}.description) || chr(10) || lower((select cafe_name from cafes where cafes.id = ${task}.cafe_id))`;
  await sql.raw(`insert into tasks_search (id, body) select tasks.id, ${body('tasks')} from tasks`).execute(db);
  await createPgTrigger(db, { name: 'tasks_search_insert', table: 'tasks', event: 'insert', body: `insert into tasks_search (id, body) values (new.id, ${body('new')});` });
  await createPgTrigger(db, {
    name: 'tasks_search_update',
    table: 'tasks',
    event: 'update',
    when: 'old.title is distinct from new.title or old.description is distinct from new.description or old.cafe_id is distinct from new.cafe_id',
    body: `update tasks_search set body = ${body('new')} where id = new.id;`,
  });
  await createPgTrigger(db, { name: 'tasks_search_delete', table: 'tasks', event: 'delete', body: 'delete from tasks_search where id = old.id;' });
  await createPgTrigger(db, {
    name: 'tasks_search_cafe_name',
    table: 'cafes',
    event: 'update',
    when: 'old.cafe_name is distinct from new.cafe_name',
    body: `update tasks_search set body = ${body('tasks')} from tasks where tasks.id = tasks_search.id and tasks.cafe_id = new.id;`,
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [trigger, table] of [
    ['tasks_search_cafe_name', 'cafes'], ['tasks_search_delete', 'tasks'], ['tasks_search_update', 'tasks'], ['tasks_search_insert', 'tasks'],
    ['service_counts_category', 'categories'], ['service_counts_update', 'tasks'], ['service_counts_delete', 'tasks'], ['service_counts_insert', 'tasks'],
    ['cafes_copy_to_tasks', 'cafes'], ['tasks_cafe_copy_move', 'tasks'], ['tasks_cafe_copy_insert', 'tasks'],
  ] as const) {
    await dropTrigger(db, trigger, table);
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
