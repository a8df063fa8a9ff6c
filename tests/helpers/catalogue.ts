import type { DB } from '../../src-server/db/connection';
import type { TasksTable } from '../../src-server/db/schema';
import { newId } from '../../src-server/ids';
import type { TaskCategory } from '@shared/catalogue/categories';

let counter = 0;
const iso = (ms: number) => new Date(ms).toISOString();
const BASE = Date.UTC(2026, 0, 1);

/** A customer row inserted directly (no password hashing): ratings need a user. */
export async function insertCustomer(db: DB, name: string | null = null): Promise<string> {
  counter += 1;
  const id = newId();
  await db
    .insertInto('users')
    .values({
      id,
      username: `customer_${counter}_${id.slice(0, 6)}`,
      password_hash: 'x',
      role: 'user',
      phone: null,
      email: null,
      name,
      is_blocked: 0,
      must_change_password: 0,
      token_version: 0,
      created_at: iso(BASE),
      updated_at: iso(BASE),
    })
    .execute();
  return id;
}

/** A cafe with its coffenet owner inserted directly, for data-heavy tests. */
export async function insertCafe(db: DB, fields: { name: string; active?: boolean; address?: string; createdAt?: number }): Promise<string> {
  counter += 1;
  const ownerId = newId();
  const cafeId = newId();
  const at = iso(fields.createdAt ?? BASE + counter * 1000);
  await db
    .insertInto('users')
    .values({
      id: ownerId,
      username: `owner_${counter}_${ownerId.slice(0, 6)}`,
      password_hash: 'x',
      role: 'coffenet',
      phone: null,
      email: null,
      name: null,
      is_blocked: 0,
      must_change_password: 0,
      token_version: 0,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db
    .insertInto('cafes')
    .values({
      id: cafeId,
      owner_id: ownerId,
      cafe_name: fields.name,
      owner_name: null,
      phone: null,
      address: fields.address ?? null,
      instagram: null,
      telegram: null,
      whatsapp: null,
      is_active: fields.active === false ? 0 : 1,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return cafeId;
}

export async function setCafeActive(db: DB, cafeId: string, active: boolean) {
  await db.updateTable('cafes').set({ is_active: active ? 1 : 0 }).where('id', '=', cafeId).execute();
}

/** A rating as the orders area will write it (one per order); the order id is only a key here. */
export async function insertRating(db: DB, fields: { cafeId: string; userId: string; rating: number; comment?: string; at?: number }) {
  await db
    .insertInto('ratings')
    .values({
      id: newId(),
      order_id: newId(),
      cafe_id: fields.cafeId,
      user_id: fields.userId,
      rating: fields.rating,
      comment: fields.comment ?? '',
      created_at: iso(fields.at ?? BASE),
    })
    .execute();
}

export function taskRow(
  cafeId: string,
  fields: { title: string; category?: TaskCategory; price?: number; minutes?: number | null; description?: string; at?: number },
): TasksTable {
  counter += 1;
  const at = iso(fields.at ?? BASE + counter * 1000);
  return {
    id: newId(),
    cafe_id: cafeId,
    title: fields.title,
    category: fields.category ?? 'printing',
    base_price: fields.price ?? 10_000,
    estimated_minutes: fields.minutes === undefined ? 60 : fields.minutes,
    description: fields.description ?? '',
    created_at: at,
    updated_at: at,
  };
}

export async function insertTasks(db: DB, rows: TasksTable[]) {
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('tasks').values(rows.slice(i, i + 500)).execute();
}

/** The same database, counting the queries run through it and the largest result they returned. */
export function observedDb(db: DB) {
  const stats = { queries: 0, maxRows: 0 };
  const observed = db.withPlugin({
    transformQuery: (args) => args.node,
    // Called once per executed query (transformQuery also runs for every subquery builder).
    async transformResult(args) {
      stats.queries += 1;
      stats.maxRows = Math.max(stats.maxRows, args.result.rows.length);
      return args.result;
    },
  });
  return { db: observed, stats };
}
