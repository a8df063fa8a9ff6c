import { sql, type Kysely } from 'kysely';
import { engineOf } from '../src-server/db/dialect';

// A buyer may cancel a store order while it is unpaid: `cancelled` joins the statuses the
// store_orders check allows (paid_at stays null, so the paid_at check holds as it is).
const OLD_CHECK = `status in ('pending', 'paid')`;
const NEW_CHECK = `status in ('pending', 'paid', 'cancelled')`;

export async function up(db: Kysely<any>): Promise<void> {
  await replaceStatusCheck(db, OLD_CHECK, NEW_CHECK);
}

export async function down(db: Kysely<any>): Promise<void> {
  // The old check cannot hold a cancelled order; undoing this migration refuses rather than invent a status.
  const { rows } = await sql<{ n: number }>`select count(*) as n from store_orders where status = 'cancelled'`.execute(db);
  if (Number(rows[0]!.n) > 0) throw new Error('store_orders holds cancelled orders; the old status check cannot hold them');
  await replaceStatusCheck(db, NEW_CHECK, OLD_CHECK);
}

async function replaceStatusCheck(db: Kysely<any>, from: string, to: string): Promise<void> {
  if (engineOf(db) === 'postgres') {
    // PostgreSQL names a column's inline check <table>_<column>_check.
    await sql`alter table store_orders drop constraint store_orders_status_check`.execute(db);
    await sql`alter table store_orders add constraint store_orders_status_check check (${sql.raw(to)})`.execute(db);
    return;
  }
  await rebuildSqliteTable(db, from, to);
}

/**
 * SQLite cannot alter a check, so the table is rebuilt (sqlite.org/lang_altertable.html, "making
 * other kinds of table schema changes"): same definition with the new check, rows copied, the old
 * table dropped and the new one renamed, its indexes recreated from their own SQL. Foreign keys are
 * off meanwhile (store_order_items cascades on delete: dropping the old table with them on would
 * empty it) and checked before they go back on. SQLite migrations run outside a transaction
 * (no transactional DDL in Kysely's adapter), so the pragma takes effect and the copy gets its own.
 */
async function rebuildSqliteTable(db: Kysely<any>, from: string, to: string): Promise<void> {
  const { rows } = await sql<{ type: string; sql: string | null }>`select type, sql from sqlite_master where tbl_name = 'store_orders'`.execute(db);
  const tableSql = rows.find((r) => r.type === 'table')?.sql;
  if (!tableSql || !tableSql.includes(from)) throw new Error(`store_orders has no check "${from}" to replace`);
  const rebuilt = tableSql.replace(from, to).replace(/^CREATE TABLE "store_orders"/, 'CREATE TABLE "store_orders_rebuilt"');
  // Indexes and any triggers go with the dropped table: recreate them from their own SQL.
  const indexes = rows.filter((r) => (r.type === 'index' || r.type === 'trigger') && r.sql).map((r) => r.sql!);

  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(rebuilt).execute(trx);
      await sql`insert into store_orders_rebuilt select * from store_orders`.execute(trx);
      await sql`drop table store_orders`.execute(trx);
      await sql`alter table store_orders_rebuilt rename to store_orders`.execute(trx);
      for (const index of indexes) await sql.raw(index).execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('store_orders rebuild left broken foreign keys');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
