import { sql, type Kysely } from 'kysely';
import { createPgTrigger, dropTrigger, engineOf } from '../src-server/db/dialect';

// Public list answers are cached per URL (src-server/http/public-list-cache.ts, issue 13). A
// cached answer is served only while its list's version here is the one it was made at. The
// version is bumped by triggers on every table the list reads, in the same transaction as the
// change, so no write path can forget it, a rolled-back write bumps nothing, and every instance
// sharing the database sees the bump (each reads the version per request: one primary-key read).
const LISTS: Record<string, string[]> = {
  // GET /api/service/services, tRPC catalogue.services: services with their cafe's name, address,
  // phone and rating; the totals come from service_counts.
  services: ['tasks', 'cafes', 'service_counts'],
  // GET /api/store/products, tRPC store.products: product cards only.
  store_products: ['products'],
};

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  // A plain table (not WITHOUT ROWID): db:copy reads SQLite tables in rowid order.
  await sql`create table list_versions (list text primary key, version integer not null)`.execute(db);
  for (const [list, tables] of Object.entries(LISTS)) {
    await sql`insert into list_versions (list, version) values (${list}, 1)`.execute(db);
    for (const table of tables) {
      for (const event of ['insert', 'update', 'delete']) {
        const name = `list_versions_${table}_${event}`;
        const bump = `update list_versions set version = version + 1 where list = '${list}';`;
        if (postgres) await createPgTrigger(db, { name, table, event, body: bump });
        else await sql.raw(`create trigger ${name} after ${event} on ${table} begin ${bump} end`).execute(db);
      }
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const tables of Object.values(LISTS)) {
    for (const table of tables) for (const event of ['insert', 'update', 'delete']) await dropTrigger(db, `list_versions_${table}_${event}`, table);
  }
  await sql`drop table list_versions`.execute(db);
}
