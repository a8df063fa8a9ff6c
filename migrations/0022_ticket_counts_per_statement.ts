import { sql, type Kysely } from 'kysely';
import { createPgTrigger, dropTrigger, engineOf } from '../src-server/db/dialect';
import { postgresCountTriggers } from './0010_tickets';

// PostgreSQL only (issue 16). The ticket counts of 0010 were kept by row-level triggers: a broadcast
// inserts one ticket per recipient in one statement, and on PostgreSQL each row's trigger updated
// the same counts row again, every update adding a row version that the next one must step over
// (1.9 s of a 2.3 s broadcast to 8,909 accounts). Statement-level triggers with transition tables
// update each count once per statement by the number of rows that moved into or out of it. SQLite
// has no statement-level triggers and updates a row in place, so its triggers stay as they are.
// The subject index's insert trigger (0016) moves to one INSERT … SELECT per statement likewise.

const ADD_NEW = `update ticket_counts c set n = c.n + d.k
  from (select owner_role, status, count(*) as k from new_rows group by owner_role, status) d
  where c.owner_role = d.owner_role and c.status = d.status;`;
const REMOVE_OLD = `update ticket_counts c set n = c.n - d.k
  from (select owner_role, status, count(*) as k from old_rows group by owner_role, status) d
  where c.owner_role = d.owner_role and c.status = d.status;`;
// An update moves a ticket from its old (role, status) to its new one; rows that kept both cancel out.
const MOVE = `update ticket_counts c set n = c.n + d.k
  from (select owner_role, status, sum(k) as k from (
      select owner_role, status, -1 as k from old_rows
      union all select owner_role, status, 1 as k from new_rows) moved
    group by owner_role, status having sum(k) <> 0) d
  where c.owner_role = d.owner_role and c.status = d.status;`;

const INDEX_NEW = 'insert into tickets_search (id, body) select id, lower(subject) from new_rows;';

const TRIGGERS = [
  { name: 'tickets_search_insert', event: 'insert', referencing: 'new table as new_rows', body: INDEX_NEW },
  { name: 'tickets_count_insert', event: 'insert', referencing: 'new table as new_rows', body: ADD_NEW },
  { name: 'tickets_count_delete', event: 'delete', referencing: 'old table as old_rows', body: REMOVE_OLD },
  { name: 'tickets_count_update', event: 'update', referencing: 'old table as old_rows new table as new_rows', body: MOVE },
];

export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  for (const t of TRIGGERS) {
    await dropTrigger(db, t.name, 'tickets');
    await sql.raw(`create function ${t.name}_fn() returns trigger language plpgsql as $$ begin ${t.body} return null; end $$`).execute(db);
    await sql.raw(`create trigger ${t.name} after ${t.event} on tickets referencing ${t.referencing} for each statement execute function ${t.name}_fn()`).execute(db);
  }
}

/** Back to the row-level triggers of 0010 and 0016. */
export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  for (const t of TRIGGERS) await dropTrigger(db, t.name, 'tickets');
  await createPgTrigger(db, { name: 'tickets_search_insert', table: 'tickets', event: 'insert', body: 'insert into tickets_search (id, body) values (new.id, lower(new.subject));' });
  await postgresCountTriggers(db);
}
