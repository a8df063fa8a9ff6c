import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { MIGRATIONS } from '../../migrations';
import { openSqlite } from '../../src-server/db/connection';
import { migrateDown, migrateToLatest } from '../../src-server/db/migrate';
import { blankPostgresDb, onPostgres } from '../helpers/postgres';

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

  it('turns foreign keys on', async () => {
    const db = openSqlite(':memory:');
    const { rows } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
    expect(rows[0]?.foreign_keys).toBe(1);
    await db.destroy();
  });
});
