import { sql, type Kysely } from 'kysely';
import { createPgTrigger, dropTrigger, engineOf } from '../src-server/db/dialect';

// Two more public lists are answered from the cache of migration 0020 (issue 13): the home strip of
// active orders and the cafe cards. Each (table, event) now has one trigger that bumps every list
// reading that table, so a cafe's change is one statement whatever number of lists show cafes.
//
// Which tables each list reads:
// - services (0020): tasks, cafes, service_counts;
// - store_products (0020): products;
// - active_orders (GET /api/order/active, tRPC orders.active): orders, cafes;
// - cafe_profiles (GET /api/service/coffenet-profiles and /api/coffenet/top, tRPC
//   catalogue.cafeProfiles and catalogue.topCafes): cafes, tasks, ratings, and a reviewer's name
//   from users (only a change of `name`, or a deletion, can change a card; logins update users too).
const BEFORE: Record<string, string[]> = { services: ['tasks', 'cafes', 'service_counts'], store_products: ['products'] };
const AFTER: Record<string, string[]> = {
  ...BEFORE,
  active_orders: ['orders', 'cafes'],
  cafe_profiles: ['cafes', 'tasks', 'ratings', 'users'],
};
/** The events of a table that can change a list; `update of name` keeps logins from bumping anything. */
const EVENTS: Record<string, Record<string, string>> = {
  users: { update: 'update of name', delete: 'delete' },
};
const DEFAULT_EVENTS = { insert: 'insert', update: 'update', delete: 'delete' };

/** table → the lists reading it. */
function byTable(lists: Record<string, string[]>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [list, tables] of Object.entries(lists)) for (const table of tables) out.set(table, [...(out.get(table) ?? []), list]);
  return out;
}

async function createTriggers(db: Kysely<any>, lists: Record<string, string[]>) {
  const postgres = engineOf(db) === 'postgres';
  for (const [table, names] of byTable(lists)) {
    for (const [suffix, event] of Object.entries(EVENTS[table] ?? DEFAULT_EVENTS)) {
      const name = `list_versions_${table}_${suffix}`;
      const bump = `update list_versions set version = version + 1 where list in (${names.map((n) => `'${n}'`).join(', ')});`;
      if (postgres) await createPgTrigger(db, { name, table, event, body: bump });
      else await sql.raw(`create trigger ${name} after ${event} on ${table} begin ${bump} end`).execute(db);
    }
  }
}

async function dropTriggers(db: Kysely<any>, lists: Record<string, string[]>) {
  for (const table of byTable(lists).keys()) {
    for (const suffix of Object.keys(EVENTS[table] ?? DEFAULT_EVENTS)) await dropTrigger(db, `list_versions_${table}_${suffix}`, table);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await dropTriggers(db, BEFORE);
  for (const list of Object.keys(AFTER)) {
    if (!(list in BEFORE)) await sql`insert into list_versions (list, version) values (${list}, 1)`.execute(db);
  }
  await createTriggers(db, AFTER);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTriggers(db, AFTER);
  await sql`delete from list_versions where list in ('active_orders', 'cafe_profiles')`.execute(db);
  await createTriggers(db, BEFORE);
}
