import type { DB } from '../../src-server/db/connection';

/** The id of the newest order the customer `username` placed (the demo data gives each customer several). */
export async function newestOrderOf(db: DB, username: string): Promise<string> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select('orders.id')
    .where('users.username', '=', username)
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}
