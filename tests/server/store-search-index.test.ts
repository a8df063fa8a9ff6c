import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { productsInput } from '@shared/store/schemas';
import { freshMemoryDb } from '../helpers/db';
import { onPostgres } from '../helpers/postgres';
import { createProduct, productSearchText } from '../../src-server/services/store/products';
import { listProducts } from '../../src-server/services/store/catalogue';
import { containsPattern } from '../../src-server/services/lists/search-text';
import type { DB } from '../../src-server/db/connection';

// 0017_store_search: the trigram index only narrows the store search; the LIKE decides. These
// check the index stays equal to its source through writes, and that every answer is the one the
// LIKE alone gives (short words, words split by a space or a ZWNJ, several words, no match).
async function expectIndexInStep(db: DB, label: string) {
  if (onPostgres) {
    // PostgreSQL's products_search is keyed by the product's id (0017, dialect.ts).
    const index = await sql`select id, body from products_search order by id`.execute(db);
    const source = await sql`select id, lower(search_text) as body from products order by id`.execute(db);
    expect(index.rows, label).toEqual(source.rows);
    return;
  }
  const index = await sql<{ rowid: number; search_text: string }>`select rowid, search_text from products_search order by rowid`.execute(db);
  const source = await sql<{ rowid: number; search_text: string }>`select rowid, lower(search_text) as search_text from products order by rowid`.execute(db);
  expect(index.rows, label).toEqual(source.rows);
}

async function likeOnly(db: DB, query: string): Promise<string[]> {
  const rows = await sql<{ id: string }>`select id from products where is_active = 1 and lower(search_text) like ${containsPattern(query)} escape '\\'
    order by created_at desc, id asc`.execute(db);
  return rows.rows.map((r) => r.id);
}

describe('store search index (0017_store_search)', () => {
  it('follows inserts, renames and deletes, and never changes what a search finds', async () => {
    const db = await freshMemoryDb();
    const names = ['فلش مموری ۳۲ گیگ', 'کتاب آموزش اکسل', 'دوره ثبت‌نام کنکور', 'ثبت نام آنلاین', 'ماوس بی‌سیم', 'Excel 2024 book', 'کارتریج پرینتر'];
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) {
      const product = await createProduct(
        db,
        { name: `${names[i % names.length]} ${i}`, description: i % 3 ? 'ارسال سریع' : 'دانلودی', price: 1_000 * (i + 1), category: 'other', product_type: 'digital', is_active: i % 9 !== 0 },
        new Date(Date.UTC(2026, 0, 1) + i * 60_000),
      );
      ids.push(product.id);
    }
    await expectIndexInStep(db, 'after inserts');
    await db.updateTable('products').set({ name: 'هدست گیمینگ', search_text: productSearchText('هدست گیمینگ', 'جدید', ['صدا']) }).where('id', '=', ids[3]!).execute();
    await db.deleteFrom('products').where('id', 'in', [ids[5]!, ids[6]!]).execute();
    await expectIndexInStep(db, 'after a rename and deletes');

    for (const query of ['اکسل', 'excel', 'ثبت نام', 'ثبت‌نام', 'کتاب اکسل', 'هدست', 'مموری ۳۲', 'ار', 'نیست‌چنین', '1']) {
      const input = productsInput.parse({ search: query, pageSize: 48 });
      const page = await listProducts(db, input);
      const expected = await likeOnly(db, input.search);
      expect(page.items.map((p) => p.id), query).toEqual(expected);
      expect(page.total, query).toBe(expected.length);
    }
  });
});
