import { sql, SqliteAdapter, type Kysely } from 'kysely';
import type { Database } from './schema';

export type Trx = Kysely<Database>;

/**
 * A read-then-write transaction that takes the write lock before its first read
 * (SQLite's BEGIN IMMEDIATE), so two of them can never both read a balance and then both
 * spend it, even across processes sharing the file. PostgreSQL gets SERIALIZABLE instead.
 * Keep it short and never await the network inside it.
 */
export async function writeTransaction<T>(db: Kysely<Database>, work: (trx: Trx) => Promise<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    return db.transaction().setIsolationLevel('serializable').execute(work);
  }
  if (db.isTransaction) return work(db); // already inside the caller's transaction
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await work(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (error) {
      // SQLite may already have rolled back (e.g. a full disk); the original error is what matters.
      await sql`rollback`.execute(conn).catch(() => {});
      throw error;
    }
  });
}
