import { sql, type Kysely } from 'kysely';
import { createPgTrigger, dropTrigger, engineOf } from '../src-server/db/dialect';

// The store's search box (issue 13): products_search is an FTS5 trigram index of each product's
// search_text (name, description and tags, lower-cased), kept in sync by triggers like 0014's
// tasks_search. A search's words of 3+ letters narrow the candidate rows through it; the same
// LIKE as before still decides, so the answers do not change, but the grid and its count no
// longer read every product twice.
export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await postgresSearch(db);
    return;
  }
  await sql`create virtual table products_search using fts5(search_text, tokenize = 'trigram')`.execute(db);
  await sql`insert into products_search (rowid, search_text) select rowid, lower(search_text) from products`.execute(db);
  await sql`create trigger products_search_insert after insert on products begin
      insert into products_search (rowid, search_text) values (new.rowid, lower(new.search_text));
    end`.execute(db);
  await sql`create trigger products_search_update after update of search_text on products begin
      update products_search set search_text = lower(new.search_text) where rowid = new.rowid;
    end`.execute(db);
  await sql`create trigger products_search_delete after delete on products begin
      delete from products_search where rowid = old.rowid;
    end`.execute(db);
}

/** On PostgreSQL: the lower-cased search_text by id, with a pg_trgm GIN index (as 0014's tasks_search). */
async function postgresSearch(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create table products_search (id text primary key, body text not null)`.execute(db);
  await sql`create index products_search_body_idx on products_search using gin (body gin_trgm_ops)`.execute(db);
  await sql`insert into products_search (id, body) select id, lower(search_text) from products`.execute(db);
  await createPgTrigger(db, { name: 'products_search_insert', table: 'products', event: 'insert', body: 'insert into products_search (id, body) values (new.id, lower(new.search_text));' });
  await createPgTrigger(db, {
    name: 'products_search_update',
    table: 'products',
    event: 'update',
    when: 'old.search_text is distinct from new.search_text',
    body: 'update products_search set body = lower(new.search_text) where id = new.id;',
  });
  await createPgTrigger(db, { name: 'products_search_delete', table: 'products', event: 'delete', body: 'delete from products_search where id = old.id;' });
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const trigger of ['products_search_delete', 'products_search_update', 'products_search_insert']) {
    await dropTrigger(db, trigger, 'products');
  }
  await sql`drop table products_search`.execute(db);
}
