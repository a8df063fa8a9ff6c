import { sql, SqliteAdapter, type Kysely } from 'kysely';
import type { Database } from './schema';
import { isSerializationFailure } from './dialect';

export type Trx = Kysely<Database>;

/** The connections a writeTransaction has begun on: Kysely does not mark them as transactions. */
const openWrites = new WeakSet<Kysely<Database>>();

/**
 * A read-then-write transaction that takes the write lock before its first read
 * (SQLite's BEGIN IMMEDIATE), so two of them can never both read a balance and then both
 * spend it, even across processes sharing the file. PostgreSQL gets the same one-writer rule from
 * an advisory lock shared by all instances, plus SERIALIZABLE, run again when the server reports a
 * serialization failure: `work` must therefore only touch the database (or be safe to repeat).
 * Keep it short and never await the network inside it.
 *
 * Use it whenever the transaction reads something and decides a write on it (a balance, a count
 * against a limit): PostgreSQL's plain transaction (READ COMMITTED) lets two such readers both
 * pass. A plain `db.transaction()` is enough when every decision is held by the database itself:
 * a unique key, or a conditional update whose changed-row count is checked.
 */
export async function writeTransaction<T>(db: Kysely<Database>, work: (trx: Trx) => Promise<T>): Promise<T> {
  // Already inside the caller's transaction: a Kysely one, or the connection of an outer writeTransaction.
  if (db.isTransaction || openWrites.has(db)) return work(db);
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return serializable(db, work);
  return db.connection().execute(async (conn) => {
    openWrites.add(conn);
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

/**
 * The key of the one PostgreSQL advisory lock every writeTransaction holds: PostgreSQL's match of
 * SQLite's single writer. Without it, fifty payments from one wallet at once all read the balance
 * in their snapshots and all but one fail at commit, again and again, until some run out of tries
 * (the bench saw 15 of 78 answer 500). Holding a session-level lock from before BEGIN until after
 * COMMIT means each transaction's snapshot is taken after the previous writer committed, so it
 * does not conflict with it; the lock lives in the database, so it holds across instances, and a
 * crashed process's connection drops it. Any number that no other code uses would do.
 */
const WRITE_LOCK_KEY = 0x6b61_6665; // "kafe"

async function serializable<T>(db: Kysely<Database>, work: (trx: Trx) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    openWrites.add(conn);
    await sql`select pg_advisory_lock(${WRITE_LOCK_KEY})`.execute(conn);
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          // Still SERIALIZABLE: plain transactions elsewhere (chat, order flow) may touch the same rows.
          await sql`begin isolation level serializable`.execute(conn);
          const result = await work(conn);
          await sql`commit`.execute(conn);
          return result;
        } catch (error) {
          await sql`rollback`.execute(conn).catch(() => {});
          if (!isSerializationFailure(error) || attempt >= SERIALIZABLE_ATTEMPTS) throw error;
          // A short random pause so a retry does not meet the same plain transaction in lock step.
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
        }
      }
    } finally {
      await sql`select pg_advisory_unlock(${WRITE_LOCK_KEY})`.execute(conn);
    }
  });
}
