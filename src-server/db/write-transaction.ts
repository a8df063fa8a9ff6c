import { sql, SqliteAdapter, type Kysely } from 'kysely';
import type { Database } from './schema';
import { isSerializationFailure } from './dialect';

export type Trx = Kysely<Database>;

/**
 * A read-then-write transaction that takes the write lock before its first read
 * (SQLite's BEGIN IMMEDIATE), so two of them can never both read a balance and then both
 * spend it, even across processes sharing the file. PostgreSQL gets SERIALIZABLE instead, run
 * again when the server reports a serialization failure (another instance's transaction won):
 * `work` must therefore only touch the database (or be safe to repeat).
 * Keep it short and never await the network inside it.
 */
export async function writeTransaction<T>(db: Kysely<Database>, work: (trx: Trx) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db); // already inside the caller's transaction
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return serializable(db, work);
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

const SERIALIZABLE_ATTEMPTS = 12;

async function serializable<T>(db: Kysely<Database>, work: (trx: Trx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().setIsolationLevel('serializable').execute(work);
    } catch (error) {
      if (!isSerializationFailure(error) || attempt >= SERIALIZABLE_ATTEMPTS) throw error;
      // A short random pause so the retried transactions do not collide again in lock step.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}
