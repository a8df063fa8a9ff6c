import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { MIGRATIONS } from '../../migrations';
import { openSqlite } from '../../src-server/db/connection';
import { migrateDown, migrateToLatest } from '../../src-server/db/migrate';
import { blankPostgresDb, freshPostgresDb, onPostgres } from '../helpers/postgres';
import { requestKey, storeWorld } from '../helpers/store';
import type { DB } from '../../src-server/db/connection';

describe('migrations', () => {
  it('lists every numbered migration file in migrations/index.ts, in order', () => {
    const files = fs
      .readdirSync(new URL('../../migrations', import.meta.url))
      .filter((f) => /^\d{4}_.+\.ts$/.test(f))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect(Object.keys(MIGRATIONS)).toEqual(files);
  });

  it('migrates up, down to nothing, and up again', async () => {
    const db = openSqlite(':memory:');
    expect(await migrateToLatest(db)).toEqual(Object.keys(MIGRATIONS));
    expect(await migrateToLatest(db)).toEqual([]);
    for (let i = 0; i < Object.keys(MIGRATIONS).length; i++) await migrateDown(db);
    const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'kysely_%' and name not like 'sqlite_%'`.execute(db);
    expect(tables.rows).toEqual([]);
    expect(await migrateToLatest(db)).toEqual(Object.keys(MIGRATIONS));
    await db.destroy();
  });

  it.skipIf(!onPostgres)('migrates up, down to nothing, and up again on PostgreSQL', async () => {
    const db = await blankPostgresDb();
    expect(await migrateToLatest(db)).toEqual(Object.keys(MIGRATIONS));
    expect(await migrateToLatest(db)).toEqual([]);
    for (let i = 0; i < Object.keys(MIGRATIONS).length; i++) await migrateDown(db);
    const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_name not like 'kysely_%'`.execute(db);
    expect(tables.rows).toEqual([]);
    expect(await migrateToLatest(db)).toEqual(Object.keys(MIGRATIONS));
  });

  // 0025 rebuilds store_orders on SQLite: the orders' lines and what was bought through them must survive it.
  const freshSqlite = async () => {
    const db = openSqlite(':memory:');
    await migrateToLatest(db);
    return db;
  };
  for (const [engine, open] of [['SQLite', freshSqlite], ['PostgreSQL', freshPostgresDb]] as const) {
    it.skipIf(engine === 'PostgreSQL' && !onPostgres)(`0025 lets a store order be cancelled and keeps every order, line and purchase (${engine})`, async () => {
      const db: DB = await open();
      // 0026 only adds an index on the rebuilt table, 0027 relabels audit rows, 0028 and 0029 add indexes: stepped over on the way down.
      expect(await migrateDown(db)).toEqual(['0029_withdrawal_user_list_index']);
      expect(await migrateDown(db)).toEqual(['0028_audit_target_index']);
      expect(await migrateDown(db)).toEqual(['0027_store_audit_area']);
      expect(await migrateDown(db)).toEqual(['0026_store_cash_due_index']);
      expect(await migrateDown(db)).toEqual(['0025_store_order_cancel']);
      const w = await storeWorld(db);
      const pending = await w.api(w.buyer).store.checkout({ items: [{ product_id: w.ebook.id, quantity: 1 }], request_key: requestKey() });
      const free = await w.api(w.buyer).store.checkout({ items: [{ product_id: w.freeCourse.id, quantity: 1 }], request_key: requestKey() });
      const refused = await db.updateTable('store_orders').set({ status: 'cancelled' as never }).where('id', '=', pending.id).execute().catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(Error);

      expect(await migrateToLatest(db)).toEqual(['0025_store_order_cancel', '0026_store_cash_due_index', '0027_store_audit_area', '0028_audit_target_index', '0029_withdrawal_user_list_index']);
      const count = async (table: 'store_orders' | 'store_order_items' | 'purchased_products') =>
        Number((await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      expect([await count('store_orders'), await count('store_order_items'), await count('purchased_products')]).toEqual([2, 2, 1]);
      await db.updateTable('store_orders').set({ status: 'cancelled' }).where('id', '=', pending.id).execute();
      expect((await db.selectFrom('store_orders').select('status').where('id', '=', free.id).executeTakeFirstOrThrow()).status).toBe('paid');
      const bogus = await db.updateTable('store_orders').set({ status: 'lost' as never }).where('id', '=', free.id).execute().catch((e: unknown) => e);
      expect(bogus).toBeInstanceOf(Error);
      // The same request key still finds its order: the unique index came back.
      expect((await w.api(w.buyer).store.checkout({ items: [{ product_id: w.ebook.id, quantity: 1 }], request_key: 'dup-after-rebuild' })).id).toBe(
        (await w.api(w.buyer).store.checkout({ items: [{ product_id: w.ebook.id, quantity: 1 }], request_key: 'dup-after-rebuild' })).id,
      );
      if (engine === 'SQLite') {
        const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'store_orders' and sql is not null order by name`.execute(db);
        expect(rows.map((r) => r.name)).toEqual(['store_orders_method_status_created_id_idx', 'store_orders_status_paid_id_idx', 'store_orders_status_paid_idx', 'store_orders_user_created_id_idx', 'store_orders_user_request_key_uq']);
        expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows[0]?.foreign_keys).toBe(1);
      }
    });
  }

  it('turns foreign keys on', async () => {
    const db = openSqlite(':memory:');
    const { rows } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
    expect(rows[0]?.foreign_keys).toBe(1);
    await db.destroy();
  });
});
