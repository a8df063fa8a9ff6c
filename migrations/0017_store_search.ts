import { sql, type Kysely } from 'kysely';

// The store's search box (issue 13): products_search is an FTS5 trigram index of each product's
// search_text (name, description and tags, lower-cased), kept in sync by triggers like 0014's
// tasks_search. A search's words of 3+ letters narrow the candidate rows through it; the same
// LIKE as before still decides, so the answers do not change, but the grid and its count no
// longer read every product twice.
export async function up(db: Kysely<any>): Promise<void> {
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

export async function down(db: Kysely<any>): Promise<void> {
  for (const trigger of ['products_search_delete', 'products_search_update', 'products_search_insert']) {
    await sql.raw(`drop trigger ${trigger}`).execute(db);
  }
  await sql`drop table products_search`.execute(db);
}
