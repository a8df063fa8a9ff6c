import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql, type Migration } from 'kysely';
import { cachingDatabase } from '../../src-server/db/statement-cache';
import { openSqlite } from '../../src-server/db/connection';
import { migrateToLatest } from '../../src-server/db/migrate';

const migrations: Record<string, Migration> = {
  '1_items': {
    async up(db) {
      await db.schema.createTable('items').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('name', 'text').execute();
      await db.insertInto('items').values({ id: 1, name: 'a' }).execute();
    },
  },
  '2_price': {
    async up(db) {
      await db.schema.alterTable('items').addColumn('price', 'integer', (c) => c.notNull().defaultTo(7)).execute();
      await db.insertInto('items').values({ id: 2, name: 'b', price: 9 }).execute();
    },
  },
};

function migrator(db: Kysely<any>, upTo: string[]) {
  return new Migrator({ db, provider: { getMigrations: async () => Object.fromEntries(upTo.map((n) => [n, migrations[n]!])) } });
}

describe('prepared statement cache', () => {
  it('answers the same query with the new columns and rows after a migration changed the table', async () => {
    const sqlite = new SQLite(':memory:');
    const cached = cachingDatabase(sqlite);
    const db = new Kysely<any>({ dialect: new SqliteDialect({ database: cached }) });
    await migrator(db, ['1_items']).migrateToLatest();
    const all = () => db.selectFrom('items').selectAll().orderBy('id').execute();
    expect(await all()).toEqual([{ id: 1, name: 'a' }]);
    expect(await all()).toEqual([{ id: 1, name: 'a' }]); // served from the cache
    expect(cached.cachedStatements()).toBeGreaterThan(0);

    await migrator(db, ['1_items', '2_price']).migrateToLatest();
    expect(await all()).toEqual([
      { id: 1, name: 'a', price: 7 },
      { id: 2, name: 'b', price: 9 },
    ]);
    await db.destroy();
  });

  it('sees a column another connection added to the same file (SQLite re-prepares the cached statement)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stmt-cache-'));
    const file = path.join(dir, 'app.db');
    const db = openSqlite(file);
    await migrateToLatest(db);
    const read = () => db.selectFrom('categories').selectAll().orderBy('sort_order').limit(1).executeTakeFirstOrThrow();
    const before = await read();
    const other = new SQLite(file);
    other.exec("alter table categories add column colour text not null default 'blue'");
    other.close();
    expect(await read()).toEqual({ ...before, colour: 'blue' });
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps at most its size, dropping the least recently used statement', async () => {
    const cached = cachingDatabase(new SQLite(':memory:'), 3);
    const db = new Kysely<any>({ dialect: new SqliteDialect({ database: cached }) });
    for (let i = 0; i < 10; i++) {
      const { rows } = await sql<{ n: number }>`select ${sql.lit(i)} as n`.execute(db);
      expect(rows).toEqual([{ n: i }]);
    }
    expect(cached.cachedStatements()).toBe(3);
    await db.destroy();
  });
});
