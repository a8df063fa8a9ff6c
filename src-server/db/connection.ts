import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema';
import { cachingDatabase } from './statement-cache';
import { postgresTextWithoutNul, setServedEngine } from './dialect';
import type { AppConfig } from '../config';

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

export interface PostgresOptions {
  /** Connections per app instance (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** A statement running longer is cancelled (DATABASE_STATEMENT_TIMEOUT_MS); 0 means never. */
  statementTimeoutMs?: number;
  /** Close a connection idle this long (tests open many short-lived databases). */
  idleTimeoutMs?: number;
}

// Counts (bigint) and sums (numeric) arrive as text from pg; the app's integers are far below
// 2^53 (rials, counters), so they are read as numbers, as better-sqlite3 gives them.
const INT8 = 20;
const NUMERIC = 1700;
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

export function isPostgresUrl(url: string | null | undefined): url is string {
  return Boolean(url && /^postgres(ql)?:\/\//.test(url));
}

/** A pool of connections to PostgreSQL at `url` (postgres://user:pass@host:5432/db). */
export function openPostgres(url: string, options: PostgresOptions = {}): DB {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    idleTimeoutMillis: options.idleTimeoutMs ?? 30_000,
    allowExitOnIdle: true,
    statement_timeout: options.statementTimeoutMs || undefined,
    types,
  });
  // An idle connection dropped by the server must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('[db] idle PostgreSQL connection failed:', error.message));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [postgresTextWithoutNul] });
}

/**
 * The app's database: PostgreSQL when DATABASE_URL is a postgres:// address, else the SQLite
 * file. The process serves that engine from then on (dialect.ts).
 */
export function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'databaseFile' | 'databasePoolSize' | 'databaseStatementTimeoutMs'>): DB {
  if (isPostgresUrl(config.databaseUrl)) {
    setServedEngine('postgres');
    return openPostgres(config.databaseUrl, { poolSize: config.databasePoolSize, statementTimeoutMs: config.databaseStatementTimeoutMs });
  }
  setServedEngine('sqlite');
  return openSqlite(config.databaseFile);
}
