import { sql, SqliteAdapter, type Kysely } from 'kysely';
import { createPgTrigger, dropTrigger, engineOf, tehranDaySql } from '../src-server/db/dialect';

const ORDER_STATUSES = ['pending', 'pending_payment', 'in_progress', 'completed', 'rejected', 'cancelled'] as const;


// The admin console (issue 11): the audit log of admin actions, counters kept in the same
// transaction as the rows they count (so the dashboard never counts a whole table), daily ledger
// totals by entry type (income figures, the 30-day chart, cafe revenue) and the indexes the
// admin lists page on. Counters and totals are kept by triggers, so no writer can forget them;
// a PostgreSQL port needs the same triggers in PL/pgSQL. Tests compare them with the raw tables.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admin_audit_log')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('admin_id', 'text', (col) => col.notNull())
    .addColumn('admin_username', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_id', 'text', (col) => col.notNull())
    .addColumn('target_label', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('admin_audit_log_created_idx').on('admin_audit_log').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('admin_audit_log_area_created_idx').on('admin_audit_log').columns(['target_type', 'created_at', 'id']).execute();

  await db.schema
    .createTable('admin_counters')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`insert into admin_counters (name, value) values ('users', (select count(*) from users))`.execute(db);
  await sql`insert into admin_counters (name, value) values ('cafes', (select count(*) from cafes))`.execute(db);
  await sql`insert into admin_counters (name, value) values ('cafes_active', (select count(*) from cafes where is_active = 1))`.execute(db);
  for (const status of ORDER_STATUSES) {
    await sql`insert into admin_counters (name, value) values (${'orders:' + status}, (select count(*) from orders where status = ${status}))`.execute(db);
  }

  // Sums of ledger entries per account kind (platform, escrow, wallet, ...), entry type and Tehran day.
  await db.schema
    .createTable('ledger_day_totals')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('entries', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('ledger_day_totals_pk', ['kind', 'type', 'day'])
    .execute();
  const TEHRAN_DAY = (column: string) => tehranDaySql(column, engineOf(db));
  await sql
    .raw(
      `insert into ledger_day_totals (kind, type, day, amount, entries)
       select a.kind, e.type, ${TEHRAN_DAY('e.created_at')}, sum(e.amount), count(*)
       from ledger_entries e join ledger_accounts a on a.id = e.account_id group by 1, 2, 3`,
    )
    .execute(db);

  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    const triggers = [
      `create trigger admin_counters_users_insert after insert on users begin
         update admin_counters set value = value + 1 where name = 'users'; end`,
      `create trigger admin_counters_users_delete after delete on users begin
         update admin_counters set value = value - 1 where name = 'users'; end`,
      `create trigger admin_counters_cafes_insert after insert on cafes begin
         update admin_counters set value = value + 1 where name = 'cafes';
         update admin_counters set value = value + new.is_active where name = 'cafes_active'; end`,
      `create trigger admin_counters_cafes_delete after delete on cafes begin
         update admin_counters set value = value - 1 where name = 'cafes';
         update admin_counters set value = value - old.is_active where name = 'cafes_active'; end`,
      `create trigger admin_counters_cafes_active after update of is_active on cafes when old.is_active <> new.is_active begin
         update admin_counters set value = value + new.is_active - old.is_active where name = 'cafes_active'; end`,
      `create trigger admin_counters_orders_insert after insert on orders begin
         update admin_counters set value = value + 1 where name = 'orders:' || new.status; end`,
      `create trigger admin_counters_orders_delete after delete on orders begin
         update admin_counters set value = value - 1 where name = 'orders:' || old.status; end`,
      `create trigger admin_counters_orders_status after update of status on orders when old.status <> new.status begin
         update admin_counters set value = value - 1 where name = 'orders:' || old.status;
         update admin_counters set value = value + 1 where name = 'orders:' || new.status; end`,
      `create trigger ledger_day_totals_insert after insert on ledger_entries begin
         insert into ledger_day_totals (kind, type, day, amount, entries)
           values ((select kind from ledger_accounts where id = new.account_id), new.type, ${TEHRAN_DAY('new.created_at')}, new.amount, 1)
           on conflict (kind, type, day) do update set amount = amount + excluded.amount, entries = entries + 1;
       end`,
    ];
    for (const trigger of triggers) await sql.raw(trigger).execute(db);
  } else {
    await postgresTriggers(db, TEHRAN_DAY);
  }

  // Admin lists, newest first, and the finance searches.
  await db.schema.createIndex('orders_created_idx').on('orders').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('users_created_idx').on('users').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('cafes_created_idx').on('cafes').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('ledger_entries_type_seq_idx').on('ledger_entries').columns(['type', 'seq']).execute();
  await db.schema.createIndex('ledger_transfers_created_idx').on('ledger_transfers').columns(['created_at']).execute();
  await db.schema.createIndex('withdrawal_requests_decided_idx').on('withdrawal_requests').columns(['status', 'decided_at', 'id']).execute();
  await db.schema.createIndex('payment_attempts_ref_idx').on('payment_attempts').columns(['ref_id']).execute();
}

/** The same counters and totals in PL/pgSQL. */
async function postgresTriggers(db: Kysely<any>, TEHRAN_DAY: (column: string) => string): Promise<void> {
  const triggers: Array<{ name: string; table: string; event: string; when?: string; body: string }> = [
    { name: 'admin_counters_users_insert', table: 'users', event: 'insert', body: `update admin_counters set value = value + 1 where name = 'users';` },
    { name: 'admin_counters_users_delete', table: 'users', event: 'delete', body: `update admin_counters set value = value - 1 where name = 'users';` },
    {
      name: 'admin_counters_cafes_insert',
      table: 'cafes',
      event: 'insert',
      body: `update admin_counters set value = value + 1 where name = 'cafes';
         update admin_counters set value = value + new.is_active where name = 'cafes_active';`,
    },
    {
      name: 'admin_counters_cafes_delete',
      table: 'cafes',
      event: 'delete',
      body: `update admin_counters set value = value - 1 where name = 'cafes';
         update admin_counters set value = value - old.is_active where name = 'cafes_active';`,
    },
    {
      name: 'admin_counters_cafes_active',
      table: 'cafes',
      event: 'update',
      when: 'old.is_active <> new.is_active',
      body: `update admin_counters set value = value + new.is_active - old.is_active where name = 'cafes_active';`,
    },
    { name: 'admin_counters_orders_insert', table: 'orders', event: 'insert', body: `update admin_counters set value = value + 1 where name = 'orders:' || new.status;` },
    { name: 'admin_counters_orders_delete', table: 'orders', event: 'delete', body: `update admin_counters set value = value - 1 where name = 'orders:' || old.status;` },
    {
      name: 'admin_counters_orders_status',
      table: 'orders',
      event: 'update',
      when: 'old.status <> new.status',
      body: `update admin_counters set value = value - 1 where name = 'orders:' || old.status;
         update admin_counters set value = value + 1 where name = 'orders:' || new.status;`,
    },
    {
      name: 'ledger_day_totals_insert',
      table: 'ledger_entries',
      event: 'insert',
      body: `insert into ledger_day_totals as t (kind, type, day, amount, entries)
           values ((select kind from ledger_accounts where id = new.account_id), new.type, ${TEHRAN_DAY('new.created_at')}, new.amount, 1)
           on conflict (kind, type, day) do update set amount = t.amount + excluded.amount, entries = t.entries + 1;`,
    },
  ];
  for (const trigger of triggers) await createPgTrigger(db, trigger);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'payment_attempts_ref_idx',
    'withdrawal_requests_decided_idx',
    'ledger_transfers_created_idx',
    'ledger_entries_type_seq_idx',
    'cafes_created_idx',
    'users_created_idx',
    'orders_created_idx',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  for (const name of [
    'ledger_day_totals_insert',
    'admin_counters_orders_status',
    'admin_counters_orders_delete',
    'admin_counters_orders_insert',
    'admin_counters_cafes_active',
    'admin_counters_cafes_delete',
    'admin_counters_cafes_insert',
    'admin_counters_users_delete',
    'admin_counters_users_insert',
  ]) {
    await dropTrigger(db, name, name.startsWith('ledger') ? 'ledger_entries' : name.split('_')[2]!);
  }
  await db.schema.dropTable('ledger_day_totals').execute();
  await db.schema.dropTable('admin_counters').execute();
  await db.schema.dropTable('admin_audit_log').execute();
}
