import { describe, expect, it } from 'vitest';
import { CompiledQuery, type Compilable } from 'kysely';
import { freshMemoryDb } from '../helpers/db';
import { onPostgres } from '../helpers/postgres';
import type { DB } from '../../src-server/db/connection';

/** The plan of a query: no full SCAN of a big table, no TEMP B-TREE for ordering. */
async function plan(db: DB, query: Compilable): Promise<string> {
  const { sql: text, parameters } = query.compile();
  const { rows } = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${text}`, [...parameters]));
  return rows.map((r) => r.detail).join('\n');
}

// SQLite's query plans; PostgreSQL plans its own way (docs/decisions.md, issue 16).
describe.skipIf(onPostgres)('store admin lists are paged on indexes', () => {
  it('the admin product list and the store sales list use their indexes, with no temporary b-tree', async () => {
    const db = await freshMemoryDb();
    const products = db
      .selectFrom('products')
      .select(['id', 'name'])
      .where('product_type', '=', 'ebook')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(11);
    const all = db.selectFrom('products').select(['id', 'name']).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(11);
    const sales = db
      .selectFrom('store_orders as o')
      .innerJoin('store_order_items as i', 'i.order_id', 'o.id')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .select(['i.id', 'u.username', 'o.paid_at'])
      .where('o.status', '=', 'paid')
      .where('i.line_no', '>=', 0)
      .where('o.paid_at', '>=', '2026-01-01')
      .orderBy('o.paid_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(21);
    const cashDue = db
      .selectFrom('store_orders as o')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .select(['o.id', 'u.username', 'o.total', 'o.created_at', 'o.tracking_url'])
      .where('o.payment_method', '=', 'cash')
      .where('o.status', '=', 'pending')
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(21);
    const income = db.selectFrom('store_orders').select((eb) => eb.fn.sum<number>('total').as('s')).where('status', '=', 'paid');
    for (const [query, index] of [
      [products, 'products_type_created_id_idx'],
      [all, 'products_created_id_idx'],
      [sales, 'store_orders_status_paid_id_idx'],
      [income, 'store_orders_status_paid_id_idx'],
      [cashDue, 'store_orders_method_status_created_id_idx'],
    ] as const) {
      const text = await plan(db, query);
      expect(text, text).toContain(index);
      if (query === sales) expect(text).toMatch(/SEARCH i USING INDEX \S+ \(order_id=\? AND line_no>\?\)/);
      expect(text, text).not.toMatch(/TEMP B-TREE/);
      expect(text, text).not.toMatch(/SCAN (products|store_orders|o)\b(?! USING)/);
    }
  });
});
