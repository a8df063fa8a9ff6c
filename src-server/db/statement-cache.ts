import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';

/** How many distinct SQL texts keep a prepared statement; Kysely's queries are few and fixed. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * What Kysely's SqliteDialect is given instead of the raw connection: `prepare` answers a cached
 * statement for SQL text it has seen (least recently used ones are dropped past `size`), so a
 * query is parsed and planned by SQLite once, not on every call. A schema change (CREATE, ALTER,
 * DROP, run by the migrator) empties the cache, so no statement outlives the schema it was
 * planned for; SQLite also re-prepares a stale statement itself, this is the belt to its braces.
 * Safe because Kysely's SQLite driver runs one statement at a time on its single connection.
 */
export function cachingDatabase(sqlite: SqliteDatabase, size = STATEMENT_CACHE_SIZE): KyselySqliteDatabase & { cachedStatements(): number } {
  const cache = new Map<string, Statement>();
  return {
    prepare(sql: string) {
      let stmt = cache.get(sql);
      if (stmt) {
        // Most recently used goes last; Map keeps insertion order.
        cache.delete(sql);
        cache.set(sql, stmt);
        return stmt;
      }
      if (/^\s*(create|alter|drop)\b/i.test(sql)) {
        cache.clear();
        return sqlite.prepare(sql); // DDL runs once: not worth a slot
      }
      stmt = sqlite.prepare(sql);
      cache.set(sql, stmt);
      if (cache.size > size) cache.delete(cache.keys().next().value!);
      return stmt;
    },
    close() {
      cache.clear();
      sqlite.close();
    },
    cachedStatements: () => cache.size,
  };
}
