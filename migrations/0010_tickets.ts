import { sql, type Kysely } from 'kysely';
import { createPgTrigger, engineOf } from '../src-server/db/dialect';

// Support tickets (issue 15): a ticket carries its last message, sender and time on the row so
// lists never join messages; ticket_counts holds the number of tickets per owner role and status,
// kept by triggers, so the counters and the admin list's total never count the whole table.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tickets')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('owner_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('owner_role', 'text', (col) => col.notNull().check(sql`owner_role in ('user', 'coffenet')`))
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('open', 'pending', 'answered', 'closed')`))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('last_message', 'text', (col) => col.notNull())
    .addColumn('last_sender', 'text', (col) => col.notNull())
    .addColumn('last_sender_role', 'text', (col) => col.notNull())
    .addColumn('last_time', 'text', (col) => col.notNull())
    .execute();
  // A person's tickets by last activity; the admin list bare, by day range and by group.
  await db.schema.createIndex('tickets_owner_updated_idx').on('tickets').columns(['owner_id', 'updated_at', 'id']).execute();
  await db.schema.createIndex('tickets_updated_idx').on('tickets').columns(['updated_at', 'id']).execute();
  await db.schema.createIndex('tickets_role_updated_idx').on('tickets').columns(['owner_role', 'updated_at', 'id']).execute();
  // A search by a part of the subject reads every subject: this covering index keeps that scan
  // (and the count of matches, with the other filters) off the wide table rows.
  await db.schema.createIndex('tickets_subject_idx').on('tickets').columns(['subject', 'owner_role', 'updated_at', 'id']).execute();
  // The dashboards' newest tickets.
  await db.schema.createIndex('tickets_created_idx').on('tickets').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('ticket_messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('ticket_id', 'text', (col) => col.notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('sender_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sender_role', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('ticket_messages_ticket_idx').on('ticket_messages').columns(['ticket_id', 'created_at', 'id']).execute();

  await db.schema
    .createTable('ticket_counts')
    .addColumn('owner_role', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('n', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('ticket_counts_pk', ['owner_role', 'status'])
    .execute();
  for (const role of ['user', 'coffenet']) {
    for (const status of ['open', 'pending', 'answered', 'closed']) {
      await db.insertInto('ticket_counts').values({ owner_role: role, status, n: 0 }).execute();
    }
  }
  if (engineOf(db) === 'postgres') await postgresCountTriggers(db);
  else await sqliteCountTriggers(db);

  // Ticket notices: a person's unread ones of one type, newest first (the header polls them).
  await db.schema
    .createIndex('notifications_user_type_read_idx')
    .on('notifications')
    .columns(['user_id', 'type', 'is_read', 'created_at'])
    .execute();
}

async function sqliteCountTriggers(db: Kysely<any>): Promise<void> {
  await sql`
    create trigger tickets_count_insert after insert on tickets begin
      update ticket_counts set n = n + 1 where owner_role = new.owner_role and status = new.status;
    end
  `.execute(db);
  await sql`
    create trigger tickets_count_delete after delete on tickets begin
      update ticket_counts set n = n - 1 where owner_role = old.owner_role and status = old.status;
    end
  `.execute(db);
  await sql`
    create trigger tickets_count_update after update of status, owner_role on tickets
    when old.status <> new.status or old.owner_role <> new.owner_role begin
      update ticket_counts set n = n - 1 where owner_role = old.owner_role and status = old.status;
      update ticket_counts set n = n + 1 where owner_role = new.owner_role and status = new.status;
    end
  `.execute(db);
}

export async function postgresCountTriggers(db: Kysely<any>): Promise<void> {
  const add = 'update ticket_counts set n = n + 1 where owner_role = new.owner_role and status = new.status;';
  const remove = 'update ticket_counts set n = n - 1 where owner_role = old.owner_role and status = old.status;';
  await createPgTrigger(db, { name: 'tickets_count_insert', table: 'tickets', event: 'insert', body: add });
  await createPgTrigger(db, { name: 'tickets_count_delete', table: 'tickets', event: 'delete', body: remove });
  await createPgTrigger(db, {
    name: 'tickets_count_update',
    table: 'tickets',
    event: 'update',
    when: 'old.status <> new.status or old.owner_role <> new.owner_role',
    body: remove + add,
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('notifications_user_type_read_idx').execute();
  await db.schema.dropTable('ticket_counts').execute();
  await db.schema.dropTable('ticket_messages').execute();
  await db.schema.dropTable('tickets').execute(); // drops its triggers too
}
