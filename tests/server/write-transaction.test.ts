import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshMemoryDb } from '../helpers/db';
import { onPostgres, postgresUrlOf } from '../helpers/postgres';
import { writeTransaction } from '../../src-server/db/write-transaction';
import { openPostgres, type DB } from '../../src-server/db/connection';

const dbs: DB[] = [];
afterAll(async () => {
  await Promise.all(dbs.map((db) => db.destroy()));
});

describe('writeTransaction', () => {
  // Read a row, wait inside the transaction, write it back plus one: the shape of a wallet payment.
  // Without one writer at a time on PostgreSQL, forty of these on one row fail at commit again and
  // again and some run out of retries (the bench saw payments answer 500).
  it('runs forty read-then-write transactions on one row at once, each once, none refused', async () => {
    const made = await freshMemoryDb();
    // On PostgreSQL a pool as large as the app's, so the transactions really overlap.
    const db = onPostgres ? openPostgres(postgresUrlOf(made), { poolSize: 20 }) : made;
    dbs.push(...(db === made ? [db] : [db, made]));
    await sql`create table counter_probe (id integer primary key, n integer not null)`.execute(db);
    await sql`insert into counter_probe (id, n) values (1, 0)`.execute(db);
    const pause = onPostgres ? sql`select pg_sleep(0.01)` : sql`select 1`;
    const runs = Array.from({ length: 40 }, () =>
      writeTransaction(db, async (trx) => {
        const { rows } = await sql<{ n: number }>`select n from counter_probe where id = 1`.execute(trx);
        await pause.execute(trx);
        await sql`update counter_probe set n = ${Number(rows[0]!.n) + 1} where id = 1`.execute(trx);
      }),
    );
    const results = await Promise.allSettled(runs);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const { rows } = await sql<{ n: number }>`select n from counter_probe where id = 1`.execute(db);
    expect(Number(rows[0]!.n)).toBe(40);
  });

  it('runs a nested writeTransaction inside the outer one: the outer rollback takes the inner write with it', async () => {
    const db = await freshMemoryDb();
    dbs.push(db);
    await sql`create table nested_probe (id integer primary key)`.execute(db);
    const failure = writeTransaction(db, async (outer) => {
      await sql`insert into nested_probe (id) values (1)`.execute(outer);
      await writeTransaction(outer, (inner) => sql`insert into nested_probe (id) values (2)`.execute(inner));
      throw new Error('outer fails after the inner write');
    });
    await expect(failure).rejects.toThrow('outer fails after the inner write');
    const { rows } = await sql<{ n: number }>`select count(*) as n from nested_probe`.execute(db);
    expect(Number(rows[0]!.n)).toBe(0);
  });
});
