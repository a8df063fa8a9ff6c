import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema';
import { cachingDatabase } from './statement-cache';

export type DB = Kysely<Database>;

/** Opens the embedded SQLite file (or ':memory:') with WAL, foreign keys and a busy timeout. */
export function openSqlite(file: string): DB {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  if (file !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Prepared statements are cached by SQL text (statement-cache.ts).
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: cachingDatabase(sqlite) }) });
}
