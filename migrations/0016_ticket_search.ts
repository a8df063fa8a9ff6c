import { sql, type Kysely } from 'kysely';
import { createPgTrigger, dropTrigger, engineOf } from '../src-server/db/dialect';

// The admin's "subject contains" ticket search (issue 15) at 100k tickets: tickets_search is an
// FTS5 trigram index of each ticket's subject (lower-cased, keyed by the ticket's rowid), kept by
// triggers like 0014's tasks_search. A search reads its candidates from the index and checks them
// with the same LIKE as before, so the index narrows the rows and never changes the answer.
export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await postgresSearch(db);
    return;
  }
  await sql`create virtual table tickets_search using fts5(subject, tokenize = 'trigram')`.execute(db);
  await sql`insert into tickets_search (rowid, subject) select rowid, lower(subject) from tickets`.execute(db);
  await sql`create trigger tickets_search_insert after insert on tickets begin
      insert into tickets_search (rowid, subject) values (new.rowid, lower(new.subject));
    end`.execute(db);
  await sql`create trigger tickets_search_update after update of subject on tickets begin
      update tickets_search set subject = lower(new.subject) where rowid = new.rowid;
    end`.execute(db);
  await sql`create trigger tickets_search_delete after delete on tickets begin
      delete from tickets_search where rowid = old.rowid;
    end`.execute(db);
}

/** On PostgreSQL: the lower-cased subject by id, with a pg_trgm GIN index (as 0014's tasks_search). */
async function postgresSearch(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create table tickets_search (id text primary key, body text not null)`.execute(db);
  await sql`create index tickets_search_body_idx on tickets_search using gin (body gin_trgm_ops)`.execute(db);
  await sql`insert into tickets_search (id, body) select id, lower(subject) from tickets`.execute(db);
  await createPgTrigger(db, { name: 'tickets_search_insert', table: 'tickets', event: 'insert', body: 'insert into tickets_search (id, body) values (new.id, lower(new.subject));' });
  await createPgTrigger(db, {
    name: 'tickets_search_update',
    table: 'tickets',
    event: 'update',
    when: 'old.subject is distinct from new.subject',
    body: 'update tickets_search set body = lower(new.subject) where id = new.id;',
  });
  await createPgTrigger(db, { name: 'tickets_search_delete', table: 'tickets', event: 'delete', body: 'delete from tickets_search where id = old.id;' });
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const trigger of ['tickets_search_delete', 'tickets_search_update', 'tickets_search_insert']) {
    await dropTrigger(db, trigger, 'tickets');
  }
  await sql`drop table tickets_search`.execute(db);
}
